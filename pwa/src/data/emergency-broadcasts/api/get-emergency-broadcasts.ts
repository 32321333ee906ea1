import type { EmergencyBroadcastRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { savedListQuery, type SavedList } from '@/offline/saved-list.ts';
import { broadcastsTable } from '../offline.ts';

/** An emergency must reach open tabs within a minute, without a reload. */
export const BROADCAST_REFRESH_MS = 60_000;

/** Newest first, as the BFF sends them. */
export const emergencyBroadcasts: SavedList<EmergencyBroadcastRecord, 'emergencybroadcastUid', void> = {
  table: broadcastsTable,
  name: () => 'broadcasts',
  rows: (table) => table.toCollection(),
  order: 'server',
  queryKey: () => ['emergencybroadcast'],
  fetch: () => api.get<EmergencyBroadcastRecord[]>('emergencybroadcast/'),
  freshFor: 30_000,
};

export function getEmergencyBroadcastsQueryOptions() {
  // Polls while online only: Query pauses fetches while the browser is offline.
  return queryOptions({ ...savedListQuery(emergencyBroadcasts, undefined), refetchInterval: BROADCAST_REFRESH_MS });
}

/**
 * The chrome's call: the server's answer, every minute. The banner falls back on a saved copy
 * only while the server cannot be asked, saying how old it is
 * (features/emergency-broadcast/hooks/use-last-known-broadcast.ts): a copy shown as current
 * could announce an emergency that has long ended.
 */
export function useEmergencyBroadcasts() {
  return useQuery(getEmergencyBroadcastsQueryOptions());
}
