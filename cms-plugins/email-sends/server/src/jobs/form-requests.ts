import { isFormOpen } from '@portal/contract';
import type { JobKind } from '@portal/strapi-plugin-jobs/types';
import type { FormRecords, StandingAnswer } from '../email-sending/form-records';
import {
  emailFormSigners,
  formSignersRunOf,
  ownAnswerAmong,
  signersOfForm,
  type FormSigner,
  type FormSignersRun,
} from '../email-sending/form-signer-emails';
import { pendingSigners } from './form-reminders';

/** The email type the logs list form requests and invitations under (the contract's EMAIL_LOG_TYPES). */
export const FORM_REQUEST_KIND = 'Form Request';

export interface FormRequestsPayload {
  /** The consent form (api::consent-form.consent-form) just published. */
  formId: string;
  /**
   * Set when an edit of the published form asked everyone to answer again: the version it made.
   * The requests then go to those whose answers it stopped counting.
   */
  askedAgainIn?: number;
}

/**
 * The `send_id` tag of a form's requests: with the person as `recipient_id`, one email per (form,
 * person), ever; and one more per version that asked everyone to answer again.
 */
export const formRequestSendId = (formId: string, askedAgainIn?: number) =>
  askedAgainIn === undefined ? `form-request-${formId}` : `form-request-${formId}-v${askedAgainIn}`;

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

/**
 * Each signer's children for whom the signer's own earlier answer (as a portal person, or through
 * a link sent to their address) is among `earlier`.
 */
export function signersWhoAnswered(signers: Iterable<FormSigner>, earlier: readonly StandingAnswer[]): FormSigner[] {
  const answeredOwn = ownAnswerAmong(earlier);
  const answered: FormSigner[] = [];
  for (const { person, children } of signers) {
    const own = children.filter((child) => answeredOwn(person, child.documentId));
    if (own.length > 0) answered.push({ person, children: own });
  }
  return answered;
}

/** What a run of the requests after an edit that asked again reads besides a request's records. */
export interface FormRequestsAgainRun extends FormSignersRun {
  records: FormSignersRun['records'] & Pick<FormRecords, 'standingAnswers' | 'answersBefore'>;
}

/**
 * The requests after an edit that asked everyone to answer again (version `askedAgainIn`): to each
 * signer whose answer it stopped counting, for those of their children still waiting (anyone who
 * answered the new version already is not asked), once per version. Invitations and their links
 * are reused: the link opens the new version to sign.
 */
export async function sendFormRequestsAgain(formId: string, askedAgainIn: number, run: FormRequestsAgainRun): Promise<void> {
  const form = await run.records.form(formId);
  if (!form || !isFormOpen(form, run.now ?? new Date())) {
    run.log.info(`Form ${formId}: not open (${form ? form.status : 'deleted'}), no request to answer again sent.`);
    return;
  }
  const sendId = formRequestSendId(form.documentId, askedAgainIn);
  const [signers, earlier, standing, reached] = await Promise.all([
    signersOfForm(run.records, form),
    run.records.answersBefore(form.documentId, askedAgainIn),
    run.records.standingAnswers(form.documentId),
    run.records.sentTo(sendId),
  ]);
  const toAsk = pendingSigners(signersWhoAnswered(signers.values(), earlier), standing).filter(
    ({ person }) => !reached.has(person.documentId),
  );
  const counts = await emailFormSigners(form, toAsk, { purpose: 'request', kind: FORM_REQUEST_KIND, sendId }, run);
  run.log.info(
    `Form ${formId} (${form.campus}) asked again in version ${askedAgainIn}: ${toAsk.length} signer(s) to ask; ${counts.sent} emailed, ${counts.suppressed} suppressed, ${counts.refused} refused.`,
  );
}

/**
 * The requests of a form just published, or asking again after an edit (queued with the
 * publication or the edit: services/email-sending.ts queueFormRequests, queueFormRequestsAgain).
 */
export const formRequestsJob: JobKind<FormRequestsPayload> = {
  name: 'form-requests',
  maxAttempts: 5,

  async run({ formId, askedAgainIn }, { strapi, log }) {
    const run = formSignersRunOf(strapi, log);
    if (askedAgainIn === undefined) await sendFormRequests(formId, run);
    else await sendFormRequestsAgain(formId, askedAgainIn, run);
  },
};
