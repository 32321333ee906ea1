import { lastPerson, withinOfflinePeriod } from '@/offline/device.ts';
import { openOfflineDatabase, releaseOfflineDatabase, type OfflineScope } from '@/offline/session.ts';
import { savedCampusConfig } from './saved-campus-config.ts';
import { storedSession } from './sign-in-session.ts';

/**
 * Offline with no live session (the installed app opened on the bus): only the last person
 * who signed in on this device reads what is saved, and only within the offline period. A
 * session left in this tab, even expired, says who is here: if that is someone else, nothing
 * opens. No token: calls fail until they are online and sign in.
 */
export function offlineReaderScope(campus: string, sessionSub: string | undefined): OfflineScope | null {
  const last = lastPerson();
  if (!last || last.campus !== campus || !withinOfflinePeriod(last)) return null;
  if (sessionSub !== undefined && sessionSub !== last.sub) return null;
  return { campus, sub: last.sub };
}

/**
 * Starting offline, every screen reads from the saved data: the database of whoever may read
 * it opens now, alongside the app's first render, rather than once sign-in has found the
 * network missing. Sign-in then asks for the same database and gets this one.
 */
export function openSavedDataWhenStartingOffline(): void {
  const config = savedCampusConfig();
  if (!config) return;
  const scope = offlineReaderScope(config.campus, storedSession(config.authority, config.client_id)?.profile.sub);
  if (!scope) return;
  releaseOfflineDatabase();
  void openOfflineDatabase(scope);
}
