import type { EmailSendRecord, EmailSendingInput } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const latestSendKey = ['admin-latest-email-send'] as const;

/** How often the latest send is read again while it goes out. */
export const SEND_PROGRESS_POLL_MS = 2000;

const isRunning = (send: EmailSendRecord | null | undefined) => send?.status === 'Queued' || send?.status === 'Sending';

/** The campus's latest send, read again every 2 s while it is still going out. */
export function useLatestSend() {
  return useQuery({
    queryKey: latestSendKey,
    queryFn: async ({ signal }) => (await api.get<EmailSendRecord[]>('send-emails/?page_size=1', { signal }))[0] ?? null,
    refetchInterval: (query) => (isRunning(query.state.data) ? SEND_PROGRESS_POLL_MS : false),
    staleTime: 0,
  });
}

/** Admin spec 7 "Send emails": queues the send; it goes out in the background and useLatestSend follows it. */
export function useStartEmailSending() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<EmailSendingInput>) => api.post<EmailSendRecord>('send-emails/', body),
    onSuccess: (send) => queryClient.setQueryData(latestSendKey, send),
  });
}
