import { getPushKey } from '../api/get-push-key.ts';
import { savePushSubscription } from '../api/save-push-subscription.ts';
import { settleDeviceAlerts, type DeviceAlerts } from './device-alerts-store.ts';

/** The VAPID key as the Push API takes it: base64url text to bytes. */
export function bytesOfBase64url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!buffer || buffer.byteLength !== bytes.length) return false;
  const other = new Uint8Array(buffer);
  return bytes.every((byte, index) => other[index] === byte);
}

/**
 * Once the person has allowed notifications: subscribes with the server's key, then tells the
 * server. A subscription made with another key (the server's keys changed) is replaced. If the
 * server cannot be told, the subscription is undone, so the device never looks on when it is not.
 */
export async function subscribeThisDevice(): Promise<DeviceAlerts> {
  const [publicKey, registration] = await Promise.all([getPushKey(), navigator.serviceWorker.ready]);
  const applicationServerKey = bytesOfBase64url(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  try {
    await savePushSubscription(subscription.toJSON());
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    settleDeviceAlerts({ state: 'off', endpoint: null });
    throw error;
  }
  return settleDeviceAlerts({ state: 'on', endpoint: subscription.endpoint });
}
