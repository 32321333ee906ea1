import { isFormOpen } from '@portal/contract';
import type { JobKind } from '@portal/strapi-plugin-jobs/types';
import { emailFormSigners, formSignersRunOf, signersOfForm, type FormSignersRun } from '../email-sending/form-signer-emails';

/** The email type the logs list form requests and invitations under (the contract's EMAIL_LOG_TYPES). */
export const FORM_REQUEST_KIND = 'Form Request';

export interface FormRequestsPayload {
  /** The consent form (api::consent-form.consent-form) just published. */
  formId: string;
}

/** The `send_id` tag of a form's requests: with the person as `recipient_id`, one email per (form, person), ever. */
export const formRequestSendId = (formId: string) => `form-request-${formId}`;

/**
 * A published form's requests: one email per person who must answer for a child of its audience
 * and has an address, listing their children in it (email-sending/form-signer-emails.ts: the
 * portal's link for a person who has signed in, else a signing link per child). Tagged (form,
 * person): a run after a crash, or a second run, sends only to those not reached yet, and creates
 * no second invitation. A form closed or past due sends nothing.
 */
export async function sendFormRequests(formId: string, run: FormSignersRun): Promise<void> {
  const form = await run.records.form(formId);
  if (!form || !isFormOpen(form, run.now ?? new Date())) {
    run.log.info(`Form ${formId}: not open (${form ? form.status : 'deleted'}), no request sent.`);
    return;
  }
  const signers = await signersOfForm(run.records, form);
  const sendId = formRequestSendId(form.documentId);
  const reached = await run.records.sentTo(sendId);
  const unreached = [...signers.values()].filter(({ person }) => !reached.has(person.documentId));
  const counts = await emailFormSigners(form, unreached, { purpose: 'request', kind: FORM_REQUEST_KIND, sendId }, run);
  run.log.info(
    `Form ${formId} (${form.campus}): ${signers.size} signer(s); ${counts.sent} emailed, ${counts.suppressed} suppressed, ${counts.refused} refused; ${counts.links} signing link(s).`,
  );
}

/** The requests of a form just published (queued with its publication: services/email-sending.ts queueFormRequests). */
export const formRequestsJob: JobKind<FormRequestsPayload> = {
  name: 'form-requests',
  maxAttempts: 5,

  async run({ formId }, { strapi, log }) {
    await sendFormRequests(formId, formSignersRunOf(strapi, log));
  },
};
