import { z } from 'zod';
import { NOTICE_ALERT_CHOICES } from '../rules/alerts.ts';
import { isoDateTime, uidSchema } from './common.ts';

/** What the alerts calls answer a body they cannot take (400). */
export const PUSH_SUBSCRIPTION_MESSAGES = {
  shape:
    'Send the browser\'s subscription as { "data": PushSubscription.toJSON() }: endpoint, expirationTime and keys.p256dh, keys.auth.',
  endpoint:
    "This address is not a browser's push service: alerts go only to the push services of Chrome, Edge, Firefox and Safari.",
  p256dh: "keys.p256dh must be the browser's public key: 65 bytes, base64url.",
  auth: "keys.auth must be the browser's secret: 16 bytes, base64url.",
  noticeAlerts: 'Choose "instantly" or "off" for new notices.',
  acknowledgement: 'Send the acknowledgement as { "data": { "id": "..." } } with the id the alert carried.',
} as const;

/** base64url without padding, as browsers give subscription keys (some add `=`: taken, then dropped). */
const base64url = (length: number, message: string) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/=+$/, ''))
    .pipe(z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), message));

/**
 * `POST /api/push-subscriptions`: the browser's `PushSubscription.toJSON()` under `data`. Which
 * push services' addresses are taken is the server's to decide (rules/alerts.ts), with the
 * environment it runs in; the schema checks the shape.
 */
export const pushSubscriptionInput = z.strictObject(
  {
    data: z.object(
      {
        endpoint: z.string({ error: PUSH_SUBSCRIPTION_MESSAGES.endpoint }).max(1000, PUSH_SUBSCRIPTION_MESSAGES.endpoint),
        expirationTime: z.number().int().nonnegative().nullable().optional(),
        keys: z.object(
          {
            // An uncompressed P-256 point: 65 bytes are 87 base64url characters.
            p256dh: base64url(87, PUSH_SUBSCRIPTION_MESSAGES.p256dh),
            auth: base64url(22, PUSH_SUBSCRIPTION_MESSAGES.auth),
          },
          { error: PUSH_SUBSCRIPTION_MESSAGES.shape },
        ),
      },
      { error: PUSH_SUBSCRIPTION_MESSAGES.shape },
    ),
  },
  { error: PUSH_SUBSCRIPTION_MESSAGES.shape },
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>['data'];

/** One device a person gets alerts on, as their list shows it. */
export const pushSubscriptionRecord = z.strictObject({
  pushsubscriptionUid: z.string(),
  /** The browser and system it was added from ("Chrome on Android"), read from the browser's user agent then. */
  device: z.string(),
  /** The push service's address: the app finds its own device in the list by it. */
  endpoint: z.string(),
  created_at: isoDateTime,
});
export type PushSubscriptionRecord = z.infer<typeof pushSubscriptionRecord>;

/** `GET /api/push-subscriptions/key`: the server's VAPID public key, base64url, for `pushManager.subscribe`. */
export const pushKeyRecord = z.strictObject({ publicKey: z.string() });
export type PushKeyRecord = z.infer<typeof pushKeyRecord>;

export const pushSubscriptionIdParam = z.object({ id: uidSchema });

/** `PUT /api/users/{username}/alerts`: the person's choice for new notices. */
export const alertPreferencesInput = z.strictObject(
  {
    data: z.strictObject(
      { notice_alerts: z.enum(NOTICE_ALERT_CHOICES, { error: PUSH_SUBSCRIPTION_MESSAGES.noticeAlerts }) },
      { error: PUSH_SUBSCRIPTION_MESSAGES.noticeAlerts },
    ),
  },
  { error: PUSH_SUBSCRIPTION_MESSAGES.noticeAlerts },
);
export type AlertPreferencesInput = z.infer<typeof alertPreferencesInput>['data'];

/** `POST /api/push-acknowledgements`: the single-use id an alert carried, posted by the service worker. */
export const pushAcknowledgementInput = z.strictObject(
  {
    data: z.strictObject(
      { id: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, PUSH_SUBSCRIPTION_MESSAGES.acknowledgement) },
      { error: PUSH_SUBSCRIPTION_MESSAGES.acknowledgement },
    ),
  },
  { error: PUSH_SUBSCRIPTION_MESSAGES.acknowledgement },
);
