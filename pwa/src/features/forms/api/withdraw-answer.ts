import type { FormForSignerRecord, FormResponseRecord, formWithdrawalInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { FORMS_QUERY_ROOT, formQueryKey } from './get-form.ts';

type FormWithdrawal = z.infer<typeof formWithdrawalInput>['data'];

/** The form once the child's answer is withdrawn: nothing standing for them, waiting for this signer again. */
function withoutResponse(form: FormForSignerRecord, studentUid: string): FormForSignerRecord {
  return {
    ...form,
    children: form.children.map((child) =>
      child.studentUid === studentUid ? { ...child, response: null, awaiting_me: true, status: 'to_do' } : child,
    ),
  };
}

/** Withdraws this person's answer for a child (a form open for changes, before its due time). */
export function useWithdrawAnswer(formUid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (studentUid: string) => {
      const data: FormWithdrawal = { student: studentUid, client_id: crypto.randomUUID() };
      return api.post<FormResponseRecord>(`forms/${encodeURIComponent(formUid)}/withdrawals`, { data });
    },
    onSuccess: (withdrawn) => {
      client.setQueryData<FormForSignerRecord>(
        formQueryKey(formUid),
        (form) => form && withoutResponse(form, withdrawn.studentUid),
      );
      void client.invalidateQueries({ queryKey: FORMS_QUERY_ROOT });
    },
  });
}
