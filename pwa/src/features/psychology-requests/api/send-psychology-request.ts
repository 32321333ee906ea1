import type { PsychologyRequestFields, PsychologyRequestRecord } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Sends a request to the counsellors (online only: it is emailed as it is saved), then the list is asked again. */
export function useSendPsychologyRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: PsychologyRequestFields) => api.post<PsychologyRequestRecord>('school-psychology-request/', { data }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['school-psychology-request'] }),
  });
}
