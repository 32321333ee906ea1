import type { ConsentFormInput, ConsentFormRecord } from '@portal/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const consentFormsKey = ['admin-consent-forms'] as const;
const formsListKey = [...consentFormsKey, 'list'] as const;
const consentFormKey = (formUid: string) => [...consentFormsKey, 'form', formUid] as const;

const formPath = (formUid: string) => `consent-forms/${encodeURIComponent(formUid)}`;

/** The campus's forms, newest due first, each with how many answers stand (issue 30). */
export function useConsentForms() {
  return useQuery({
    queryKey: formsListKey,
    queryFn: ({ signal }) => api.get<ConsentFormRecord[]>('consent-forms', { signal }),
    staleTime: 0,
  });
}

/** One form as its editor opens it: as stored now, never a copy from earlier. */
export function useConsentForm(formUid: string | undefined) {
  return useQuery({
    queryKey: consentFormKey(formUid ?? ''),
    queryFn: ({ signal }) => api.get<ConsentFormRecord>(formPath(formUid ?? ''), { signal }),
    enabled: formUid !== undefined,
    staleTime: 0,
  });
}

/** A write answers the form as stored: its editor shows that at once, and the list asks again. */
function storeWritten(queryClient: QueryClient, written: ConsentFormRecord) {
  queryClient.setQueryData(consentFormKey(written.formUid), written);
  return queryClient.invalidateQueries({ queryKey: formsListKey });
}

type SaveConsentForm = { formUid?: string; data: ConsentFormInput };

/** Creates a draft, or changes a form (a published one gets a new version, asking again or not as `asks_again` says). */
export function useSaveConsentForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ formUid, data }: SaveConsentForm) =>
      formUid ? api.put<ConsentFormRecord>(formPath(formUid), { data }) : api.post<ConsentFormRecord>('consent-forms', { data }),
    onSuccess: (written) => storeWritten(queryClient, written),
  });
}

/**
 * What happens to a form as a whole: published (carers who must sign are emailed), closed now,
 * or copied into a new draft for next year (the answer is the copy).
 */
export type FormStep = 'publication' | 'closure' | 'copies';

export function useFormStep(step: FormStep) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formUid: string) => api.post<ConsentFormRecord>(`${formPath(formUid)}/${step}`, {}),
    onSuccess: (written) => storeWritten(queryClient, written),
  });
}

/** Deletes a form no one has answered (the server refuses one with answers). */
export function useDeleteConsentForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formUid: string) => api.delete<ConsentFormRecord>(formPath(formUid)),
    // Only the list: the editor still open on the form would ask for it again, and be told it is gone.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsListKey }),
  });
}
