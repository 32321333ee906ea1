import type { EmergencyBroadcastRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { replaceOrderedList, writeToCache } from '@/offline/lists.ts';

/** Newest first, as the BFF sends them. */
export function getEmergencyBroadcasts(): Promise<EmergencyBroadcastRecord[]> {
  return api.get<EmergencyBroadcastRecord[]>('emergencybroadcast/');
}

/** An emergency must reach open tabs within a minute, without a reload. */
export const BROADCAST_REFRESH_MS = 60_000;

export function getEmergencyBroadcastsQueryOptions() {
  return queryOptions({
    queryKey: ['emergencybroadcast'],
    queryFn: async () => {
      const broadcasts = await getEmergencyBroadcasts();
      await writeToCache((db) => replaceOrderedList(db, 'broadcasts', broadcasts));
      return broadcasts;
    },
    staleTime: 30_000,
    // Polls while online only: Query pauses fetches while the browser is offline.
    refetchInterval: BROADCAST_REFRESH_MS,
  });
}

/**
 * For the chrome's banner: the server's answer only. A banner raised from a saved copy could
 * announce an emergency that has long ended.
 */
export function useEmergencyBroadcasts() {
  return useQuery(getEmergencyBroadcastsQueryOptions());
}
