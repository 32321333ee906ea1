import { readOrderedList } from '@/offline/lists.ts';
import { useCacheFirst } from '@/offline/use-cache-first.ts';
import { getEmergencyBroadcastsQueryOptions } from '../api/get-emergency-broadcasts.ts';

/**
 * For the broadcasts screen: the saved history at once (also offline), then the server's.
 * Apart from the banner's hook because it needs Dexie, which the chrome does not load.
 */
export function useSavedEmergencyBroadcasts() {
  return useCacheFirst({
    cacheKey: 'broadcasts',
    readCache: (db) => readOrderedList(db, 'broadcasts'),
    query: getEmergencyBroadcastsQueryOptions(),
  });
}
