import type { Core } from '@strapi/strapi';
import {
  CONSENT_FORM_MESSAGES,
  DEFAULT_FORM_REMINDER_DAYS,
  addDays,
  instantOfSchoolTime,
  isFormOpen,
  schoolDayOf,
  schoolTimeOf,
  type Campus,
  type FormReminderRecord,
} from '@portal/contract';
import { appendFormEvent } from './evidence';
import { formEmailsOf, wakeJobsOnCommit } from './form-emails';
import { CONSENT_FORM, isoOf, type ConsentFormRecord } from './records';
import { FormRefused } from './refusals';

/**
 * Reminders to the signers who have not answered a form yet (issue 30, step 2). The email-sends
 * plugin's `form-reminders` job works out who is pending and emails them, at most once a day each;
 * this queues it: at once when an admin asks, and ahead, at publication, for each of the form's
 * reminder days.
 */

/** The campus's IANA zone, as the plugins are configured with it (SYDNEY_TIME_ZONE, ARMIDALE_TIME_ZONE; config/plugins.ts). */
export const schoolTimeZoneOf = (strapi: Core.Strapi, campus: Campus): string =>
  (strapi.config.get('plugin::email-sends') as { emailSending: { timeZones: Record<Campus, string> } }).emailSending.timeZones[
    campus
  ];

/**
 * When a form's automatic reminders go: each reminder day N before the due date, at the due time's
 * wall-clock time on the school's clock (due Friday 6 pm, N = 3: Tuesday 6 pm, even across a
 * daylight-saving change), those still ahead of `now` only, earliest first. No days set: the defaults.
 */
export function automaticReminderTimes(dueAt: Date, reminderDays: readonly number[] | null, timeZone: string, now: Date): Date[] {
  const dueDay = schoolDayOf(dueAt, timeZone);
  const dueTime = schoolTimeOf(dueAt, timeZone);
  return [...new Set(reminderDays ?? DEFAULT_FORM_REMINDER_DAYS)]
    .map((days) => instantOfSchoolTime(addDays(dueDay, -days), dueTime, timeZone))
    .filter((at) => at.getTime() > now.getTime())
    .sort((a, b) => a.getTime() - b.getTime());
}

/**
 * Queues a published form's automatic reminders in the caller's transaction: one delayed job per
 * reminder time (the plugin keys each by form and time, so queueing the same times again adds
 * nothing). A job that comes due once the form is closed or past due sends nothing.
 */
export async function queueAutomaticReminders(
  strapi: Core.Strapi,
  form: Pick<ConsentFormRecord, 'documentId' | 'campus' | 'due_at' | 'reminder_days'>,
  trx: unknown,
  now: Date,
): Promise<void> {
  const times = automaticReminderTimes(new Date(form.due_at), form.reminder_days, schoolTimeZoneOf(strapi, form.campus), now);
  for (const runAt of times) await formEmailsOf(strapi).queueFormReminders(form.documentId, { runAt, manual: false }, trx);
}

/**
 * An admin's "remind now": the pending signers emailed at once (those already reminded today are
 * skipped, and counted), and a `reminded` event with the counts. Only while the form is open.
 */
export async function remindSigners(
  strapi: Core.Strapi,
  formId: string,
  input: { actor: string },
  { now = new Date() }: { now?: Date } = {},
): Promise<FormReminderRecord> {
  return strapi.db.transaction(async ({ trx, onCommit }) => {
    const form = (await strapi.db.query(CONSENT_FORM).findOne({ where: { documentId: formId } })) as ConsentFormRecord | null;
    if (!form) throw new FormRefused('notFound', 'No such form.');
    if (!isFormOpen({ status: form.status, due_at: isoOf(form.due_at) }, now))
      throw new FormRefused('conflict', CONSENT_FORM_MESSAGES.closed);
    const { queued, skipped_today } = await formEmailsOf(strapi).queueFormReminders(formId, { manual: true }, trx);
    await appendFormEvent(strapi, {
      form: formId,
      kind: 'reminded',
      actor: input.actor,
      details: { queued, skipped_today },
      at: now,
    });
    wakeJobsOnCommit(strapi, onCommit);
    return { queued, skipped_today };
  });
}
