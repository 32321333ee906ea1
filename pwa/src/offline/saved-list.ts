import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Collection, Table } from 'dexie';
import { ApiError } from '@/lib/api-client.ts';
import { IN_PERSONS_LANGUAGE } from '@/lib/query-client.ts';
import type { PortalDatabase } from './database.ts';
import type { Positioned, SavedTable } from './declarations.ts';
import { writeToCache } from './session.ts';
import type { CurrentRule } from './use-current-items.ts';

/** A saved value with the moment it left the server (null: never saved). */
export type CachedValue<T> = { value: T; updatedAt: number | null };

/**
 * A list a screen shows, declared by its feature: how to fetch it, where it is saved and
 * which saved rows it covers. The cache is strictly a cache: the server's answer replaces
 * exactly the rows the list covers (a record gone from the server goes from the device),
 * and nothing is merged into it.
 */
export type SavedList<R, K extends keyof R & string, P> = {
  table: SavedTable<R, K>;
  /** Names the list's date ('Last updated'); one name per distinct params. */
  name: (params: P) => string;
  /** The saved rows this list covers for `params`. */
  rows: (table: Table<Positioned<R>, R[K]>, params: P) => Collection<Positioned<R>, R[K]>;
  /** 'server' keeps the answer's order; a comparer sorts the saved rows instead. */
  order: 'server' | ((a: R, b: R) => number);
  queryKey: (params: P) => QueryKey;
  fetch: (params: P) => Promise<R[]>;
  /** How long an answer counts as fresh before a screen asks again (ms). */
  freshFor?: number;
  /** Records that stop showing on their own (a publish end): the device expires them. */
  current?: CurrentRule<R>;
  /** The BFF writes the records in the person's language: the list is asked for again when they choose another. */
  inPersonsLanguage?: boolean;
};

/**
 * One record a detail screen shows, fetched on its own. It is saved in the table of its
 * lists, so a record seen in a list opens offline, and one opened from a link is kept too.
 */
export type SavedRecord<R, K extends keyof R & string> = {
  table: SavedTable<R, K>;
  /** The list whose date the record shares ('Last updated'). */
  listName: (record: R) => string;
  queryKey: (id: R[K]) => QueryKey;
  /** Throws ApiError 404 when the record is gone or not for this person. */
  fetch: (id: R[K]) => Promise<R>;
  freshFor?: number;
  current?: CurrentRule<R>;
  /** As SavedList's. */
  inPersonsLanguage?: boolean;
};

/** A declared table with the engine's place of each row in its server list. */
function positionedTable<R, K extends keyof R & string>(db: PortalDatabase, declaration: SavedTable<R, K>): Table<Positioned<R>, R[K]> {
  return db.table(declaration.name);
}

function withoutPosition<R>(row: Positioned<R>): R {
  const { position: _position, ...record } = row;
  return record as R;
}

/** Replaces the rows the list covers with the server's answer, in one transaction with its date. */
export async function replaceSavedList<R, K extends keyof R & string, P>(
  db: PortalDatabase,
  list: SavedList<R, K, P>,
  params: P,
  records: readonly R[],
): Promise<void> {
  const table = positionedTable(db, list.table);
  await db.transaction('rw', table, db.meta, async () => {
    await table.bulkDelete(await list.rows(table, params).primaryKeys());
    await table.bulkPut(records.map((record, position) => ({ ...record, position })));
    await db.meta.put({ list: list.name(params), updatedAt: Date.now() });
  });
}

/** The saved rows of the list in its order; updatedAt is null when it was never saved. */
export async function readSavedList<R, K extends keyof R & string, P>(
  db: PortalDatabase,
  list: SavedList<R, K, P>,
  params: P,
): Promise<CachedValue<R[]>> {
  const table = positionedTable(db, list.table);
  return db.transaction('r', table, db.meta, async () => {
    const [rows, date] = await Promise.all([list.rows(table, params).toArray(), db.meta.get(list.name(params))]);
    const { order } = list;
    if (order === 'server') rows.sort((a, b) => a.position - b.position);
    else rows.sort(order);
    return { value: rows.map(withoutPosition), updatedAt: date?.updatedAt ?? null };
  });
}

/** The query of a list: its answer is saved on the device as it arrives. */
export function savedListQuery<R, K extends keyof R & string, P>(list: SavedList<R, K, P>, params: P) {
  return queryOptions({
    queryKey: list.queryKey(params),
    queryFn: async () => {
      const records = await list.fetch(params);
      await writeToCache((db) => replaceSavedList(db, list, params, records));
      return records;
    },
    ...(list.freshFor === undefined ? {} : { staleTime: list.freshFor }),
    ...(list.inPersonsLanguage ? { meta: IN_PERSONS_LANGUAGE } : {}),
  });
}

export async function readSavedRecord<R, K extends keyof R & string>(
  db: PortalDatabase,
  declaration: SavedRecord<R, K>,
  id: R[K],
): Promise<CachedValue<R> | null> {
  const table = positionedTable(db, declaration.table);
  return db.transaction('r', table, db.meta, async () => {
    const row = await table.get(id);
    if (!row) return null;
    const record = withoutPosition(row);
    // Saved on its own (opened from a link) when its list never was: still saved.
    const date = await db.meta.get(declaration.listName(record));
    return { value: record, updatedAt: date?.updatedAt ?? 0 };
  });
}

/** A record fetched on its own replaces its saved copy, keeping its place in its list. */
export async function saveRecord<R, K extends keyof R & string>(db: PortalDatabase, declaration: SavedTable<R, K>, record: R): Promise<void> {
  const table = positionedTable(db, declaration);
  await db.transaction('rw', table, async () => {
    const existing = await table.get(record[declaration.key]);
    // A new one goes after every list's rows (their places count from 0).
    await table.put({ ...record, position: existing?.position ?? Date.now() });
  });
}

export async function removeRecord<R, K extends keyof R & string>(db: PortalDatabase, declaration: SavedTable<R, K>, id: R[K]): Promise<void> {
  await positionedTable(db, declaration).delete(id);
}

/** The query of one record: saved as it arrives, removed from the device when the server says it is gone. */
export function savedRecordQuery<R, K extends keyof R & string>(declaration: SavedRecord<R, K>, id: R[K]) {
  return queryOptions({
    queryKey: declaration.queryKey(id),
    queryFn: async () => {
      try {
        const record = await declaration.fetch(id);
        await writeToCache((db) => saveRecord(db, declaration.table, record));
        return record;
      } catch (error) {
        // Gone, expired or not for this person: the saved copy must not outlive the answer.
        if (error instanceof ApiError && error.status === 404) await writeToCache((db) => removeRecord(db, declaration.table, id));
        throw error;
      }
    },
    ...(declaration.freshFor === undefined ? {} : { staleTime: declaration.freshFor }),
    ...(declaration.inPersonsLanguage ? { meta: IN_PERSONS_LANGUAGE } : {}),
  });
}
