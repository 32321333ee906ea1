import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { addDays, DEFAULT_FORM_REMINDER_DAYS, isFormOpen, schoolDayOf } from '@portal/contract';
import type { JobKind } from '@portal/strapi-plugin-jobs/types';
import type { FormRecords, FormRow, StandingAnswer } from '../email-sending/form-records';
import {
  addressOf,
  emailFormSigners,
  formSignersRunOf,
  ownAnswerAmong,
  signersOfForm,
  type FormSigner,
  type FormSignersRun,
} from '../email-sending/form-signer-emails';

/** The email type the logs list form reminders under (the contract's EMAIL_LOG_TYPES). */
export const FORM_REMINDER_KIND = 'Form Reminder';

export interface FormRemindersPayload {
  /** The consent form (api::consent-form.consent-form) whose pending signers are reminded. */
  formId: string;
  /** An admin asked for it now; otherwise it is one of the form's automatic reminders, due on one of its reminder days. */
  manual: boolean;
}

/**
 * The `send_id` tag of a form's reminders on one school day: with the person as `recipient_id`,
 * at most one reminder per (form, person, day), however many runs that day.
 */
export const formReminderSendId = (formId: string, day: string) => `form-reminder-${formId}-${day}`;

/**
 * The signers still to answer, each with only the children still waiting for them: for a child
 * that needs their own answer (every carer; the student), one they gave (as a portal person, or
 * through a link sent to their address); for any one carer's child, anybody's answer.
 */
export function pendingSigners(signers: Iterable<FormSigner>, answers: readonly StandingAnswer[]): FormSigner[] {
  const answeredFor = new Set(answers.map((answer) => answer.student));
  const answeredOwn = ownAnswerAmong(answers);
  const pending: FormSigner[] = [];
  for (const { person, children } of signers) {
    const waiting = children.filter((child) =>
      child.ownAnswer ? !answeredOwn(person, child.documentId) : !answeredFor.has(child.documentId),
    );
    if (waiting.length > 0) pending.push({ person, children: waiting });
  }
  return pending;
}

/**
 * Whether a school day is one a form's automatic reminders go on: its due day less one of its
 * reminder days (the contract's defaults when it sets none, as the CMS queues them). A reminder
 * queued for a day the form no longer names (its due time or reminder days were edited since) is
 * thus left unsent; the edit queued the ones it names now.
 */
export function isReminderDay(form: Pick<FormRow, 'due_at' | 'reminder_days'>, day: string, timeZone: string): boolean {
  const dueDay = schoolDayOf(new Date(form.due_at), timeZone);
  return (form.reminder_days ?? DEFAULT_FORM_REMINDER_DAYS).some((days) => addDays(dueDay, -days) === day);
}

/**
 * A form's hash-chained log, which the CMS app keeps (its form-event service,
 * cms/src/api/form-event/services/form-event.ts): the plugin records there the automatic
 * reminders it sends, as the CMS records an admin's.
 */
export interface FormLog {
  append(event: { form: string; kind: 'reminded'; actor: string; details: Record<string, unknown>; at: Date }): Promise<unknown>;
}

export const formLogOf = (strapi: Core.Strapi): FormLog => strapi.service('api::form-event.form-event') as unknown as FormLog;

/** What a reminder run works with: the signers' run, the form's standing answers, and its log. */
export interface FormRemindersRun extends FormSignersRun {
  records: FormSignersRun['records'] & Pick<FormRecords, 'standingAnswers'>;
  formLog: FormLog;
}

/** Who a reminder of an open form sent now reaches: the pending signers with an address, split by whether today's reminder reached them. */
export interface FormReminderPlan {
  form: FormRow;
  /** The school's date now (YYYY-MM-DD, the campus's time zone). */
  day: string;
  sendId: string;
  toRemind: FormSigner[];
  remindedToday: FormSigner[];
}

