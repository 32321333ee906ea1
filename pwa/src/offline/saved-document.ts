import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { saveDocument } from './documents.ts';
import type { PortalDatabase } from './database.ts';
import type { CachedValue } from './saved-list.ts';
import { writeToCache } from './session.ts';
import { useCacheFirst, type CacheFirstResult } from './use-cache-first.ts';

/**
 * One answer a screen shows whole (a person's records of one kind, for some parameters), kept
 * in the documents table under a name per parameters: no table or schema version of its own,
 * for answers that are read as they came and never queried row by row. Each answer replaces
 * the saved one.
 */
export type SavedDocument<T, P> = {
  /** Names the saved copy; one name per distinct params. */
  name: (params: P) => string;
  queryKey: (params: P) => QueryKey;
  fetch: (params: P) => Promise<T>;
  freshFor?: number;
};

/** The saved copy of a document and when it left the server, for a screen that builds its own cache-first read. */
export async function readSavedDocument<T>(db: PortalDatabase, name: string): Promise<CachedValue<T> | null> {
  const row = await db.documents.get(name);
  return row ? { value: row.value as T, updatedAt: row.updatedAt } : null;
}

/**
 * Keeps an answer as the saved copy: a query's, or one a write answered with (the new list a
 * write returns), so that what the screen shows after the write is also what reads offline.
 */
export function keepSavedDocument<T, P>(document: SavedDocument<T, P>, params: P, value: T): Promise<void> {
  return writeToCache((db) => saveDocument(db, document.name(params), value));
}

/** The query of a saved document: its answer is saved on the device as it arrives. */
export function savedDocumentQuery<T, P>(document: SavedDocument<T, P>, params: P) {
  return queryOptions({
    queryKey: document.queryKey(params),
    queryFn: async () => {
      const value = await document.fetch(params);
      await keepSavedDocument(document, params, value);
      return value;
    },
    ...(document.freshFor === undefined ? {} : { staleTime: document.freshFor }),
  });
}

/** The saved copy at once (also offline), then the server's answer, which replaces it. */
export function useSavedDocument<T, P>(document: SavedDocument<T, P>, params: P): CacheFirstResult<T> {
  const name = document.name(params);
  return useCacheFirst<T>({
    cacheKey: `document:${name}`,
    readCache: (db) => readSavedDocument<T>(db, name),
    query: savedDocumentQuery(document, params),
  });
}
