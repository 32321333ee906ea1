import { useSyncExternalStore } from 'react';
import type { PortalDatabase } from './database.ts';
import type { OfflineRecords } from './declarations.ts';
import { offlineStorageAllowed, type OfflineScope } from './device.ts';

export type { OfflineScope };

const NAME_PREFIX = 'portal-';

export function offlineDatabaseName({ campus, sub }: OfflineScope): string {
  // The sub is kept exactly: unlike a username it is case-sensitive.
  return `${NAME_PREFIX}${campus}-${sub}`;
}

/** ready: the open has finished (db is null when IndexedDB is not available or not allowed). */
type OfflineDatabaseState = { ready: boolean; db: PortalDatabase | null };

/** name is null for a network-only session, which has no database. */
type Session = {
  name: string | null;
  promise: Promise<PortalDatabase | null>;
  state: OfflineDatabaseState;
  /** Writes that came while it was opening, run in order before screens can read it. */
  waitingWrites?: ((db: PortalDatabase) => Promise<void>)[];
};

const NOT_OPEN: OfflineDatabaseState = { ready: false, db: null };
/**
 * A shared computer, or one whose person has not answered yet: nothing is written to
 * IndexedDB and screens load from the network only, as they do without IndexedDB.
 */
const NETWORK_ONLY: Session = { name: null, promise: Promise.resolve(null), state: { ready: true, db: null } };
let session: Session | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function replaceSession(next: Session | null): Session | null {
  const previous = session;
  session = next;
  notify();
  return previous;
}

/**
 * When the database may open. Loading Dexie (about a fifth of the reader's JavaScript) and
 * opening IndexedDB must not compete with the first screen: the signed-in app holds the gate
 * until that screen is shown (app/layouts/reader-guard.tsx), and anything that needs saved
 * data before then (starting offline) opens it at once. Open by default (tests, public pages).
 */
let gate = { promise: Promise.resolve(), release: () => {} };

/** Screens open the database only once releaseOfflineDatabase() is called (or it is needed). */
export function holdOfflineDatabase(): void {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  gate = { promise, release };
}

export function releaseOfflineDatabase(): void {
  gate.release();
}

let loadRecords: (() => Promise<OfflineRecords>) | null = null;

/**
 * Names what the database holds: the features' declarations (app/offline-records.ts), loaded
 * with the database, after the first screen.
 */
export function configureOfflineRecords(load: () => Promise<OfflineRecords>): void {
  loadRecords = load;
}

/**
 * Opens the person's database (once per scope; a different scope closes the previous one),
 * where this device keeps data (offline/device.ts); elsewhere the session is network-only.
 * Dexie is loaded here with import(), so the entry chunk does not carry it. Never rejects:
 * without IndexedDB (a locked-down browser) it resolves null and screens go network-only.
 */
export function openOfflineDatabase(scope: OfflineScope): Promise<PortalDatabase | null> {
  if (!offlineStorageAllowed()) {
    if (session !== NETWORK_ONLY) replaceSession(NETWORK_ONLY)?.state.db?.close();
    return NETWORK_ONLY.promise;
  }
  const name = offlineDatabaseName(scope);
  if (session?.name === name) return session.promise;
  session?.state.db?.close();

  // Screens already running network-only (the device just answered 'own') carry on while it opens.
  const opening: Session = {
    name,
    promise: Promise.resolve(null),
    state: session === NETWORK_ONLY ? NETWORK_ONLY.state : NOT_OPEN,
    waitingWrites: [],
  };
  opening.promise = (async () => {
    await gate.promise;
    // Signed out (or switched person) before the first screen: nothing may be created.
    if (session !== opening) return null;
    try {
      if (!loadRecords) throw new Error('No offline records are configured (configureOfflineRecords)');
      const [{ PortalDatabase }, records] = await Promise.all([import('./database.ts'), loadRecords()]);
      const db = new PortalDatabase(name, records);
      await db.open();
      return db;
    } catch (error) {
      console.warn('Offline storage is not available; screens load from the network only', error);
      return null;
    }
  })().then(async (db) => {
    if (session !== opening) {
      // Signed out or switched user while opening.
      db?.close();
      return null;
    }
    // What the server answered meanwhile is saved before any screen reads the database, so
    // no screen shows an empty saved copy in place of that answer, even for a moment.
    for (const write of opening.waitingWrites?.splice(0) ?? []) if (db) await write(db);
    opening.state = { ready: true, db };
    notify();
    return db;
  });
  replaceSession(opening);
  return opening.promise;
}

/** The open database, or null (not open yet, unavailable, network-only, or signed out). */
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

function deleteByName(name: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/** Closes a replaced session's database, so deleting it is not blocked by this tab. */
async function closeSession(closing: Session | null): Promise<void> {
  const db = await closing?.promise.catch(() => null);
  db?.close();
}

/** Closes and deletes the current person's database (sign-out). */
export async function deleteOfflineDatabase(): Promise<void> {
  const closing = replaceSession(null);
  // A replaced open still held for the first screen goes now and creates nothing, so
  // deleting never waits for that screen (sign-out is at once).
  releaseOfflineDatabase();
  if (!closing?.name) return;
  await closeSession(closing);
  await deleteByName(closing.name);
}

/**
 * Deletes every portal database on this device, not only the open one (the device turned
 * out to be shared, or what it holds is past its period); an open session goes
 * network-only. `known` names people whose databases must go even where the browser
 * cannot list databases.
 */
export async function deleteEveryOfflineDatabase(known: OfflineScope[] = []): Promise<void> {
  const closing = session;
  if (closing) replaceSession(NETWORK_ONLY);
  releaseOfflineDatabase();
  const names = new Set(known.map(offlineDatabaseName));
  if (closing?.name) names.add(closing.name);
  await closeSession(closing);
  if (typeof indexedDB === 'undefined') return;
  if (typeof indexedDB.databases === 'function') {
    const listed = await indexedDB.databases().catch(() => []);
    for (const { name } of listed) if (name?.startsWith(NAME_PREFIX)) names.add(name);
  }
  await Promise.all([...names].map(deleteByName));
}

/**
 * The database being opened or open, once it has settled (null when there is none). For
 * reading saved data when the network fails: that cannot wait, so it opens now.
 */
export function whenDatabaseReady(): Promise<PortalDatabase | null> {
  releaseOfflineDatabase();
  return session?.promise ?? Promise.resolve(null);
}

/**
 * Runs a write once the database is open, without waiting for it: an answer from the server
 * is shown at once and saved when the database opens after the first screen. Nothing is
 * written without a database (network-only, or signed out).
 */
export function afterDatabaseOpens(write: (db: PortalDatabase) => Promise<void>): Promise<void> {
  const current = session;
  if (current?.state.db) return write(current.state.db);
  if (current?.name && !current.state.ready) current.waitingWrites?.push(write);
  return Promise.resolve();
}

/**
 * A cache write, now if the database is open, otherwise once it opens, without holding up
 * the answer. A failed write (storage full) is logged and never fails the screen: the fresh
 * answer is still shown.
 */
export function writeToCache(write: (db: PortalDatabase) => Promise<void>): Promise<void> {
  return afterDatabaseOpens(async (db) => {
    try {
      await write(db);
    } catch (error) {
      console.warn('Could not save to the offline cache', error);
    }
  });
}
