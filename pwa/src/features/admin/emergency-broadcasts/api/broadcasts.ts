import type { EmergencyBroadcastRecord, EmergencyBroadcastWrite } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emergencyBroadcasts } from '@/data/emergency-broadcasts/api/get-emergency-broadcasts.ts';
import { api } from '@/lib/api-client.ts';

const broadcastsKey = ['admin-emergency-broadcasts'] as const;

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
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: broadcastsKey }), queryClient.invalidateQueries({ queryKey: emergencyBroadcasts.queryKey() })]),
  });
}

export function useDeleteBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (broadcastUid: string) => api.delete<EmergencyBroadcastRecord>(`emergencybroadcast/${encodeURIComponent(broadcastUid)}`),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: broadcastsKey }), queryClient.invalidateQueries({ queryKey: emergencyBroadcasts.queryKey() })]),
  });
}
