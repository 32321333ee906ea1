import type Dexie from 'dexie';
import type { EntityTable, Table, Transaction } from 'dexie';

/**
 * What a feature declares to keep its records on the device. The engine in this folder knows
 * no kind of record: each feature declares its tables (and what it queues, see QueuedWrite)
 * in its own folder, and app/offline-records.ts registers them, one line a feature.
 *
 * Declarations are plain objects with functions: nothing here loads Dexie, which the reader
 * fetches only once the first screen is shown (offline/session.ts).
 */
export type SavedTable<R, K extends keyof R & string = keyof R & string> = {
  name: string;
  /** The primary key: one field of the record, as the API sends it. */
  key: K;
  /** Further Dexie indexes (field names, or compound ones such as '[type+position]'). */
  indexes?: readonly string[];
  /**
   * Moves a person's data saved under an older schema into this table when their database
   * is upgraded (it runs for any older version, so it must do nothing when there is nothing
   * to move). `legacy(name)` gives a table of the old schema, or null when it never existed.
   */
  upgrade?: (upgrade: SchemaUpgrade) => Promise<void>;
};

export type SchemaUpgrade = {
  transaction: Transaction;
  /** This table in the new schema. */
  table: Table;
  legacy: (name: string) => Table | null;
  /** Renames a row of the engine's list dates (see SavedList.name) when a list is renamed. */
  renameList: (from: string, to: string) => Promise<void>;
};

/** The server refused a queued write for good: kept to tell the person, until dismissed. */
export type Refusal = { status: number; message: string; at: number };

/** A write waiting to be sent (offline/outbox.ts). */
export type OutboxItem = {
  /** Auto-increment: items are sent in the order they were queued. */
  seq?: number;
  /** Unique: queueing the same write twice keeps one. */
  key: string;
  kind: string;
  payload: unknown;
  queuedAt: number;
  /** Failed tries so far (offline, 429, 5xx); the next waits longer. */
  attempts: number;
  /** Not sent again before this moment (ms). */
  retryAt?: number;
  refused?: Refusal;
};

/**
 * The open database as a feature's writes and the outbox see it. offline/database.ts builds
 * it; declaring it here keeps this module the engine's bottom, importing nothing of its own.
 */
export interface OfflineDatabase extends Dexie {
  outbox: EntityTable<OutboxItem, 'seq'>;
  readonly records: OfflineRecords;
  /** Sends what is queued now, in order. */
  sendQueued(): Promise<unknown>;
}

/** Rows of a table kept in the order of the server's list: the row's place in it. */
export type Positioned<R> = R & { position: number };

/** The typed Dexie table of a declaration, in an open database. */
export function tableOf<R, K extends keyof R & string>(db: OfflineDatabase, declaration: SavedTable<R, K>): Table<R, R[K]> {
  return db.table(declaration.name);
}

/**
 * A write made on the device and sent when the app is online (offline/outbox.ts): the local
 * tables change at once, in the same transaction as the queueing, and `send` runs later, in
 * order, until the server has answered.
 */
export type QueuedWrite<P, A = unknown> = {
  kind: string;
  /** Writes with the same key are the same write: queueing it twice keeps one. */
  key: (payload: P) => string;
  send: (payload: P) => Promise<A>;
  /** Tables that applyAnswer and undo change (they run in one transaction with the outbox). */
  tables?: readonly SavedTable<never>[];
  /** What the server's answer changes locally (for example the id it gave). */
  applyAnswer?: (db: OfflineDatabase, payload: P, answer: A) => Promise<void>;
  /** The server refused it for good: takes back the local change the person would otherwise keep seeing. */
  undo?: (db: OfflineDatabase, payload: P) => Promise<void>;
  /**
   * Says to the person, in words, which change could not be saved: in the language shown when
   * it is called (`t` of '@lingui/core/macro' inside the function, never at module load).
   */
  describe: (payload: P) => string;
  /** A queued item of schema 2 (method, path, body) as this write's payload. */
  fromVersion2?: (item: { key: string; path: string; body?: unknown }) => P | null;
};

/** What a feature registers in app/offline-records.ts. */
export type OfflineFeature = {
  tables?: readonly SavedTable<never>[];
  // The payload types differ per write; the engine only passes each its own payloads.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  writes?: readonly QueuedWrite<any, any>[];
};

/** The registry: every feature's declarations and the schema version they make together. */
export type OfflineRecords = {
  /** Raise it whenever a table, key or index is added, changed or removed. */
  version: number;
  features: readonly OfflineFeature[];
};