/** The reminders of a form now, or null when the form is not open (closed, past due, a draft or gone). */
export async function formReminderPlan(
  formId: string,
  run: Pick<FormRemindersRun, 'records' | 'settings' | 'now'>,
): Promise<FormReminderPlan | null> {
  const { records } = run;
  const now = run.now ?? new Date();
  const form = await records.form(formId);
  if (!form || !isFormOpen(form, now)) return null;
  const day = schoolDayOf(now, run.settings.timeZones[form.campus]);
  const sendId = formReminderSendId(form.documentId, day);
  const [signers, answers, reached] = await Promise.all([
    signersOfForm(records, form),
    records.standingAnswers(form.documentId),
    records.sentTo(sendId),
  ]);
  const plan: FormReminderPlan = { form, day, sendId, toRemind: [], remindedToday: [] };
  for (const signer of pendingSigners(signers.values(), answers)) {
    if (!addressOf(signer.person)) continue;
    (reached.has(signer.person.documentId) ? plan.remindedToday : plan.toRemind).push(signer);
  }
  return plan;
}

/**
 * The key of a manual reminder's job: the people it is for today. Asking again before anyone's
 * answer or reminder changed answers the job already queued (a double click queues one), while
 * someone newly pending is reminded by a new one (whose run skips those reached already).
 */
export const manualReminderKey = (plan: FormReminderPlan) =>
  `${plan.form.documentId}:${plan.day}:${createHash('sha256')
    .update(
      plan.toRemind
        .map((signer) => signer.person.documentId)
        .sort()
        .join(','),
    )
    .digest('hex')
    .slice(0, 32)}`;

/**
 * A form's reminders: one 'Form Reminder' email per pending signer with an address, listing the
 * children still waiting for them, with the same way to answer as the request (the portal, or
 * a signing link per child for a carer who never signed in). At most one per person, form and
 * school day (tagged with the day): a second run that day sends only to those it has not reached.
 * A form no longer open sends nothing, nor does an automatic reminder on a day the form no
 * longer names.
 */
export async function sendFormReminders({ formId, manual }: FormRemindersPayload, run: FormRemindersRun): Promise<void> {
  const plan = await formReminderPlan(formId, run);
  if (!plan) {
    run.log.info(`Form ${formId}: not open, no reminder sent.`);
    return;
  }
  const { form, day, sendId } = plan;
  if (!manual && !isReminderDay(form, day, run.settings.timeZones[form.campus])) {
    run.log.info(`Form ${formId}: ${day} is no longer one of its reminder days, no reminder sent.`);
    return;
  }
  const counts = await emailFormSigners(form, plan.toRemind, { purpose: 'reminder', kind: FORM_REMINDER_KIND, sendId }, run);
  // An admin's reminder was logged when they asked for it (cms/src/consent-forms/reminders.ts); an automatic one is logged here, once sent.
  if (!manual) {
    await run.formLog.append({
      form: formId,
      kind: 'reminded',
      actor: 'system',
      details: {
        manual: false,
        day,
        sent: counts.sent,
        suppressed: counts.suppressed,
        refused: counts.refused,
        skipped_today: plan.remindedToday.length,
      },
      at: run.now ?? new Date(),
    });
  }
  run.log.info(
    `Form ${formId} (${form.campus}) ${manual ? 'manual' : 'automatic'} reminder on ${day}: ${plan.toRemind.length} pending signer(s) to remind, ${plan.remindedToday.length} reminded already; ${counts.sent} emailed, ${counts.suppressed} suppressed, ${counts.refused} refused.`,
  );
}

/** The reminders of a published form: an admin's, or one of its reminder days' (services/email-sending.ts queueFormReminders). */
export const formRemindersJob: JobKind<FormRemindersPayload> = {
  name: 'form-reminders',
  maxAttempts: 5,

  async run(payload, { strapi, log }) {
    await sendFormReminders(payload, { ...formSignersRunOf(strapi, log), formLog: formLogOf(strapi) });
  },
};
