import type { EmailSendRecipientCount, EmailSendingType } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * How many people a send of `type` to the whole campus would reach now, for the question before
 * Send Emails. `unsaved` are the addresses typed into the exclusion list but not saved yet: the
 * send leaves them out too, and the server adds the saved list to them itself. Asked afresh each
 * time the question opens (`enabled`), since people and posts change between sends.
 */
export function useRecipientCount({ type, unsaved, enabled }: { type: EmailSendingType; unsaved: readonly string[]; enabled: boolean }) {
  return useQuery({
    queryKey: ['admin-email-recipient-count', type, unsaved.join(',')],
    queryFn: async ({ signal }) =>
      (await api.get<EmailSendRecipientCount>('send-emails/recipient-count', { query: { type, except_for: unsaved.length ? unsaved.join(',') : undefined }, signal })).recipients,
    enabled,
    staleTime: 0,
    retry: false,
  });
}
