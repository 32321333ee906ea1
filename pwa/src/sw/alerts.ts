// The contract declares no side effects: the worker's build keeps only these (no zod).
import { PUSH_ACKNOWLEDGEMENT_PATH, RETRY_ALERT_ACKNOWLEDGEMENTS, isAlertPush } from '@portal/contract';

/**
 * Alerts (issue 29): the worker shows every push message as a notification, acknowledges each
 * alert it showed, and opens the alert's screen when the notification is tapped. The worker
 * holds no token: each alert carries a single-use acknowledgement id, the only thing sent back.
 */

/** The Background Sync tag the worker registers when an acknowledgement could not be sent. */
export const ACKNOWLEDGEMENT_SYNC_TAG = 'alert-acknowledgements';
/** An alert this old has been answered by email (or has no one left to reach): its id is dropped. */
export const ACKNOWLEDGEMENT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const ICON = '/icons/icon-192.png';

type AlertNotificationOptions = {
  body: string;
  tag?: string;
  renotify?: boolean;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  icon: string;
  data: NotificationData;
  requireInteraction?: boolean;
};

type NotificationData = { url: string; postId?: string };

type ExtendableEvent = { waitUntil(promise: Promise<unknown>): void };

type WindowClientLike = {
  url: string;
  focused?: boolean;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
};

/** The service-worker globals the alerts use (see scope.ts for why the worker declares its own). */
export type AlertsScope = {
  location: { origin: string };
  registration: {
    showNotification(title: string, options: AlertNotificationOptions): Promise<void>;
    /** Background Sync, where the browser has it (Chromium). */
    sync?: { register(tag: string): Promise<void> };
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: ExtendableEvent & { data: { json(): unknown } | null }) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: ExtendableEvent & { notification: { data: unknown; close(): void } }) => void,
  ): void;
  addEventListener(type: 'sync', listener: (event: ExtendableEvent & { tag: string }) => void): void;
  addEventListener(type: 'message', listener: (event: Partial<ExtendableEvent> & { data: unknown }) => void): void;
};

/*
 * The acknowledgements not sent yet: ids and when they were kept, in an IndexedDB database of
 * the worker's own (the app's databases are the person's and go at sign-out; these are not
 * anybody's data, and nothing else is ever written here).
 */
const DATABASE = 'alert-acknowledgements';
const STORE = 'pending';

type KeptAcknowledgement = { id: string; keptAt: number };

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const db = await openStore();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request ? request.result : undefined);
      transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
  } finally {
    db.close();
  }
}

export function keptAcknowledgements(): Promise<KeptAcknowledgement[]> {
  return inStore<KeptAcknowledgement[]>('readonly', (store) => store.getAll() as IDBRequest<KeptAcknowledgement[]>).then(
    (kept) => kept ?? [],
  );
}

function keep(id: string, now: number): Promise<unknown> {
  return inStore('readwrite', (store) => {
    store.put({ id, keptAt: now } satisfies KeptAcknowledgement);
  });
}

function drop(id: string): Promise<unknown> {
  return inStore('readwrite', (store) => {
    store.delete(id);
  });
}

/**
 * Posts one acknowledgement, same origin and without cookies (the id is the proof). 'sent'
 * once the server has answered for good: accepted, or refused as spent or unknown (a 4xx
 * other than 429); 'retry' when offline, rate-limited or the server failed.
 */
async function postAcknowledgement(id: string): Promise<'sent' | 'retry'> {
  try {
    const response = await fetch(PUSH_ACKNOWLEDGEMENT_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ data: { id } }),
      credentials: 'omit',
    });
    return response.status === 429 || response.status >= 500 ? 'retry' : 'sent';
  } catch {
    return 'retry';
  }
}

/** Keeps an id that could not be sent, and asks for a Background Sync where there is one. */
async function acknowledge(scope: AlertsScope, id: string, now: number): Promise<void> {
  if ((await postAcknowledgement(id)) === 'sent') return;
  await keep(id, now);
  await scope.registration.sync?.register(ACKNOWLEDGEMENT_SYNC_TAG).catch(() => {});
}

/** Sends every kept acknowledgement once; those past ACKNOWLEDGEMENT_MAX_AGE_MS are dropped unsent. */
export async function sendKeptAcknowledgements(now = Date.now()): Promise<void> {
  const kept = await keptAcknowledgements();
  for (const { id, keptAt } of kept) {
    if (now - keptAt > ACKNOWLEDGEMENT_MAX_AGE_MS || (await postAcknowledgement(id)) === 'sent') await drop(id);
  }
}

/** What a push message says, or null when it is not JSON. */
function readPush(data: { json(): unknown } | null): unknown {
  try {
    return data ? data.json() : null;
  } catch {
    return null;
  }
}

/**
 * One push message: shown, always (browsers penalise a push that shows nothing), as it came:
 * the server wrote the texts in the person's language. An alert of ours is then acknowledged,
 * and any acknowledgement kept from before is sent with it.
 */
export async function showPush(scope: AlertsScope, data: { json(): unknown } | null, now = Date.now()): Promise<void> {
  const push = readPush(data);
  if (!isAlertPush(push)) {
    await scope.registration.showNotification('School Portal', {
      body: 'There is something new for you in the portal.',
      icon: ICON,
      data: { url: '/' },
    });
    return;
  }
  await scope.registration.showNotification(push.title, {
    body: push.body,
    tag: push.tag,
    // A broadcast's update or all-clear replaces the earlier notification and is announced again.
    renotify: true,
    lang: push.lang,
    dir: push.dir,
    icon: ICON,
    data: { url: push.url, ...(push.postId ? { postId: push.postId } : {}) },
    // An emergency stays on screen until the person acts on it.
    requireInteraction: push.kind === 'emergency',
  });
  await sendKeptAcknowledgements(now).catch(() => {});
  await acknowledge(scope, push.ack, now);
}

/** The portal address a notification opens: its own path, never another site. */
function addressOf(scope: AlertsScope, data: unknown): string {
  const url = (data as Partial<NotificationData> | null)?.url;
  const path = typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
  return new URL(path, scope.location.origin).href;
}

/**
 * A tap on a notification: a window of the portal already open is brought forward and goes to
 * the alert's screen (a notice's screen marks it read as it opens); otherwise a new one opens.
 */
export async function openAlert(scope: AlertsScope, data: unknown): Promise<void> {
  const address = addressOf(scope, data);
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const portal = windows.filter((client) => new URL(client.url).origin === scope.location.origin);
  const open = portal.find((client) => client.focused) ?? portal[0];
  if (open) {
    // Brought forward where the browser lets it (a tap does); the window goes to the screen either way.
    const shown = await open.focus().catch(() => open);
    try {
      if (await shown.navigate(address)) return;
    } catch {
      // A window this worker does not control cannot be navigated: a new one opens instead.
    }
  }
  await scope.clients.openWindow(address);
}

export function listenForAlerts(scope: AlertsScope): void {
  scope.addEventListener('push', (event) => event.waitUntil(showPush(scope, event.data)));
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openAlert(scope, event.notification.data));
  });
  scope.addEventListener('sync', (event) => {
    if (event.tag === ACKNOWLEDGEMENT_SYNC_TAG) event.waitUntil(sendKeptAcknowledgements());
  });
  scope.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type !== RETRY_ALERT_ACKNOWLEDGEMENTS) return;
    const sending = sendKeptAcknowledgements().catch(() => {});
    event.waitUntil?.(sending);
  });
}
