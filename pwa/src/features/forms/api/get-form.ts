import type { FormForSignerRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedDocument, type SavedDocument } from '@/offline/saved-document.ts';

/**
 * The root of the forms queries: the list's key (get-forms.ts) and each form's below it, so a
 * signature, a withdrawal or a change invalidates the list and the form together.
 */
export const FORMS_QUERY_ROOT = ['forms'] as const;

export const formQueryKey = (formUid: string) => [...FORMS_QUERY_ROOT, formUid] as const;

/**
 * One form as this signer sees it: its text, the children it asks them about, and their answers.
 * Saved on the device once opened, so that it can be read and answered offline (the answer waits
 * in the outbox: ../offline.ts).
 */
export const formForSigner: SavedDocument<FormForSignerRecord, string> = {
  name: (formUid) => `forms:form:${formUid}`,
  queryKey: formQueryKey,
  fetch: (formUid) => api.get<FormForSignerRecord>(`forms/${encodeURIComponent(formUid)}`),
};

/** The saved form at once (also offline), then the server's, which replaces it. */
export function useForm(formUid: string) {
  return useSavedDocument(formForSigner, formUid);
}
