import Dexie, { liveQuery, type EntityTable, type Observable } from 'dexie';
import type {
  CalendarEventRecord,
  ConnectionHeaderRecord,
  EmergencyBroadcastRecord,
  PostRecord,
  SettingsRecord,
  UserRecord,
} from '@portal/contract';

/**
 * The one IndexedDB database of a signed-in person: a cache of what the BFF sent them, plus
 * the outbox of writes not yet sent. Records are stored as the API shaped them, so a screen
 * reads the same fields offline as online; lists keep the server's order in `position`.
 *
 * Nothing here is a credential: tokens stay in sessionStorage (features/auth). The calendar
 * feed URL carries a secret too and is never stored.
 *
 * Only lazy code imports this module (offline/session.ts loads it with import()), which keeps
 * Dexie out of the entry chunk. It imports nothing of the app (types only), so the offline
 * benchmark can bundle it on its own: keep it that way.
 */
export type Positioned<T> = T & { position: number };

/**
 * A favourite, local or confirmed. `target` is 'post:<postUid>' or 'event:<EVENT_ID>'.
 * A removal made here is kept as a row with `removed` until the server's list no longer
 * has it, so a list fetched before the removal cannot bring the star back.
 */
export type CachedFavourite = {
  target: string;
  posts_postUid: string | null;
  EVENT_ID: string | null;
  /** Null until the server has answered the add. */
  favoriteUid: string | null;
  clientMarkId: string | null;
  created_at: string;
  /** When this device last changed it (ms); 0 for rows as the server sent them. */
  changedAt: number;
  /** When the server confirmed that change (ms). */
  syncedAt?: number;
  removed?: boolean;
};

export type CachedReadPost = {
  posts_postUid: string;
  read_at: string;
  clientMarkId: string | null;
  /** When this device marked it (ms); 0 for marks as the server sent them. */
  changedAt: number;
  /** When the server confirmed the mark (ms). */
  syncedAt?: number;
};

/** Single records the app needs before any screen (the guard's settings, the user). */
export type CachedDocument =
  { key: 'settings'; value: SettingsRecord; updatedAt: number } | { key: 'user'; value: UserRecord; updatedAt: number };

export type CachedListName =
  | 'notices'
  | 'newsletters'
  | 'principalMessages'
  | 'connectionHeaders'
  | 'calendarEvents'
  | 'favourites'
  | 'readPosts'
  | 'broadcasts';

/** When a list was last replaced by the server's answer ('last updated' on screens). */
export type ListMeta = { list: CachedListName; updatedAt: number };

export type OutboxKind = 'read-mark' | 'favourite-add' | 'favourite-remove' | 'visit';

/** A write waiting to be sent. `key` is unique: queueing the same write twice keeps one. */
export type OutboxItem = {
  /** Auto-increment: items are sent in the order they were queued. */
  seq?: number;
  key: string;
  kind: OutboxKind;
  method: 'POST' | 'DELETE';
  /** Relative to the API base, as lib/api-client takes it. */
  path: string;
  body?: unknown;
  queuedAt: number;
};

/**
 * A GET's last answer with its ETag, by URL: the next visit asks `If-None-Match` and a 304
 * costs no records on the wire (lib/api-client.ts). What the server sent, nothing merged.
 */
export type SavedAnswer = { url: string; etag: string; records: unknown; savedAt: number };

/**
 * Version 2 of the schema (2 added the saved answers). A later change adds
 * `this.version(3).stores({...}).upgrade(...)` below; since this is only a cache, an upgrade
 * may simply clear the changed tables.
 */
export const SCHEMA_VERSION = 2;

export class PortalDatabase extends Dexie {
  notices!: EntityTable<Positioned<PostRecord>, 'postUid'>;
  newsletters!: EntityTable<Positioned<PostRecord>, 'postUid'>;
  principalMessages!: EntityTable<Positioned<PostRecord>, 'postUid'>;
  connectionHeaders!: EntityTable<ConnectionHeaderRecord, 'connectionheaderUid'>;
  calendarEvents!: EntityTable<CalendarEventRecord, 'EVENT_ID'>;
  favourites!: EntityTable<CachedFavourite, 'target'>;
  readPosts!: EntityTable<CachedReadPost, 'posts_postUid'>;
  broadcasts!: EntityTable<Positioned<EmergencyBroadcastRecord>, 'emergencybroadcastUid'>;
  documents!: EntityTable<CachedDocument, 'key'>;
  meta!: EntityTable<ListMeta, 'list'>;
  outbox!: EntityTable<OutboxItem, 'seq'>;
  answers!: EntityTable<SavedAnswer, 'url'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      notices: 'postUid, position',
      newsletters: 'postUid, position',
      principalMessages: 'postUid, position',
      connectionHeaders: 'connectionheaderUid',
      calendarEvents: 'EVENT_ID, event_start',
      favourites: 'target, clientMarkId',
      readPosts: 'posts_postUid',
      broadcasts: 'emergencybroadcastUid, position',
      documents: 'key',
      meta: 'list',
      outbox: '++seq, &key',
    });
    this.version(SCHEMA_VERSION).stores({ answers: 'url, savedAt' });
  }

  /**
   * Dexie's liveQuery on this database. Screens reach it through the open database
   * (offline/use-live-query.ts), so Dexie stays in this lazily loaded module.
   */
  observe<T>(querier: (db: this) => Promise<T>): Observable<T> {
    return liveQuery(() => querier(this));
  }
}
