/**
 * Alerts (issue 29): Web Push to the devices people turned alerts on for. The rules both ends and
 * the service worker share, free of zod so that the service worker can read them.
 */

/** What a person may choose for new notices; emergency broadcasts always alert and cannot be turned off. */
export const NOTICE_ALERT_CHOICES = ['instantly', 'off'] as const;
export type NoticeAlertChoice = (typeof NOTICE_ALERT_CHOICES)[number];
/** A person who has not chosen is alerted of new notices once they turn alerts on for a device. */
export const DEFAULT_NOTICE_ALERTS: NoticeAlertChoice = 'instantly';

/**
 * The push services of the browsers (Chrome and Edge's FCM, Firefox's autopush, Safari's Apple
 * push, Windows' WNS): a subscription's endpoint must be an https address on one of these hosts
 * or under them, so that the server can never be aimed at any other address.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether a subscription's endpoint may be sent to: https on a push service's host; outside
 * production also http or https on this machine's loopback, where tests run their own push service.
 */
export function isAcceptedPushEndpoint(endpoint: string, { loopbackAllowed }: { loopbackAllowed: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (loopbackAllowed && LOOPBACK_HOSTS.has(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:')) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((service) => host === service || host.endsWith(`.${service}`));
}

/** The kinds of alert: an emergency broadcast raised or changed, its all-clear, and a new notice. */
export const ALERT_KINDS = ['emergency', 'all-clear', 'notice'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * What one push message carries, as JSON, encrypted for the device (RFC 8291): already written in
 * the person's language, so that the service worker only shows it. `ack` is single use and is the
 * only thing the worker sends back (it holds no token). `tag` is the same for every alert of one
 * broadcast or notice, so that a later one replaces the earlier on the device.
 */
export type AlertPush = {
  v: 1;
  kind: AlertKind;
  title: string;
  body: string;
  /** The portal path the notification opens (`/emergency-brodcast`, `/notices/notice_details/{id}`). */
  url: string;
  tag: string;
  /** The acknowledgement id the worker posts to `POST /api/push-acknowledgements`. */
  ack: string;
  /** The language and direction the texts are written in. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The notice a tap marks read (notices only). */
  postId?: string;
};

/**
 * RFC 8291 leaves 3,993 bytes of plain text in a 4,096-byte push message; a message is kept well
 * under, so that the school's longest broadcast still fits after JSON escapes it.
 */
export const ALERT_PUSH_MAX_BYTES = 3993;
/** The body is cut to this many characters (a broadcast's full text is on its screen). */
export const ALERT_BODY_MAX_CHARS = 600;

/** Shortens an alert's body to ALERT_BODY_MAX_CHARS, ending with an ellipsis when cut. */
export function alertBody(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= ALERT_BODY_MAX_CHARS) return flat;
  return `${Array.from(flat)
    .slice(0, ALERT_BODY_MAX_CHARS - 1)
    .join('')}…`;
}

/** Whether a decrypted push message is one of ours (the worker shows a generic notice otherwise). */
export function isAlertPush(value: unknown): value is AlertPush {
  if (!value || typeof value !== 'object') return false;
  const push = value as Record<string, unknown>;
  return (
    push.v === 1 &&
    typeof push.kind === 'string' &&
    (ALERT_KINDS as readonly string[]).includes(push.kind) &&
    typeof push.title === 'string' &&
    typeof push.body === 'string' &&
    typeof push.url === 'string' &&
    push.url.startsWith('/') &&
    !push.url.startsWith('//') &&
    typeof push.tag === 'string' &&
    typeof push.ack === 'string'
  );
}

/** The path of the acknowledgement call (no token: the `ack` id is the proof). */
export const PUSH_ACKNOWLEDGEMENT_PATH = '/api/push-acknowledgements';

/** What the app posts to its service worker to send the acknowledgements it could not send offline. */
export const RETRY_ALERT_ACKNOWLEDGEMENTS = 'RETRY_ALERT_ACKNOWLEDGEMENTS';
