import type { AlertReachRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertReachKey } from '@/features/admin/api/alert-reach-key.ts';
import { api } from '@/lib/api-client.ts';

/**
 * Issue 29: the figures move as devices acknowledge an alert and as the fallback emails go, so
 * the open Dashboard tab asks again this often (Query pauses it while the page is hidden).
 */
export const ALERT_REACH_REFRESH_MS = 30_000;

/** The campus's latest emergency alerts, newest first, each with whom it reached. */
export function getAlertReach(signal?: AbortSignal): Promise<AlertReachRecord[]> {
  return api.get<AlertReachRecord[]>('emergency-alerts', { signal });
}

export function getAlertReachQueryOptions() {
  return queryOptions({
    queryKey: alertReachKey,
    queryFn: ({ signal }) => getAlertReach(signal),
    staleTime: 0,
    refetchInterval: ALERT_REACH_REFRESH_MS,
  });
}

export function useAlertReach() {
  return useQuery(getAlertReachQueryOptions());
}
