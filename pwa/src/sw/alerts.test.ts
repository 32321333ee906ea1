import { RETRY_ALERT_ACKNOWLEDGEMENTS, type AlertPush } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  ACKNOWLEDGEMENT_MAX_AGE_MS,
  ACKNOWLEDGEMENT_SYNC_TAG,
  keptAcknowledgements,
  listenForAlerts,
  type AlertsScope,
} from './alerts.ts';

const ORIGIN = 'https://portal.test';

function alertPush(overrides: Partial<AlertPush> = {}): AlertPush {
  return {
    v: 1,
    kind: 'emergency',
    title: 'Emergency: lockdown',
    body: 'Stay inside. Doors are locked until the all-clear.',
    url: '/emergency-brodcast',
    tag: 'broadcast-bcast0000001',
    ack: 'ack-0123456789abcdefghijkl',
    lang: 'en-AU',
    dir: 'ltr',
    ...overrides,
  };
}

type Listener = (event: Record<string, unknown>) => void;
type OpenWindow = { url: string; focused: boolean; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> };

/** The worker's global scope as the browser gives it, with the windows of the portal open now. */
function fakeWorker({ windows = [] as OpenWindow[], sync = true } = {}) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: vi.fn(async () => {}),
      ...(sync ? { sync: { register: vi.fn(async () => {}) } } : {}),
    },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  listenForAlerts(scope as unknown as AlertsScope);

  /** Dispatches an event and waits for what it asked the browser to wait for. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  return {
    scope,
    push: (payload: unknown) =>
      dispatch('push', {
        data: {
          json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
        },
      }),
    click: (data: unknown) => {
      const close = vi.fn();
      return dispatch('notificationclick', { notification: { data, close } }).then(() => close);
    },
    message: (data: unknown) => dispatch('message', { data }),
    sync: (tag: string) => dispatch('sync', { tag }),
  };
}

function portalWindow(url: string, focused = false): OpenWindow {
  const window: OpenWindow = {
    url,
    focused,
    focus: vi.fn(async () => window),
    navigate: vi.fn(async (to: string) => ({ ...window, url: to })),
  };
  return window;
}

/** The acknowledgement endpoint as the BFF answers it; each call recorded. */
function stubAcknowledgements(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  const sentIds = () =>
    fetchMock.mock.calls.map(([, init]) => (JSON.parse(String(init?.body)) as { data: { id: string } }).data.id);
  return { fetchMock, sentIds };
}

const accepted = () => new Response(JSON.stringify({ responceObject: { records: { acknowledged: true } } }), { status: 200 });

