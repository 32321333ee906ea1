import { forgetLastPerson, lastPerson, offlineStorageAllowed, withinOfflinePeriod } from './device.ts';
import { deleteRuntimeCaches } from './runtime-caches.ts';
import { deleteEveryOfflineDatabase, deleteOfflineDatabase, type OfflineScope } from './session.ts';

/** Failures are logged, never block: signing out or starting must go on. */
async function settle(tasks: Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(tasks);
  for (const result of results) {
    if (result.status === 'rejected') console.warn('Offline data not fully cleared', result.reason);
  }
}

/**
 * Sign-out: the person's IndexedDB database and the service worker's runtime caches (images
 * they looked at) go, so the next person on this device finds nothing of theirs, and they
 * are no longer the person whose data opens offline. The precached app shell is the same
 * for everyone and stays.
 */
export async function clearOfflineData(person: OfflineScope | null): Promise<void> {
  if (person) forgetLastPerson(person);
  await settle([deleteOfflineDatabase(), deleteRuntimeCaches()]);
}

/**
 * Everything saved on this device, whoever it belongs to: every portal database and
 * runtime cache, and the last person. For a device that turns out to be shared.
 */
export async function clearAllOfflineData(): Promise<void> {
  const last = lastPerson();
  forgetLastPerson();
  await settle([deleteEveryOfflineDatabase(last ? [last] : []), deleteRuntimeCaches()]);
}

/**
 * Run at start, before any database is opened: saved data stays only on a person's own
 * device, for the last person who signed in, within the offline period. Anything else
 * (the period is over, the device is shared or unanswered, nobody is signed in) is deleted.
 */
export async function removeOfflineDataPastItsTime(now = Date.now()): Promise<void> {
  const last = lastPerson();
  if (offlineStorageAllowed() && last && withinOfflinePeriod(last, now)) return;
  await clearAllOfflineData();
}
