import type { Core } from '@strapi/strapi';
import type { EnqueueOptions } from '@portal/strapi-plugin-jobs/types';
import { emailSendingJob } from '../jobs/email-sending';
import { emergencyAlertEmailsJob } from '../jobs/emergency-alert-emails';
import { formInvitationEmailJob } from '../jobs/form-invitation-email';
import { formReceiptJob, formReceiptKey } from '../jobs/form-receipt';
import { formRequestsJob } from '../jobs/form-requests';
import { formReminderPlan, formRemindersJob, manualReminderKey } from '../jobs/form-reminders';
import { formRecords } from '../email-sending/form-records';
import { countRecipients, livePostsOf, type EmailSendingKind } from '../email-sending/recipients';
import type { Campus, FormReminderRecord } from '@portal/contract';
import { signingLinks, type SigningLink } from '../email-sending/signing-link';
import { unsubscribeLinks } from '../email-sending/unsubscribe-link';
import { getConfig, jobsOf, PLUGIN, SEND } from '../utils';
import { PORTAL_USER } from '../email-sending/recipients';

export interface StartInput {
  kind: EmailSendingKind;
  campus: Campus;
  testing: boolean;
  /** Testing On: the one address that receives it (the BFF checked it is a saved test address). */
  test_recipient?: string | null;
  /** Addresses left out: the request's and the campus's saved exclusion list. */
  except_for: string[];
  /** The weekly blurb, as saved when the send was asked for. */
  blurb?: string | null;
  users_userid?: string;
  users_username?: string;
}

/** A send to the whole campus, as far as who gets it goes. */
export type CampusSendScope = Pick<StartInput, 'kind' | 'campus' | 'except_for'>;

/** Answered by `start` when nobody would receive anything: no live post of the kind, or no one whose audience matches. */
export class NothingToSend extends Error {}

/**
 * The posts of a kind live now and how many people of the campus they reach (recipients.ts's
 * rule, nothing sent): what `start` records as a campus send's total, and what the admin is told
 * before asking for it, so that the two cannot disagree.
 */
async function campusReach(strapi: Core.Strapi, scope: CampusSendScope, now: Date) {
  const posts = await livePostsOf(strapi, scope.campus, scope.kind, now);
  return { posts, total: await countRecipients(strapi, scope, posts) };
}

