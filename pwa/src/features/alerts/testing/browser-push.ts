import type { PushSubscriptionRecord } from '@portal/contract';
import { onTestFinished, vi } from 'vitest';

/**
 * The browser's side of Web Push, which jsdom does not have: notification permission, the
 * service worker's registration and its push manager. These are the browser's APIs, not the
 * portal's, so tests stand them in; the portal's calls still go through its api client to the
 * stubbed network (testing/fetch-stub.ts).
 */

/** The server's VAPID public key as the BFF sends it (base64url: its '-' checks the conversion). */
export const PUBLIC_KEY = 'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';
/** The key's 65 bytes, as `pushManager.subscribe` must get them. */
export const PUBLIC_KEY_BYTES = [4, ...Array.from({ length: 64 }, (_, index) => index + 1)];

export const THIS_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-device';

type StubOptions = {
  /** Notification.permission before anything is asked. */
  permission?: NotificationPermission;
  /** What the person answers when the browser asks. */
  answer?: NotificationPermission;
  /** Whether this device is subscribed already (with the server's key). */
  subscribed?: boolean;
  /** Where the browser's service worker lives: false where it has no Push API at all. */
  withPush?: boolean;
};

class FakeSubscription {
  readonly options: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean };
  constructor(
    readonly endpoint: string,
    key: Uint8Array,
    private readonly browser: BrowserPush,
  ) {
    this.options = { applicationServerKey: key.slice().buffer, userVisibleOnly: true };
  }
  toJSON() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: {
        p256dh: 'ZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXp7fH1-f4CBgoOEhYaHiImKi4yNjo-QkZKTlJWWl5iZmpucnZ6foKGio6Q',
        auth: 'AAECAwQFBgcICQoLDA0ODw',
      },
    };
  }
  async unsubscribe() {
    this.browser.steps.push('unsubscribe');
    if (this.browser.subscription === this) this.browser.subscription = null;
    return true;
  }
}

export type BrowserPush = {
  permission: NotificationPermission;
  subscription: FakeSubscription | null;
  /** What the browser was asked to do, in order: 'requestPermission', 'subscribe', 'unsubscribe'. */
  steps: string[];
  subscribe: ReturnType<typeof vi.fn>;
  requestPermission: ReturnType<typeof vi.fn>;
  /** Messages the app posted to the active worker. */
  postMessage: ReturnType<typeof vi.fn>;
};

export function stubBrowserPush({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
  withPush = true,
}: StubOptions = {}): BrowserPush {
  const browser = { permission, subscription: null, steps: [] } as unknown as BrowserPush;
  browser.requestPermission = vi.fn(async () => {
    browser.steps.push('requestPermission');
    browser.permission = answer;
    return answer;
  });
  browser.subscribe = vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
    browser.steps.push('subscribe');
    browser.subscription = new FakeSubscription(THIS_ENDPOINT, applicationServerKey, browser);
    return browser.subscription;
  });
  browser.postMessage = vi.fn();
  if (subscribed) browser.subscription = new FakeSubscription(THIS_ENDPOINT, Uint8Array.from(PUBLIC_KEY_BYTES), browser);

  const registration = {
    pushManager: { getSubscription: async () => browser.subscription, subscribe: browser.subscribe },
    active: { postMessage: browser.postMessage },
  };
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: browser.requestPermission,
  });
  if (withPush) vi.stubGlobal('PushManager', class PushManager {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
  return browser;
}

/** One of the person's devices as the BFF lists it. */
export function buildDevice(overrides: Partial<PushSubscriptionRecord> = {}): PushSubscriptionRecord {
  return {
    pushsubscriptionUid: 'pushsub00001',
    device: 'Chrome on Android',
    endpoint: THIS_ENDPOINT,
    // 9:30 am on 3 February 2026 at the school (Sydney, AEDT), whatever the zone the tests run in.
    created_at: '2026-02-02T22:30:00.000Z',
    ...overrides,
  };
}
