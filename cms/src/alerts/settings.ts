import type { Core } from '@strapi/strapi';

/** config/alerts.ts as read. */
type AlertsConfig = {
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  vapidSubject?: string;
  loopbackPushServices?: boolean;
  emailAfterSeconds?: number;
  sendsInFlight?: number;
};

export type AlertSettings = {
  vapid: { publicKey: string; privateKey: string; subject: string };
  loopbackPushServices: boolean;
  emailAfterMs: number;
  sendsInFlight: number;
};

const given = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

/** A P-256 public key (65 bytes) and private key (32 bytes), base64url, as web-push and the browsers take them. */
const PUBLIC_KEY = /^[A-Za-z0-9_-]{87}$/;
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/;

/**
 * The alert settings, or null when no VAPID keys are set (alerts off: nothing is queued, and the
 * BFF answers that devices cannot subscribe). Keys that are not a P-256 pair, or a subject that
 * is neither `mailto:` nor `https:`, stop the start, naming the variable.
 */
export function alertSettings(strapi: Core.Strapi): AlertSettings | null {
  const config = (strapi.config.get('alerts') ?? {}) as AlertsConfig;
  const publicKey = given(config.vapidPublicKey);
  const privateKey = given(config.vapidPrivateKey);
  const subject = given(config.vapidSubject);
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey)
    throw new Error('Alerts: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (npm start generates a pair in development).');
  if (!PUBLIC_KEY.test(publicKey))
    throw new Error('Alerts: VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes in base64url (web-push generate-vapid-keys).');
  if (!PRIVATE_KEY.test(privateKey))
    throw new Error('Alerts: VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in base64url.');
  if (!subject || !/^(mailto:[^@\s]+@[^@\s]+|https:\/\/[^\s]+)$/.test(subject)) {
    throw new Error(
      'Alerts: set VAPID_SUBJECT to a mailto: address or an https: URL where the push services can reach the school.',
    );
  }
  return {
    vapid: { publicKey, privateKey, subject },
    loopbackPushServices: config.loopbackPushServices === true,
    emailAfterMs: Math.max(0, config.emailAfterSeconds ?? 300) * 1000,
    sendsInFlight: Math.min(500, Math.max(1, config.sendsInFlight ?? 100)),
  };
}
