import { t } from '@lingui/core/macro';
import { ApiError } from '@/lib/api-client.ts';
import type { OfflineDatabase, OutboxItem, QueuedWrite } from './declarations.ts';

/**
 * Sending the writes made on this device. The feature changes its local tables and queues
 * the write in one transaction (offline/queue.ts), and the queue is sent in order whenever
 * the app is online: at start, on the 'online' event, after each new write, and when a
 * failed item's wait is over.
 *
 * An item is deleted only after the server has answered. If the app dies between the answer
 * and the delete, the same request (with the ids made on the device) is sent again on the
 * next start, and the BFF stores nothing new: replays are idempotent by design.
 *
 * Offline, a timeout, 401 (sign-in comes back), 408, 429 or a 5xx: the item stays in its place
 * and is tried again later, each wait longer than the last. Any other 4xx means the server
 * will never take it as it is (the record it refers to no longer exists): it is set aside as
 * refused, its local change undone, and the person is told (components/pwa/refused-writes).
 *
 * Only the database module imports this one: sending loads with the database, after the
 * first screen (there is nothing to send without one). Screens reach it through the open
 * database's methods.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyWrite = QueuedWrite<any, any>;

const writesByDatabase = new WeakMap<OfflineDatabase, Map<string, AnyWrite>>();

function writeOfKind(db: OfflineDatabase, kind: string): AnyWrite | undefined {
  let writes = writesByDatabase.get(db);
  if (!writes) {
    writes = new Map(db.records.features.flatMap((feature) => feature.writes ?? []).map((write) => [write.kind, write]));
    writesByDatabase.set(db, writes);
  }
  return writes.get(kind);
}

type Sender = (item: OutboxItem, write: AnyWrite) => Promise<unknown>;

type FlushOptions = {
  /** How an item reaches the server; the write's own `send` unless a test says otherwise. */
  send?: Sender;
  isOnline?: () => boolean;
  now?: () => number;
};

/** done: nothing left to send; offline: not tried; waiting: an item waits for its retry time. */
export type FlushResult = 'done' | 'offline' | 'waiting';

/** Worth another try: the same request may well be taken later. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/** 5 s, 10 s, 20 s… up to 5 minutes, so a struggling server is not hammered by every device. */
export function retryDelay(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

const sendThroughDeclaration: Sender = (item, write) => write.send(item.payload);

async function nextItem(db: OfflineDatabase): Promise<OutboxItem | undefined> {
  return db.outbox.orderBy('seq').filter((item) => !item.refused).first();
}

async function drain(db: OfflineDatabase, send: Sender, isOnline: () => boolean, now: () => number): Promise<FlushResult> {
  for (;;) {
    if (!isOnline()) return 'offline';
    const item = await nextItem(db);
    if (!item || item.seq === undefined) return 'done';
    // Later items wait behind it: the server sees writes in the order they were made.
    if (item.retryAt !== undefined && item.retryAt > now()) return 'waiting';
    const seq = item.seq;
    const write = writeOfKind(db, item.kind);
    if (!write) {
      console.warn(`Outbox: no feature sends '${item.kind}' any more; dropped`);
      await db.outbox.delete(seq);
      continue;
    }
    const tables = ['outbox', ...(write.tables ?? []).map((table) => table.name)];

    let answer: unknown;
    try {
      answer = await send(item, write);
    } catch (error) {
      if (isRetryable(error)) {
        const attempts = item.attempts + 1;
        await db.outbox.update(seq, { attempts, retryAt: now() + retryDelay(attempts) });
        return 'waiting';
      }
      const refusal = error as ApiError;
      await db.transaction('rw', tables, async () => {
        await db.outbox.update(seq, { refused: { status: refusal.status, message: refusal.message, at: now() } });
        await write.undo?.(db, item.payload);
      });
      continue;
    }

    await db.transaction('rw', tables, async () => {
      await write.applyAnswer?.(db, item.payload, answer);
      await db.outbox.delete(seq);
    });
  }
}

type FlushState = { running: Promise<FlushResult> | null; again: boolean };
const flushStates = new WeakMap<OfflineDatabase, FlushState>();

/**
 * Sends the queue in order, one item at a time. A call while a flush runs asks the running
 * flush to look again when it is done, so nothing is sent twice in parallel.
 */
export function flushOutbox(db: OfflineDatabase, options: FlushOptions = {}): Promise<FlushResult> {
  const send = options.send ?? sendThroughDeclaration;
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  const now = options.now ?? Date.now;
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
          result = await drain(db, send, isOnline, now);
        } catch (error) {
          // The database went away (signed out: expected, nothing to say) or storage failed.
          if (!(error instanceof Error && error.name === 'DatabaseClosedError')) console.warn('Outbox not sent', error);
          result = 'waiting';
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

/** When the first waiting item may be tried again (ms), or null. */
async function nextRetryAt(db: OfflineDatabase): Promise<number | null> {
  return (await nextItem(db))?.retryAt ?? null;
}

/** Checked this often when the storage itself failed and no retry time is known. */
const STORAGE_RETRY_MS = 30_000;

/**
 * Keeps the queue moving while the app is open: now, whenever the browser comes back
 * online, and when the first waiting item's retry time comes. Returns the clean-up.
 */
export function startOutboxSync(db: OfflineDatabase, options: FlushOptions = {}): () => void {
  let timer: number | undefined;
  let stopped = false;
  const now = options.now ?? Date.now;
  const run = () => {
    window.clearTimeout(timer);
    void flushOutbox(db, options).then(async (result) => {
      if (result !== 'waiting' || stopped) return;
      const retryAt = await nextRetryAt(db).catch(() => null);
      if (stopped) return;
      timer = window.setTimeout(run, retryAt === null ? STORAGE_RETRY_MS : Math.max(0, retryAt - now()));
    });
  };
  run();
  window.addEventListener('online', run);
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    window.removeEventListener('online', run);
  };
}

/** A write the server refused for good, in words for the person (in the language shown when read). */
export type RefusedWrite = { seq: number; description: string; status: number; message: string };

export async function readRefusedWrites(db: OfflineDatabase): Promise<RefusedWrite[]> {
  const items = await db.outbox.orderBy('seq').filter((item) => Boolean(item.refused)).toArray();
  return items.map((item) => ({
    seq: item.seq ?? 0,
    description: writeOfKind(db, item.kind)?.describe(item.payload) ?? t`A change made on this device`,
    status: item.refused?.status ?? 0,
    message: item.refused?.message ?? '',
  }));
}

/** The person has read about the refusal: it goes. */
export async function dismissRefusedWrite(db: OfflineDatabase, seq: number): Promise<void> {
  await db.outbox.delete(seq);
}
