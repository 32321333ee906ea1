import type { FavoriteRecord } from '@portal/contract';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import type { OutboxItem, PortalDatabase } from './database.ts';

/**
 * Writes made on this device (read marks, favourites, visit logs) go through here. The local
 * tables change at once (offline/marks.ts), the write is queued with an id made on the device
 * (clientMarkId / clientVisitId), and the queue is sent in order whenever the app is online:
 * at start, on the 'online' event, and after each new write.
 *
 * An item is deleted only after the server has answered. If the app dies between the answer
 * and the delete, the same request (same client id) is sent again on the next start, and the
 * BFF stores nothing new: replays are idempotent by design.
 */
export type NewOutboxItem = Omit<OutboxItem, 'seq' | 'queuedAt'>;

/** Queues an item inside the caller's transaction (which must include db.outbox). */
export async function enqueueInTransaction(db: PortalDatabase, item: NewOutboxItem): Promise<void> {
  // The same write queued twice (a double tap, StrictMode's double effect) is sent once.
  const existing = await db.outbox.where('key').equals(item.key).first();
  if (existing) return;
  await db.outbox.add({ ...item, queuedAt: Date.now() });
}

/** Queues a write and starts sending. */
export async function enqueue(db: PortalDatabase, item: NewOutboxItem): Promise<void> {
  await db.transaction('rw', db.outbox, () => enqueueInTransaction(db, item));
  void flushOutbox(db);
}

export type Sender = (item: OutboxItem) => Promise<unknown>;

const sendThroughApi: Sender = (item) => apiRequest<unknown>(item.path, { method: item.method, body: item.body });

export type FlushOptions = {
  send?: Sender;
  isOnline?: () => boolean;
};

/** done: queue empty; offline: not tried; failed: an item is waiting for a better moment. */
export type FlushResult = 'done' | 'offline' | 'failed';

/**
 * A 4xx other than these means the server will never accept the item as it is (for example
 * the post it marks no longer exists): keeping it would block every later write.
 * 401 reloads into sign-in (api-client), 408 and 429 are worth another try.
 */
const RETRY_STATUSES = new Set([401, 408, 429]);

function isRefused(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && !RETRY_STATUSES.has(error.status);
}

/** What the answer to a sent write changes locally. */
async function applyAnswer(db: PortalDatabase, item: OutboxItem, answer: unknown): Promise<void> {
  const syncedAt = Date.now();
  const data = (item.body as { data?: { clientMarkId?: string; posts_postUid?: string } } | undefined)?.data;

  if (item.kind === 'read-mark' && data?.posts_postUid) {
    await db.readPosts.update(data.posts_postUid, { syncedAt });
    return;
  }
  if (item.kind === 'favourite-remove') {
    const favoriteUid = item.key.slice('favourite-remove:'.length);
    await db.favourites.filter((favourite) => favourite.favoriteUid === favoriteUid).modify({ syncedAt });
    return;
  }
  if (item.kind !== 'favourite-add') return;

  const record = (Array.isArray(answer) ? answer[0] : answer) as Partial<FavoriteRecord> | undefined;
  const favoriteUid = record?.favoriteUid;
  const clientMarkId = data?.clientMarkId;
  if (!favoriteUid || !clientMarkId) return;
  const local = await db.favourites.where('clientMarkId').equals(clientMarkId).first();
  if (local && !local.removed) {
    // Now it can be removed by its server id.
    await db.favourites.update(local.target, { favoriteUid, syncedAt });
    return;
  }
  // Removed while the add was on its way: remove it on the server too.
  await enqueueInTransaction(db, {
    key: `favourite-remove:${favoriteUid}`,
    kind: 'favourite-remove',
    method: 'DELETE',
    path: `favorites/${encodeURIComponent(favoriteUid)}`,
  });
}

async function drain(db: PortalDatabase, send: Sender, isOnline: () => boolean): Promise<FlushResult> {
  for (;;) {
    if (!isOnline()) return 'offline';
    const item = await db.outbox.orderBy('seq').first();
    if (!item || item.seq === undefined) return 'done';
    const seq = item.seq;

    let answer: unknown;
    try {
      answer = await send(item);
    } catch (error) {
      if (isRefused(error)) {
        console.warn(`Outbox: the server refused ${item.method} ${item.path} (${error.status}); dropped`, error.message);
        await db.outbox.delete(seq);
        continue;
      }
      // Offline, a timeout, a server error: the item stays, in its place, for later.
      return 'failed';
    }

    await db.transaction('rw', db.outbox, db.favourites, db.readPosts, async () => {
      await applyAnswer(db, item, answer);
      await db.outbox.delete(seq);
    });
  }
}

type FlushState = { running: Promise<FlushResult> | null; again: boolean };
const flushStates = new WeakMap<PortalDatabase, FlushState>();

/**
 * Sends the queue in order, one item at a time. A call while a flush runs asks the running
 * flush to look again when it is done, so nothing is sent twice in parallel.
 */
export function flushOutbox(db: PortalDatabase, options: FlushOptions = {}): Promise<FlushResult> {
  const send = options.send ?? sendThroughApi;
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  let state = flushStates.get(db);
  if (!state) {
    state = { running: null, again: false };
    flushStates.set(db, state);
  }
  const current = state;
  if (current.running) {
    current.again = true;
    return current.running;
  }
  current.running = (async () => {
    let result: FlushResult = 'done';
    try {
      do {
        current.again = false;
        try {
          result = await drain(db, send, isOnline);
        } catch (error) {
          // The database went away (signed out: expected, nothing to say) or storage failed.
          if (!(error instanceof Error && error.name === 'DatabaseClosedError')) console.warn('Outbox not sent', error);
          result = 'failed';
        }
        // A call that came meanwhile may have come with a reason (back online, a new item).
      } while (current.again);
      return result;
    } finally {
      // In the same step as the last check of `again`, so no later call can join a flush
      // that has already decided to stop.
      current.running = null;
    }
  })();
  return current.running;
}

const RETRY_AFTER_MS = 30_000;

/**
 * Keeps the queue moving while the app is open: now, whenever the browser comes back
 * online, and again a little later after a server error. Returns the clean-up.
 */
export function startOutboxSync(db: PortalDatabase, options: FlushOptions = {}): () => void {
  let retry: number | undefined;
  let stopped = false;
  const run = () => {
    window.clearTimeout(retry);
    void flushOutbox(db, options).then((result) => {
      if (result === 'failed' && !stopped) retry = window.setTimeout(run, RETRY_AFTER_MS);
    });
  };
  run();
  window.addEventListener('online', run);
  return () => {
    stopped = true;
    window.clearTimeout(retry);
    window.removeEventListener('online', run);
  };
}

/** How many writes are waiting (for tests and diagnostics). */
export function pendingCount(db: PortalDatabase): Promise<number> {
  return db.outbox.count();
}
