import type { formInvitationInput, formInvitationRecord } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

export type FormInvitation = z.infer<typeof formInvitationInput>['data'];
type FormInvitationRecord = z.infer<typeof formInvitationRecord>;

/** Emails another carer a link to sign the form for a child, without signing in (it expires at the due time). */
export function useInviteCarer(formUid: string) {
  return useMutation({
    mutationFn: (data: FormInvitation) =>
      api.post<FormInvitationRecord>(`forms/${encodeURIComponent(formUid)}/invitations`, { data }),
  });
}
