import { declines, type FormForSignerRecord, type FormResponseInput, type FormResponseRecord } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keepSavedDocument } from '@/offline/saved-document.ts';
import { postFormResponse } from '../offline.ts';
import { FORMS_QUERY_ROOT, formForSigner, formQueryKey } from './get-form.ts';

/** The form as the signer sees it once these answers are stored: each child answered shows its answer, done or declined. */
function withResponses(form: FormForSignerRecord, responses: readonly FormResponseRecord[]): FormForSignerRecord {
  return {
    ...form,
    children: form.children.map((child) => {
      const response = responses.find((answer) => answer.studentUid === child.studentUid);
      if (!response) return child;
      const status = declines(form.questions, response.answers) ? 'declined' : 'done';
      return { ...child, response, awaiting_me: false, earlier_signed_at: null, status };
    }),
  };
}

/**
 * Signs a form for one or several children (one answer stored per child), or changes an answer
 * given before, online: the screen shows the server's refusal and keeps the answers. The answers
 * show at once, then the list and the form are asked again. Offline, or when the network fails,
 * the screen puts the same signature in the outbox instead (queue-form-response.ts).
 */
export function useSignForm(formUid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: FormResponseInput) => postFormResponse(formUid, data),
    onSuccess: (responses) => {
      const signed = client.setQueryData<FormForSignerRecord>(
        formQueryKey(formUid),
        (form) => form && withResponses(form, responses),
      );
      // Saved too, so that the form read offline later shows the answer.
      if (signed) void keepSavedDocument(formForSigner, formUid, signed);
      void client.invalidateQueries({ queryKey: FORMS_QUERY_ROOT });
    },
  });
}
