import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useRef } from 'react';
import type { PortalDatabase } from './database.ts';
import type { CachedValue } from './saved-list.ts';
import { useOfflineDatabase } from './session.ts';
import { useLiveQuery } from './use-live-query.ts';

export type CacheFirstStatus =
  /** Nothing to show yet. */
  | 'loading'
  /** data is set: fresh from the server, or saved on this device. */
  | 'ready'
  /** The server refused or failed and nothing was saved: show the error. */
  | 'error'
  /** Offline and nothing saved yet. */
  | 'unavailable';

export type CacheFirstResult<T> = {
  data: T | undefined;
  /** When the shown data left the server (ms), for 'last updated'. */
  updatedAt: number | null;
  /** The saved copy is shown because the server could not be asked or failed. */
  stale: boolean;
  status: CacheFirstStatus;
  error: Error | null;
  refetch: () => void;
};

/**
 * Cache first, network always: the screen renders what IndexedDB holds at once, asks the
 * server, and the answer replaces the saved copy (the query function writes it), which
 * re-renders the screen. Fresh data wins: whichever copy left the server last is shown.
 */
export function useCacheFirst<T, TKey extends QueryKey = QueryKey>(options: {
  /** Names the cache read; a new key re-reads. */
  cacheKey: string;
  readCache: (db: PortalDatabase) => Promise<CachedValue<T> | null>;
  query: UseQueryOptions<T, Error, T, TKey>;
  /**
   * The saved copy also holds the person's own changes not yet sent: once read, it always
   * wins over the last server answer.
   */
  localWrites?: boolean;
}): CacheFirstResult<T> {
  const { ready, db } = useOfflineDatabase();
  const cached = useLiveQuery(db, options.cacheKey, options.readCache);
  const result = useQuery(options.query);

  // A list never saved reads as empty with no date: that is "nothing saved", not "no records".
  const saved = cached.value && (cached.value.updatedAt !== null || options.localWrites) ? cached.value : null;
  const savedAt = saved?.updatedAt ?? 0;
  // Shown from the server before the database opened (the first screen): kept on screen
  // while the saved copy is read, rather than blanking for a moment.
  const showingFresh = useRef(false);
  const useFresh =
    result.data !== undefined &&
    (options.localWrites
      ? // The saved copy is the truth here; the server's answer only stands in without one.
        !db || (cached.loaded ? saved === null : showingFresh.current)
      : saved === null || result.dataUpdatedAt >= savedAt);
  showingFresh.current = useFresh;
  const data = useFresh ? result.data : saved?.value;
  const updatedAt = useFresh ? result.dataUpdatedAt : (saved?.updatedAt ?? null);
  const cacheSettled = db ? cached.loaded : ready;

  let status: CacheFirstStatus;
  if (data !== undefined) status = 'ready';
  else if (result.error) status = 'error';
  else if (cacheSettled && result.fetchStatus === 'paused') status = 'unavailable';
  else status = 'loading';

  return {
    data,
    updatedAt,
    stale: !useFresh && data !== undefined && (result.isError || result.fetchStatus === 'paused'),
    status,
    error: result.error,
    refetch: () => void result.refetch(),
  };
}
