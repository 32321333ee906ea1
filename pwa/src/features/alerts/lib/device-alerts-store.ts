import type { DeviceAlertState } from './push-support.ts';

/**
 * This device's alerts as the app last knew them (issue 29), apart from what reads and changes
 * them, so that turning alerts on (its own chunk) and the rest share it without a cycle.
 */

/** This device's alerts as last read: its state, and its push endpoint when it has one. */
export type DeviceAlerts = { state: DeviceAlertState; endpoint: string | null };

/*
 * Read once and shared by whatever shows it (the dashboard's offer, the Alerts dialog), so a
 * change made in one shows in the other.
 */
let known: DeviceAlerts | null = null;
const listeners = new Set<() => void>();

export function settleDeviceAlerts(next: DeviceAlerts): DeviceAlerts {
  known = next;
  listeners.forEach((listener) => listener());
  return next;
}

export function onDeviceAlertsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const knownDeviceAlerts = (): DeviceAlerts | null => known;
