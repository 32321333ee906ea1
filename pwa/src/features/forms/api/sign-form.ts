import { declines, type FormForSignerRecord, type FormResponseInput, type FormResponseRecord } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { FORMS_QUERY_ROOT, formQueryKey } from './get-form.ts';

/** The form as the signer sees it once these answers are stored: each child answered shows its answer, done or declined. */
function withResponses(form: FormForSignerRecord, responses: readonly FormResponseRecord[]): FormForSignerRecord {
  return {
    ...form,
    children: form.children.map((child) => {
      const response = responses.find((answer) => answer.studentUid === child.studentUid);
      if (!response) return child;
      return { ...child, response, awaiting_me: false, status: declines(form.questions, response.answers) ? 'declined' : 'done' };
    }),
  };
}

/**
 * Signs a form for one or several children (one answer stored per child), or changes an answer
 * given before. Online only this round: the screen shows the server's refusal and keeps the
 * answers. The answers show at once, then the list and the form are asked again.
 */
export function useSignForm(formUid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: FormResponseInput) =>
      api.post<FormResponseRecord[]>(`forms/${encodeURIComponent(formUid)}/responses`, { data }),
    onSuccess: (responses) => {
      client.setQueryData<FormForSignerRecord>(formQueryKey(formUid), (form) => form && withResponses(form, responses));
      void client.invalidateQueries({ queryKey: FORMS_QUERY_ROOT });
    },
  });
}
