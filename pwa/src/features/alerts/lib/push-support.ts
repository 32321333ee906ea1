import { isIosSafari, isStandalone } from '@/lib/platform.ts';
import type { DeviceAnswer } from '@/offline/device.ts';

/**
 * What this device can do about alerts (issue 29):
 * - 'unsupported': the browser has no service worker, Push API or notifications;
 * - 'needs-install': Safari on iPhone and iPad, which gives web apps push only once they are on
 *   the home screen;
 * - 'shared': answered "shared computer" (or not answered yet): alerts would show to whoever
 *   uses it next, so none are offered;
 * - 'denied': the person refused notifications to the portal in this browser;
 * - 'off': alerts can be turned on here; 'on': this device is subscribed.
 */
export type DeviceAlertState = 'unsupported' | 'needs-install' | 'shared' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/**
 * What can be told at once, without asking the service worker: null when only the worker
 * knows ('off' or 'on'). Small, and in the app's first script, so that the dashboard and the
 * chrome load the rest of the alerts' code only where it can matter.
 */
export function alertStateAtOnce(deviceAnswer: DeviceAnswer | null): DeviceAlertState | null {
  if (isIosSafari() && !isStandalone()) return 'needs-install';
  if (!pushSupported()) return 'unsupported';
  if (deviceAnswer !== 'own') return 'shared';
  if (Notification.permission === 'denied') return 'denied';
  return null;
}

/**
 * Whether this device may be subscribed: a browser with push where the person allowed the
 * portal's notifications (a subscription ends when the permission is taken back). Elsewhere
 * there is nothing to keep in step or to stop, and the alerts' code is not loaded for it.
 */
export function alertsMayBeOn(): boolean {
  return pushSupported() && Notification.permission === 'granted';
}