describe('the service worker: a push', () => {
  it("shows an alert as the payload says it, in the person's language, and acknowledges it without cookies or token", async () => {
    const { fetchMock } = stubAcknowledgements(accepted);
    const worker = fakeWorker();

    await worker.push(alertPush({ lang: 'ar', dir: 'rtl', title: 'طوارئ: إغلاق', body: 'ابقوا في الداخل.' }));

    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith('طوارئ: إغلاق', {
      body: 'ابقوا في الداخل.',
      tag: 'broadcast-bcast0000001',
      renotify: true,
      lang: 'ar',
      dir: 'rtl',
      icon: '/icons/icon-192.png',
      data: { url: '/emergency-brodcast' },
      requireInteraction: true,
    });
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/push-acknowledgements');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(JSON.parse(String(init?.body))).toEqual({ data: { id: 'ack-0123456789abcdefghijkl' } });
    expect(await keptAcknowledgements()).toEqual([]);
  });

  it("leaves a notice's notification to close like any other, and carries the notice it opens", async () => {
    stubAcknowledgements(accepted);
    const worker = fakeWorker();

    await worker.push(
      alertPush({
        kind: 'notice',
        title: 'Excursion',
        body: 'Year 9',
        url: '/notices/notice_details/post0000001',
        postId: 'post0000001',
        tag: 'notice-post0000001',
      }),
    );

    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith(
      'Excursion',
      expect.objectContaining({
        requireInteraction: false,
        data: { url: '/notices/notice_details/post0000001', postId: 'post0000001' },
      }),
    );
  });

  it('still shows a notification for a push that is not one of our alerts, and acknowledges nothing', async () => {
    const { fetchMock } = stubAcknowledgements(accepted);
    const worker = fakeWorker();

    await worker.push('not JSON at all {');

    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith('School Portal', {
      body: 'There is something new for you in the portal.',
      icon: '/icons/icon-192.png',
      data: { url: '/' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the service worker: acknowledgements that could not be sent', () => {
  it('keeps the id when offline, asks for a background sync, and sends it when the app asks', async () => {
    let online = false;
    const { sentIds } = stubAcknowledgements(() => (online ? accepted() : Promise.reject(new TypeError('Failed to fetch'))));
    const worker = fakeWorker();

    await worker.push(alertPush());

    expect(worker.scope.registration.showNotification).toHaveBeenCalledOnce();
    expect((await keptAcknowledgements()).map(({ id }) => id)).toEqual(['ack-0123456789abcdefghijkl']);
    expect(worker.scope.registration.sync?.register).toHaveBeenCalledWith(ACKNOWLEDGEMENT_SYNC_TAG);

    online = true;
    await worker.message({ type: RETRY_ALERT_ACKNOWLEDGEMENTS });

    expect(sentIds()).toEqual(['ack-0123456789abcdefghijkl', 'ack-0123456789abcdefghijkl']);
    expect(await keptAcknowledgements()).toEqual([]);
  });

  it('sends what it kept on the background sync, and with the next push', async () => {
    let answer = () => new Response(null, { status: 429 });
    const { sentIds } = stubAcknowledgements(() => answer());
    const worker = fakeWorker();
    await worker.push(alertPush({ ack: 'ack-first-0000000000000000' }));
    expect(await keptAcknowledgements()).toHaveLength(1);

    // Still rate-limited at the sync: kept.
    await worker.sync(ACKNOWLEDGEMENT_SYNC_TAG);
    expect(await keptAcknowledgements()).toHaveLength(1);

    answer = accepted;
    await worker.push(alertPush({ ack: 'ack-second-000000000000000' }));

    expect(sentIds()).toEqual([
      'ack-first-0000000000000000',
      'ack-first-0000000000000000',
      'ack-first-0000000000000000',
      'ack-second-000000000000000',
    ]);
    expect(await keptAcknowledgements()).toEqual([]);
  });

  it('keeps it when the server fails, and drops it once answered with a refusal other than 429', async () => {
    let status = 503;
    stubAcknowledgements(() => new Response(null, { status }));
    const worker = fakeWorker({ sync: false });
    await worker.push(alertPush());
    expect(await keptAcknowledgements()).toHaveLength(1);

    status = 400;
    await worker.message({ type: RETRY_ALERT_ACKNOWLEDGEMENTS });

    expect(await keptAcknowledgements()).toEqual([]);
  });

  it('drops an id kept for more than a day without sending it', async () => {
    const { sentIds } = stubAcknowledgements(() => Promise.reject(new TypeError('Failed to fetch')));
    const worker = fakeWorker();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    await worker.push(alertPush());
    expect(sentIds()).toHaveLength(1);

    vi.spyOn(Date, 'now').mockReturnValue(now + ACKNOWLEDGEMENT_MAX_AGE_MS + 1);
    await worker.message({ type: RETRY_ALERT_ACKNOWLEDGEMENTS });

    expect(sentIds()).toHaveLength(1);
    expect(await keptAcknowledgements()).toEqual([]);
  });

  it('ignores other messages and sync tags', async () => {
    const { fetchMock } = stubAcknowledgements(accepted);
    const worker = fakeWorker();

    await worker.message({ type: 'SKIP_WAITING' });
    await worker.sync('something-else');

    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the service worker: a tap on a notification', () => {
  it("brings the portal's open window forward on the alert's screen", async () => {
    const other = portalWindow('https://elsewhere.test/');
    const open = portalWindow(`${ORIGIN}/notices`);
    const worker = fakeWorker({ windows: [other, open] });

    const close = await worker.click({ url: '/notices/notice_details/post0000001', postId: 'post0000001' });

    expect(close).toHaveBeenCalledOnce();
    expect(open.focus).toHaveBeenCalledOnce();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/notices/notice_details/post0000001`);
    expect(other.focus).not.toHaveBeenCalled();
    expect(worker.scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('still takes the open window to the screen when the browser will not bring it forward', async () => {
    const open = portalWindow(`${ORIGIN}/notices`);
    open.focus.mockRejectedValue(new DOMException('Not allowed to focus a window.', 'InvalidAccessError'));
    const worker = fakeWorker({ windows: [open] });

    await worker.click({ url: '/emergency-brodcast' });

    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/emergency-brodcast`);
    expect(worker.scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window on the screen when no window of the portal is open', async () => {
    const worker = fakeWorker();

    await worker.click({ url: '/emergency-brodcast' });

    expect(worker.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/emergency-brodcast`);
  });

  it('opens a new window when the open one cannot be navigated (a window this worker does not control)', async () => {
    const open = portalWindow(`${ORIGIN}/`);
    open.navigate.mockRejectedValue(new TypeError('not controlled'));
    const worker = fakeWorker({ windows: [open] });

    await worker.click({ url: '/emergency-brodcast' });

    expect(worker.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/emergency-brodcast`);
  });

  it("opens only the portal's own screens", async () => {
    const worker = fakeWorker();

    await worker.click({ url: '//evil.test/phish' });

    expect(worker.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
