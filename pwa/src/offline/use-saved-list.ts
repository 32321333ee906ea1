import { useMemo } from 'react';
import { readSavedList, readSavedRecord, savedListQuery, savedRecordQuery, type SavedList, type SavedRecord } from './saved-list.ts';
import { useCacheFirst, type CacheFirstResult } from './use-cache-first.ts';
import { useCurrentItems } from './use-current-items.ts';

/**
 * A declared list: the saved rows at once (also offline), then the server's answer, which
 * replaces them; only the records current now by the list's rule, re-checked when one
 * expires.
 */
export function useSavedList<R, K extends keyof R & string, P>(list: SavedList<R, K, P>, params: P): CacheFirstResult<readonly R[]> {
  const query = savedListQuery(list, params);
  const result = useCacheFirst<R[]>({
    cacheKey: JSON.stringify(query.queryKey),
    readCache: (db) => readSavedList(db, list, params),
    query,
  });
  const data = useCurrentItems(result.data, list.current);
  return { ...result, data };
}

/**
 * A declared record by its id, saved copy first. `expired`: it was saved, but its window has
 * closed since (the server would answer 404 now).
 */
export function useSavedRecord<R, K extends keyof R & string>(
  declaration: SavedRecord<R, K>,
  id: R[K],
): CacheFirstResult<R> & { expired: boolean } {
  const query = savedRecordQuery(declaration, id);
  const result = useCacheFirst<R>({
    cacheKey: JSON.stringify(query.queryKey),
    readCache: (db) => readSavedRecord(db, declaration, id),
    query,
  });
  const items = useMemo(() => (result.data === undefined ? undefined : [result.data]), [result.data]);
  const current = useCurrentItems(items, declaration.current);
  const data = current?.[0];
  return { ...result, data, expired: result.data !== undefined && data === undefined };
}
