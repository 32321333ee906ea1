import { useSyncExternalStore } from 'react';
import type { PortalDatabase } from './database.ts';

/** Whose cache this is: one database per campus and user, so people never see each other's. */
export type OfflineScope = { campus: string; username: string };

const NAME_PREFIX = 'portal-';

export function offlineDatabaseName({ campus, username }: OfflineScope): string {
  // Lower case: the identity provider and the user record may spell a username differently.
  return `${NAME_PREFIX}${campus}-${username}`.toLowerCase();
}

/** ready: the open has finished (db is null when IndexedDB is not available). */
export type OfflineDatabaseState = { ready: boolean; db: PortalDatabase | null };

type Session = { name: string; promise: Promise<PortalDatabase | null>; state: OfflineDatabaseState };

const NOT_OPEN: OfflineDatabaseState = { ready: false, db: null };
let session: Session | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

/**
 * Opens the person's database (once per scope; a different scope closes the previous one).
 * Dexie is loaded here with import(), so the entry chunk does not carry it. Never rejects:
 * without IndexedDB (a locked-down browser) it resolves null and screens go network-only.
 */
export function openOfflineDatabase(scope: OfflineScope): Promise<PortalDatabase | null> {
  const name = offlineDatabaseName(scope);
  if (session?.name === name) return session.promise;
  session?.state.db?.close();

  const opening: Session = { name, promise: Promise.resolve(null), state: NOT_OPEN };
  opening.promise = (async () => {
    try {
      const { PortalDatabase } = await import('./database.ts');
      const db = new PortalDatabase(name);
      await db.open();
      return db;
    } catch (error) {
      console.warn('Offline storage is not available; screens load from the network only', error);
      return null;
    }
  })().then((db) => {
    if (session !== opening) {
      // Signed out or switched user while opening.
      db?.close();
      return null;
    }
    opening.state = { ready: true, db };
    notify();
    return db;
  });
  session = opening;
  notify();
  return opening.promise;
}

/** The open database, or null (not open yet, unavailable, or signed out). */
export function currentDatabase(): PortalDatabase | null {
  return session?.state.db ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => session?.state ?? NOT_OPEN;

export function useOfflineDatabase(): OfflineDatabaseState {
  return useSyncExternalStore(subscribe, getState, getState);
}

/** Closes and deletes the current person's database (sign-out). */
export async function deleteOfflineDatabase(): Promise<void> {
  const closing = session;
  session = null;
  notify();
  if (!closing) return;
  const db = await closing.promise.catch(() => null);
  if (db) {
    await db.delete();
    return;
  }
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(closing.name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/**
 * The people of this campus with a database on this device, for opening the app offline with
 * no session to say who is signing in. Sign-out deletes a database, so these are people who
 * did not sign out. Empty where the browser cannot list databases.
 */
export async function savedScopes(campus: string): Promise<OfflineScope[]> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return [];
  const prefix = `${NAME_PREFIX}${campus}-`.toLowerCase();
  try {
    const databases = await indexedDB.databases();
    return databases
      .map((database) => database.name ?? '')
      .filter((name) => name.startsWith(prefix) && name.length > prefix.length)
      .map((name) => ({ campus, username: name.slice(prefix.length) }));
  } catch {
    return [];
  }
}

/** The database being opened or open, once it has settled (null when there is none). */
export function whenDatabaseReady(): Promise<PortalDatabase | null> {
  return session?.promise ?? Promise.resolve(null);
}
