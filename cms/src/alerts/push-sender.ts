import webpush from 'web-push';
import type { AlertSettings } from './settings';

/** A device's subscription as stored: the endpoint and the browser's keys. */
export type StoredSubscription = { endpoint: string; p256dh: string; auth: string };

export type PushOptions = {
  /** Seconds the push service keeps the message for a device that is off. */
  ttl: number;
  urgency: 'high' | 'normal';
  /** RFC 8030 §5.4: a later message with the same topic replaces one the service still holds. */
  topic: string;
};

/** What the push service answered: its status (0: it could not be reached), and how long it asked us to wait. */
export type PushAnswer = { status: number; retryAfterMs: number | null };

/** How long one hand-over may take before it counts as failed (and is tried again). */
const HAND_OVER_TIMEOUT_MS = 15_000;
/** A VAPID token lives this long (RFC 8292 allows up to 24 h) and is signed once per push service for all of it. */
const VAPID_TOKEN_SECONDS = 12 * 3600;

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/**
 * Hands push messages to the browsers' push services: `web-push` encrypts each (RFC 8291,
 * aes128gcm) through `generateRequestDetails` and signs the VAPID header (RFC 8292) with
 * `getVapidHeaders`, once per push service and token lifetime; the request
 * itself goes through Node's fetch, whose connections stay open between messages, because
 * `sendNotification` opens a new https connection per message (10,000 handshakes for one
 * broadcast) and cannot reach a test's push service on loopback.
 */
export function createPushSender(settings: AlertSettings) {
  const { subject, publicKey, privateKey } = settings.vapid;
  // One signed token per push service, not per message: 10,000 ES256 signatures would be most of a broadcast's work.
  const tokens = new Map<string, { authorization: string; expiresAt: number }>();
  function vapidAuthorization(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const held = tokens.get(audience);
    if (held && held.expiresAt - now > 60_000) return held.authorization;
    const expiration = Math.floor(now / 1000) + VAPID_TOKEN_SECONDS;
    const { Authorization: authorization } = webpush.getVapidHeaders(
      audience,
      subject,
      publicKey,
      privateKey,
      'aes128gcm',
      expiration,
    );
    tokens.set(audience, { authorization, expiresAt: expiration * 1000 });
    return authorization;
  }

  return {
    async send(subscription: StoredSubscription, payload: string, options: PushOptions): Promise<PushAnswer> {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          headers: { Authorization: vapidAuthorization(subscription.endpoint) },
          TTL: options.ttl,
          urgency: options.urgency,
          topic: options.topic,
          contentEncoding: 'aes128gcm',
        },
      );
      try {
        const answer = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body as Buffer,
          redirect: 'error',
          signal: AbortSignal.timeout(HAND_OVER_TIMEOUT_MS),
        });
        // The body says nothing we act on; reading it frees the connection for the next message.
        await answer.arrayBuffer().catch(() => undefined);
        return { status: answer.status, retryAfterMs: retryAfterMs(answer.headers.get('retry-after')) };
      } catch {
        return { status: 0, retryAfterMs: null };
      }
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
