import { t } from '@lingui/core/macro';
import type { FormResponseInput, FormResponseRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import type { OfflineFeature, QueuedWrite } from '@/offline/declarations.ts';

/** Stores a signature: the screen's call online, and the outbox's for one made offline. */
export function postFormResponse(formUid: string, data: FormResponseInput): Promise<FormResponseRecord[]> {
  return api.post<FormResponseRecord[]>(`forms/${encodeURIComponent(formUid)}/responses`, { data });
}

/**
 * A signature as queued: what is sent, and, for the words of a refusal and the waiting entries,
 * the form's title and the children's names as the signer read them.
 */
export type QueuedFormResponse = {
  formUid: string;
  title: string;
  childNames: string[];
  signature: FormResponseInput;
};

/**
 * A signature made offline (or when the network failed), sent once the device is back online. The
 * BFF stores one answer per client id however often it is sent, so a retry after a lost answer
 * stores nothing new. A form closed, or changed, meanwhile is refused for good (409): the outbox
 * keeps the refused item, which the form's screen reads to say why and to give back what was typed.
 * Once it is stored, the forms' screens ask the server again (api/queue-form-response.ts), and
 * their answers are the saved copies: this declaration loads on home with the offline database,
 * so it is kept to what the outbox needs.
 */
export const sendFormResponse: QueuedWrite<QueuedFormResponse, FormResponseRecord[]> = {
  kind: 'form-response',
  // A UUID the device made: no other write's key can be the same.
  key: (answer) => answer.signature.client_id,
  send: (answer) => postFormResponse(answer.formUid, answer.signature),
  describe: ({ title, childNames }) => t`Signing “${title}” for ${childNames.join(', ')}`,
};

export const formsOffline: OfflineFeature = {
  writes: [sendFormResponse],
};
