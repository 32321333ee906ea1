import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { RETRY_ALERT_ACKNOWLEDGEMENTS } from '@portal/contract';
import type { DeviceAnswer } from '@/offline/device.ts';
import type { DeviceAlerts } from './device-alerts-store.ts';
import { deletePushSubscription } from '../api/delete-push-subscription.ts';
import { PUSH_SUBSCRIPTIONS_KEY, getPushSubscriptions } from '../api/get-push-subscriptions.ts';
import { savePushSubscription } from '../api/save-push-subscription.ts';
import { knownDeviceAlerts, onDeviceAlertsChange, settleDeviceAlerts } from './device-alerts-store.ts';
import { alertStateAtOnce } from './push-support.ts';

/**
 * This device's alerts (issue 29): what state they are in, kept in step with the server, and
 * stopped. Part of the signed-in chrome's code, which runs it after the first screen: every
 * start of a device with alerts on needs it, and a chunk of its own cost more than its code.
 * Turning alerts on loads its own code, once the browser has asked the person (turn-on-alerts.ts).
 */

/** The browser's subscription for this site, if any (none before the worker is registered). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Reads this device's state again (the permission or the subscription may have changed). */
export async function readDeviceAlerts(deviceAnswer: DeviceAnswer | null): Promise<DeviceAlerts> {
  const atOnce = alertStateAtOnce(deviceAnswer);
  if (atOnce) return settleDeviceAlerts({ state: atOnce, endpoint: null });
  const subscription = await currentSubscription().catch(() => null);
  const on = subscription !== null && Notification.permission === 'granted';
  return settleDeviceAlerts({ state: on ? 'on' : 'off', endpoint: subscription?.endpoint ?? null });
}

/**
 * Turns alerts on, from a tap only (browsers refuse a permission prompt nobody asked for). The
 * browser asks the person at once, within the tap; the rest (the server's key, the
 * subscription, telling the server) loads only once they have allowed it.
 */
async function turnOnAlerts(): Promise<unknown> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return settleDeviceAlerts({ state: permission === 'denied' ? 'denied' : 'off', endpoint: null });
  const { subscribeThisDevice } = await import('./turn-on-alerts.ts');
  return subscribeThisDevice();
}

/**
 * Stops this device's alerts: its row in the person's devices is deleted (found by its
 * endpoint) while the session works, then the browser's subscription ends, even if the server
 * could not be reached (the push service then answers the server 410 and it drops the row).
 */
export async function stopAlertsOnThisDevice(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  try {
    const devices = await getPushSubscriptions();
    const thisDevice = devices.find((device) => device.endpoint === subscription.endpoint);
    if (thisDevice) await deletePushSubscription(thisDevice.pushsubscriptionUid);
  } finally {
    await subscription.unsubscribe().catch(() => false);
    if (knownDeviceAlerts()?.state === 'on') settleDeviceAlerts({ state: 'off', endpoint: null });
  }
}

/** Acknowledgements the worker could not send (offline) go once the app runs, and when back online. */
function askWorkerToRetryAcknowledgements(): void {
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: RETRY_ALERT_ACKNOWLEDGEMENTS }),
  );
}

let started = false;
let sentThisStart = false;

/**
 * Run by the signed-in app once its first screen is shown, and again when the device's answer
 * changes: a device with alerts on sends its subscription once per start (push services end
 * subscriptions silently, and a new one gets a new endpoint); one answered "shared computer"
 * stops getting them.
 */
export async function keepAlertsInStep(deviceAnswer: DeviceAnswer | null): Promise<void> {
  if (!started) {
    started = true;
    askWorkerToRetryAcknowledgements();
    window.addEventListener('online', askWorkerToRetryAcknowledgements);
  }
  if (deviceAnswer === 'shared') {
    await stopAlertsOnThisDevice();
    return;
  }
  if (sentThisStart || (await readDeviceAlerts(deviceAnswer)).state !== 'on') return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  sentThisStart = true;
  await savePushSubscription(subscription.toJSON()).catch((error: unknown) => {
    // Offline, say: the next start sends it.
    sentThisStart = false;
    throw error;
  });
}

/** What the person is waiting for: turning alerts on or off, if anything. */
export type DeviceAlertsChange = 'turning-on' | 'turning-off' | null;

/**
 * This device's alerts as shown, read again when shown (the person may have allowed or blocked
 * notifications in the browser since), with the two taps that change them. `state` is null
 * until read. A failed change leaves `error` (an ApiError when the server refused or could not
 * be reached); the person's list of devices is asked for again either way.
 */
export function useDeviceAlerts(deviceAnswer: DeviceAnswer | null) {
  const queryClient = useQueryClient();
  const alerts = useSyncExternalStore(onDeviceAlertsChange, knownDeviceAlerts);
  const [change, setChange] = useState<DeviceAlertsChange>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    readDeviceAlerts(deviceAnswer).catch((problem: unknown) => console.warn('Alerts state not read', problem));
  }, [deviceAnswer]);

  const run = useCallback(
    async (next: Exclude<DeviceAlertsChange, null>, action: () => Promise<unknown>) => {
      setChange(next);
      setError(null);
      try {
        await action();
      } catch (problem) {
        setError(problem);
      } finally {
        setChange(null);
        void queryClient.invalidateQueries({ queryKey: PUSH_SUBSCRIPTIONS_KEY });
      }
    },
    [queryClient],
  );

  return {
    state: alerts?.state ?? null,
    endpoint: alerts?.endpoint ?? null,
    change,
    error,
    turnOn: useCallback(() => run('turning-on', turnOnAlerts), [run]),
    turnOff: useCallback(() => run('turning-off', stopAlertsOnThisDevice), [run]),
  };
}
