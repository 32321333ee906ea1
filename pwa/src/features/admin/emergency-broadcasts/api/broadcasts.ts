import type { EmergencyBroadcastRecord, EmergencyBroadcastWrite } from '@portal/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { emergencyBroadcasts } from '@/data/emergency-broadcasts/api/get-emergency-broadcasts.ts';
import { alertReachKey } from '@/features/admin/api/alert-reach-key.ts';
import { api } from '@/lib/api-client.ts';

const broadcastsKey = ['admin-emergency-broadcasts'] as const;

/**
 * What a write changes: the admin's list, the reader's banner, and the reach of alerts (issue 29),
 * since raising, changing or clearing a broadcast raises an alert or its all-clear.
 */
function invalidateAfterWrite(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: broadcastsKey }),
    queryClient.invalidateQueries({ queryKey: emergencyBroadcasts.queryKey() }),
    queryClient.invalidateQueries({ queryKey: alertReachKey }),
  ]);
}

/** Every broadcast of the campus, newest first, as stored now (not the reader's saved copy). */
export function useAdminBroadcasts() {
  return useQuery({ queryKey: broadcastsKey, queryFn: () => api.get<EmergencyBroadcastRecord[]>('emergencybroadcast/'), staleTime: 0 });
}

type SaveBroadcast = { broadcastUid?: string; data: EmergencyBroadcastWrite };

/**
 * Raises, changes or clears a broadcast. The admin's own banner follows at once; every other
 * open screen within its minute of polling (the read cache is refreshed by the write).
 */
export function useSaveBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ broadcastUid, data }: SaveBroadcast) =>
      broadcastUid
        ? api.put<EmergencyBroadcastRecord>(`emergencybroadcast/${encodeURIComponent(broadcastUid)}`, { data })
        : api.post<EmergencyBroadcastRecord>('emergencybroadcast', { data }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}

export function useDeleteBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (broadcastUid: string) => api.delete<EmergencyBroadcastRecord>(`emergencybroadcast/${encodeURIComponent(broadcastUid)}`),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
