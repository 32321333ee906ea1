import type { EmergencyBroadcastRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Newest first, as the BFF sends them. */
export function getEmergencyBroadcasts(): Promise<EmergencyBroadcastRecord[]> {
  return api.get<EmergencyBroadcastRecord[]>('emergencybroadcast/');
}

export function getEmergencyBroadcastsQueryOptions() {
  // An emergency should reach open tabs without a reload, so the banner polls gently.
  return queryOptions({
    queryKey: ['emergencybroadcast'],
    queryFn: getEmergencyBroadcasts,
    staleTime: 60_000,
    refetchInterval: 2 * 60_000,
  });
}

export function useEmergencyBroadcasts() {
  return useQuery(getEmergencyBroadcastsQueryOptions());
}
