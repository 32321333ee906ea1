import type { Core } from '@strapi/strapi';

/**
 * Alerts by Web Push (src/alerts): the VAPID key pair the push services know the portal by and
 * the contact they may write to about it, both required in production (`npm start` generates a
 * development pair into the git-ignored .env). PUSH_LOOPBACK_SERVICES=true (development and
 * tests only: `npm start` sets it outside production, and refuses it in production) accepts push
 * services on this machine's loopback too, so that tests run their own.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  vapidPublicKey: env('VAPID_PUBLIC_KEY'),
  vapidPrivateKey: env('VAPID_PRIVATE_KEY'),
  vapidSubject: env('VAPID_SUBJECT'),
  loopbackPushServices: env.bool('PUSH_LOOPBACK_SERVICES', false),
  // How long an emergency broadcast waits for a device's acknowledgement before it is emailed.
  emailAfterSeconds: env.int('ALERT_EMAIL_AFTER_SECONDS', 300),
  // Pushes handed over at once: the most that can repeat when a process dies mid-send.
  sendsInFlight: env.int('PUSH_SENDS_IN_FLIGHT', 100),
});
