import type { FormForSignerRecord } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * The root of the forms queries: the list's key (get-forms.ts) and each form's below it, so a
 * signature, a withdrawal or a change invalidates the list and the form together.
 */
export const FORMS_QUERY_ROOT = ['forms'] as const;

export const formQueryKey = (formUid: string) => [...FORMS_QUERY_ROOT, formUid] as const;

/** One form as this signer sees it: its text, the children it asks them about, and their answers. */
export function useForm(formUid: string) {
  return useQuery({
    queryKey: formQueryKey(formUid),
    queryFn: () => api.get<FormForSignerRecord>(`forms/${encodeURIComponent(formUid)}`),
  });
}