/** The weekly digest, daily reminders and principal's message: a send record and its durable job (README "Email sending"). */
const emailSending = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The send (Queued, with the posts live now and how many people it reaches) and its job, in
   * one transaction: there is never one without the other.
   */
  async start(input: StartInput) {
    const now = new Date();
    const { posts, total } = input.testing
      ? { posts: await livePostsOf(strapi, input.campus, input.kind, now), total: input.test_recipient ? 1 : 0 }
      : await campusReach(strapi, input, now);
    if (posts.length === 0) throw new NothingToSend(`no live post for ${input.kind}`);
    if (total === 0) throw new NothingToSend(`nobody to send ${input.kind} to`);
    const exceptFor = [...new Set(input.except_for.map((address) => address.trim().toLowerCase()))];

    const jobs = jobsOf(strapi);
    const send = await strapi.db.transaction(async ({ trx }) => {
      const created = await strapi.documents(SEND).create({
        data: {
          kind: input.kind,
          campus: input.campus,
          testing: input.testing,
          test_recipient: input.testing ? (input.test_recipient ?? null) : null,
          except_for: exceptFor,
          post_document_ids: posts.map((post) => post.documentId),
          blurb: input.kind === 'DIGEST' ? (input.blurb ?? null) : null,
          status: 'Queued',
          total,
          sent: 0,
          skipped: 0,
          failed: 0,
          users_userid: input.users_userid ?? null,
          users_username: input.users_username ?? null,
        } as never,
      });
      await jobs.enqueue(emailSendingJob, { sendId: created.documentId }, { dedupeKey: `${emailSendingJob.name}:${created.documentId}`, trx });
      return created;
    });
    jobs.wake();
    return send;
  },

  /**
   * The email of an emergency alert's unreached people (issue 29), due `delayMs` from now: once
   * per alert, however often it is asked for. The CMS asks as it queues the alert, in the same
   * transaction (`trx`), so that the email is due whatever becomes of the pushes.
   */
  async queueEmergencyAlertEmails(alertId: string, delayMs: number, trx?: EnqueueOptions['trx']): Promise<void> {
    const jobs = jobsOf(strapi);
    await jobs.enqueue(emergencyAlertEmailsJob, { alertId }, { dedupeKey: `${emergencyAlertEmailsJob.name}:${alertId}`, delayMs, trx });
  },

  /**
   * A permission form's requests to those who must answer it (issue 30): once per form, however
   * often it is asked for. The CMS asks as it publishes the form, in the same transaction (`trx`).
   */
  async queueFormRequests(formId: string, trx?: EnqueueOptions['trx']): Promise<void> {
    await jobsOf(strapi).enqueue(formRequestsJob, { formId }, { dedupeKey: `${formRequestsJob.name}:${formId}`, trx });
  },

  /**
   * A permission form's requests to answer again, after an edit that asked everyone to (its new
   * `version`): to those whose answers it stopped counting, once per version. Asked in the edit's transaction.
   */
  async queueFormRequestsAgain(formId: string, version: number, trx?: EnqueueOptions['trx']): Promise<void> {
    await jobsOf(strapi).enqueue(
      formRequestsJob,
      { formId, askedAgainIn: version },
      { dedupeKey: `${formRequestsJob.name}:${formId}:v${version}`, trx },
    );
  },

  /**
   * The receipts of one signature (its responses, one per child) with the form's chain head right
   * after it: one email per distinct signer address, once per set of responses (a replayed
   * signature answers the same rows, and is not receipted again). Asked in the signature's transaction.
   */
  async queueFormReceipt(responseIds: string[], chainHead: string, trx?: EnqueueOptions['trx']): Promise<void> {
    await jobsOf(strapi).enqueue(
      formReceiptJob,
      { responseIds, chainHead },
      { dedupeKey: `${formReceiptJob.name}:${formReceiptKey(responseIds)}`, trx },
    );
  },

  /**
   * A permission form's reminders to its pending signers (issue 30). Automatic (`manual` false):
   * the delayed job of one of its reminder days, due at `runAt`, once per (form, `runAt`); it
   * answers zeros, as nobody can say yet who will be pending then. Manual: the job at once, and
   * how many pending signers it will email (`queued`) and how many a reminder reached already
   * today (`skipped_today`, the school's date); asked again with nothing changed, it queues
   * nothing more and counts them all as reminded today.
   */
  async queueFormReminders(
    formId: string,
    options: { runAt?: Date; manual: boolean },
    trx?: EnqueueOptions['trx'],
  ): Promise<FormReminderRecord> {
    const jobs = jobsOf(strapi);
    if (!options.manual) {
      if (!options.runAt) throw new Error(`queueFormReminders: the automatic reminder of form ${formId} has no runAt`);
      await jobs.enqueue(
        formRemindersJob,
        { formId, manual: false },
        {
          dedupeKey: `${formRemindersJob.name}:${formId}:${options.runAt.toISOString()}`,
          delayMs: Math.max(0, options.runAt.getTime() - Date.now()),
          trx,
        },
      );
      return { queued: 0, skipped_today: 0 };
    }
    const plan = await formReminderPlan(formId, { records: formRecords(strapi), settings: getConfig(strapi).emailSending });
    if (!plan) return { queued: 0, skipped_today: 0 };
    if (plan.toRemind.length === 0) return { queued: 0, skipped_today: plan.remindedToday.length };
    const { created } = await jobs.enqueue(
      formRemindersJob,
      { formId, manual: true },
      { dedupeKey: `${formRemindersJob.name}:${manualReminderKey(plan)}`, trx },
    );
    return created
      ? { queued: plan.toRemind.length, skipped_today: plan.remindedToday.length }
      : { queued: 0, skipped_today: plan.toRemind.length + plan.remindedToday.length };
  },

  /** The email of one invitation to sign, once per invitation; asked in the transaction that made it. */
  async queueFormInvitationEmail(invitationId: string, trx?: EnqueueOptions['trx']): Promise<void> {
    await jobsOf(strapi).enqueue(
      formInvitationEmailJob,
      { invitationId },
      { dedupeKey: `${formInvitationEmailJob.name}:${invitationId}`, trx },
    );
  },

  /** An invitation's signing link: `/docusign?t=…` on the campus's portal URL, open until `expiresAtMs`. */
  signingLinkUrl(campus: Campus, invitationId: string, expiresAtMs: number): string {
    const { portalUrls, unsubscribeSecret } = getConfig(strapi).emailSending;
    return signingLinks(unsubscribeSecret).url(portalUrls[campus], campus, invitationId, expiresAtMs);
  },

  /**
   * What a signing link's token names, or null when its signature or shape is wrong. Whether it
   * has expired is the caller's to check, so that it can say "expired" apart from "altered".
   */
  readSigningToken(token: string): SigningLink | null {
    return signingLinks(getConfig(strapi).emailSending.unsubscribeSecret).read(token);
  },

  /** How many people a send to the whole campus would reach if it were started now (0: no live post, or no one it is for). */
  async recipientCount(scope: CampusSendScope): Promise<number> {
    return (await campusReach(strapi, scope, new Date())).total;
  },

  /** The address and campus of an unsubscribe link's token, or null when it is not genuine. */
  readOptOut(token: string) {
    return unsubscribeLinks(getConfig(strapi).emailSending.unsubscribeSecret).read(token);
  },

  /** Records the opt-out of everyone of the campus with the link's address (any case); later sends skip them. */
  async optOut(token: string): Promise<{ campus: Campus; email: string; people: number } | null> {
    const link = this.readOptOut(token);
    if (!link) return null;
    const { count } = (await strapi.db.query(PORTAL_USER).updateMany({
      where: { campus: link.campus, email: { $eqi: link.email } },
      data: { bulk_email_opt_out: true },
    })) as { count: number };
    return { ...link, people: count };
  },
});

export type EmailSending = ReturnType<typeof emailSending>;

export const emailSendingOf = (strapi: Core.Strapi) => strapi.plugin(PLUGIN).service<EmailSending>('email-sending');

export default emailSending;
