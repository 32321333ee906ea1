import type { Core } from '@strapi/strapi';
import { CONSENT_FORM_MESSAGES, FORM_LIMITS, type Campus, type ConsentFormInput } from '@portal/contract';
import { sanitiseRichText } from '@portal/contract/rich-text';
import { storedAttachmentsOf } from './attachments';
import { appendFormEvent, contentHashOf } from './evidence';
import { formEmailsOf, wakeJobsOnCommit } from './form-emails';
import { queueFormTranslation } from './form-translations';
import {
  CONSENT_FORM,
  FORM_EVENT,
  FORM_INVITATION,
  FORM_RESPONSE,
  FORM_TRANSLATION,
  FORM_VERSION,
  isoOf,
  type ConsentFormRecord,
  type ConsentFormRow,
  type FormVersionRecord,
} from './records';
import { FormRefused } from './refusals';
import { queueAutomaticReminders } from './reminders';
import { formsWithAnyAnswer, standingCountsOf } from './standing';

/**
 * A campus's permission forms as admins write them (issue 30). A draft is edited in place; a
 * published form's edit is a new version (the text signers saw stays in its version row, with
 * its hash); every step is an event of the form's chain, in the write's transaction.
 */

/** How far back a closed or past form stays in readers' lists. */
const LIVE_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The time of a write: now, unless the seed dates its demo forms. */
type At = { now?: Date };

const loadForm = async (strapi: Core.Strapi, documentId: string): Promise<ConsentFormRecord> => {
  const form = (await strapi.db.query(CONSENT_FORM).findOne({ where: { documentId } })) as ConsentFormRecord | null;
  if (!form) throw new FormRefused('notFound', 'No such form.');
  return form;
};

const withCounts = async (strapi: Core.Strapi, forms: ConsentFormRecord[]): Promise<ConsentFormRow[]> => {
  const ids = forms.map((form) => form.documentId);
  const counts = await standingCountsOf(strapi, ids);
  const answeredEver = await formsWithAnyAnswer(strapi, ids);
  return forms.map((form) => ({
    ...form,
    answered: counts.get(form.documentId) ?? 0,
    deletable: !answeredEver.has(form.documentId),
  }));
};

/** One form with its count of standing answers. */
export async function readForm(strapi: Core.Strapi, documentId: string): Promise<ConsentFormRow> {
  const [row] = await withCounts(strapi, [await loadForm(strapi, documentId)]);
  return row!;
}

/** Every form of a campus, drafts included, the latest due first: the admins' list. */
export async function formsOfCampus(strapi: Core.Strapi, campus: Campus): Promise<ConsentFormRow[]> {
  const forms = (await strapi.db.query(CONSENT_FORM).findMany({
    where: { campus },
    orderBy: [{ due_at: 'desc' }, { id: 'desc' }],
  })) as ConsentFormRecord[];
  return withCounts(strapi, forms);
}

/** The forms readers may see: published or closed, due in the last 60 days or later, the latest due first. */
export async function liveFormsOfCampus(strapi: Core.Strapi, campus: Campus, now = new Date()): Promise<ConsentFormRow[]> {
  const forms = (await strapi.db.query(CONSENT_FORM).findMany({
    where: { campus, status: { $in: ['published', 'closed'] }, due_at: { $gte: new Date(now.getTime() - LIVE_DAYS * DAY_MS) } },
    orderBy: [{ due_at: 'desc' }, { id: 'desc' }],
  })) as ConsentFormRecord[];
  return withCounts(strapi, forms);
}

/** What an admin wrote, as stored: the body sanitised as posts are (the BFF did already; the CMS does whoever writes). */
function fieldsOf(input: ConsentFormInput) {
  const body = sanitiseRichText(input.body);
  if (body.trim() === '') throw new FormRefused('badRequest', CONSENT_FORM_MESSAGES.body);
  return {
    title: input.title,
    body,
    questions: input.questions,
    audience: input.audience,
    due_at: new Date(input.due_at),
    signers: input.signers,
    student_from_year: input.student_from_year,
    changes_allowed: input.changes_allowed,
    reminder_days: input.reminder_days,
  };
}

/** A new draft, and its `created` event. */
export async function createForm(
  strapi: Core.Strapi,
  input: { campus: Campus; author: string; author_name: string; form: ConsentFormInput },
  { now = new Date() }: At = {},
): Promise<ConsentFormRow> {
  const fields = fieldsOf(input.form);
  const attachments = await storedAttachmentsOf(strapi, input.campus, input.form.attachments);
  const created = await strapi.db.transaction(async () => {
    const form = (await strapi.db.query(CONSENT_FORM).create({
      data: {
        ...fields,
        attachments,
        campus: input.campus,
        status: 'draft',
        version: 0,
        author: input.author,
        author_name: input.author_name,
      },
    })) as ConsentFormRecord;
    await appendFormEvent(strapi, {
      form: form.documentId,
      kind: 'created',
      actor: input.author,
      details: { title: form.title },
      at: now,
    });
    return form;
  });
  return { ...created, answered: 0, deletable: true };
}

/**
 * An admin's edit. A draft changes in place. A published form gets a new version: its number
 * and hash, kept in a version row beside the earlier ones, and `asks_again` says whether those
 * who answered an earlier version must answer again (their answers stop counting, and the
 * request to answer is emailed to them again) or not. A new due time is its signing links' new
 * expiry. A closed form is not edited.
 */
export async function updateForm(
  strapi: Core.Strapi,
  documentId: string,
  input: { actor: string; form: ConsentFormInput },
  { now = new Date() }: At = {},
): Promise<ConsentFormRow> {
  const fields = fieldsOf(input.form);
  await strapi.db.transaction(async ({ trx, onCommit }) => {
    const form = await loadForm(strapi, documentId);
    if (form.status === 'closed') throw new FormRefused('conflict', CONSENT_FORM_MESSAGES.closed);
    // Attachments added, removed or renamed are an edit like any other: a published form's is a new version.
    const attachments = await storedAttachmentsOf(strapi, form.campus, input.form.attachments);
    if (form.status === 'draft') {
      await strapi.db.query(CONSENT_FORM).update({ where: { id: form.id }, data: { ...fields, attachments } });
      await appendFormEvent(strapi, {
        form: documentId,
        kind: 'edited',
        actor: input.actor,
        details: { version: 0, asks_again: false },
        at: now,
      });
      return;
    }
    if (fields.due_at.getTime() <= now.getTime()) throw new FormRefused('badRequest', CONSENT_FORM_MESSAGES.dueAt);
    const asksAgain = input.form.asks_again ?? false;
    const version = await addVersion(
      strapi,
      form,
      { ...fields, attachments },
      { number: form.version + 1, asksAgain, actor: input.actor },
    );
    await strapi.db.query(CONSENT_FORM).update({
      where: { id: form.id },
      data: { ...fields, attachments, version: version.number, content_hash: version.content_hash },
    });
    await appendFormEvent(strapi, {
      form: documentId,
      kind: 'edited',
      actor: input.actor,
      details: { version: version.number, asks_again: asksAgain, content_hash: version.content_hash },
      at: now,
    });
    if (!sameDueTime(form, fields)) {
      await strapi.db.query(FORM_INVITATION).updateMany({ where: { form: documentId }, data: { expires_at: fields.due_at } });
    }
    // Its machine translations, when they are on (the same text as before is not sent again).
    await queueFormTranslation(strapi, { form: documentId, version: version.number }, { trx, onCommit });
    if (asksAgain) {
      await formEmailsOf(strapi).queueFormRequestsAgain(documentId, version.number, trx);
      wakeJobsOnCommit(strapi, onCommit);
    }
    // New reminder days or a new due date: reminders at the new times too. A job queued for an
    // earlier time still runs, but the plugin emails nobody twice in a school day for the form.
    if (!sameReminders(form, fields)) await queueAutomaticReminders(strapi, { ...form, ...fields }, trx, now);
  });
  return readForm(strapi, documentId);
}

const sameDueTime = (form: Pick<ConsentFormRecord, 'due_at'>, fields: Pick<ConsentFormRecord, 'due_at'>): boolean =>
  new Date(form.due_at).getTime() === new Date(fields.due_at).getTime();

/** Whether an edit leaves the automatic reminders' times as they were: the same due time and reminder days. */
const sameReminders = (
  form: Pick<ConsentFormRecord, 'due_at' | 'reminder_days'>,
  fields: Pick<ConsentFormRecord, 'due_at' | 'reminder_days'>,
): boolean =>
  sameDueTime(form, fields) && JSON.stringify(form.reminder_days ?? null) === JSON.stringify(fields.reminder_days ?? null);

/** A version row: exactly the text, questions and attachments signers will see, and their hash. */
async function addVersion(
  strapi: Core.Strapi,
  form: Pick<ConsentFormRecord, 'documentId'>,
  fields: Pick<ConsentFormRecord, 'title' | 'body' | 'questions' | 'attachments'>,
  { number, asksAgain, actor }: { number: number; asksAgain: boolean; actor: string },
): Promise<FormVersionRecord> {
  const shown = { title: fields.title, body: fields.body, questions: fields.questions, attachments: fields.attachments ?? [] };
  return (await strapi.db.query(FORM_VERSION).create({
    data: {
      form: form.documentId,
      number,
      ...shown,
      content_hash: contentHashOf(shown),
      asks_again: asksAgain,
      created_by: actor,
    },
  })) as FormVersionRecord;
}

/** A form with no answer at all (withdrawn ones count too: they are evidence), gone with its versions, events and invitations. */
export async function deleteForm(strapi: Core.Strapi, documentId: string): Promise<ConsentFormRow> {
  return strapi.db.transaction(async () => {
    const form = await loadForm(strapi, documentId);
    if ((await strapi.db.query(FORM_RESPONSE).count({ where: { form: documentId } })) > 0) {
      throw new FormRefused('conflict', CONSENT_FORM_MESSAGES.answered);
    }
    for (const uid of [FORM_VERSION, FORM_TRANSLATION, FORM_EVENT, FORM_INVITATION] as const) {
      await strapi.db.query(uid).deleteMany({ where: { form: documentId } });
    }
    await strapi.db.query(CONSENT_FORM).delete({ where: { id: form.id } });
    return { ...form, answered: 0, deletable: true };
  });
}

/**
 * A draft published as version 1: due in the future, its hash fixed, its `published` event, and
 * the emails asking each required signer (the email-sends plugin's `form-requests` job) and the
 * automatic reminders, queued in the same transaction. `emails: false` leaves them out (the demo seed: nobody to tell).
 */
export async function publishForm(
  strapi: Core.Strapi,
  documentId: string,
  input: { actor: string },
  { now = new Date(), emails = true }: At & { emails?: boolean } = {},
): Promise<ConsentFormRow> {
  await strapi.db.transaction(async ({ trx, onCommit }) => {
    const form = await loadForm(strapi, documentId);
    if (form.status !== 'draft') throw new FormRefused('conflict', CONSENT_FORM_MESSAGES.notDraft);
    if (new Date(form.due_at).getTime() <= now.getTime()) throw new FormRefused('badRequest', CONSENT_FORM_MESSAGES.dueAt);
    const version = await addVersion(strapi, form, form, { number: 1, asksAgain: false, actor: input.actor });
    await strapi.db.query(CONSENT_FORM).update({
      where: { id: form.id },
      data: { status: 'published', version: 1, content_hash: version.content_hash, issued_at: now },
    });
    await appendFormEvent(strapi, {
      form: documentId,
      kind: 'published',
      actor: input.actor,
      details: { version: 1, content_hash: version.content_hash, due_at: isoOf(form.due_at) },
      at: now,
    });
    // Its machine translations, when they are on: signers in another language read it beside the English.
    await queueFormTranslation(strapi, { form: documentId, version: 1 }, { trx, onCommit });
    if (emails) {
      await formEmailsOf(strapi).queueFormRequests(documentId, trx);
      await queueAutomaticReminders(strapi, form, trx, now);
      wakeJobsOnCommit(strapi, onCommit);
    }
  });
  return readForm(strapi, documentId);
}

/** A published form closed before (or after) its due time: it takes no more answers. */
export async function closeForm(
  strapi: Core.Strapi,
  documentId: string,
  input: { actor: string },
  { now = new Date() }: At = {},
): Promise<ConsentFormRow> {
  await strapi.db.transaction(async () => {
    const form = await loadForm(strapi, documentId);
    if (form.status !== 'published') throw new FormRefused('conflict', CONSENT_FORM_MESSAGES.notPublished);
    await strapi.db.query(CONSENT_FORM).update({ where: { id: form.id }, data: { status: 'closed', closed_at: now } });
    await appendFormEvent(strapi, { form: documentId, kind: 'closed', actor: input.actor, details: {}, at: now });
  });
  return readForm(strapi, documentId);
}

/** The same instant a whole number of years later, until it is after `now` (a form for next year's excursion). */
export function movedByWholeYears(dueAt: Date, now: Date): Date {
  let years = 0;
  const later = () => {
    const moved = new Date(dueAt);
    moved.setUTCFullYear(dueAt.getUTCFullYear() + years);
    return moved;
  };
  while (later().getTime() <= now.getTime()) years += 1;
  return later();
}

const COPY_SUFFIX = ' (copy)';

/** A new draft from a form (cloned for next year): its text, questions and settings, due a whole number of years on. */
export async function copyForm(
  strapi: Core.Strapi,
  documentId: string,
  input: { actor: string; author_name: string },
  { now = new Date() }: At = {},
): Promise<ConsentFormRow> {
  const copy = await strapi.db.transaction(async () => {
    const form = await loadForm(strapi, documentId);
    const created = (await strapi.db.query(CONSENT_FORM).create({
      data: {
        campus: form.campus,
        title: `${form.title.slice(0, FORM_LIMITS.title - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
        body: form.body,
        questions: form.questions,
        attachments: form.attachments ?? [],
        audience: form.audience,
        due_at: movedByWholeYears(new Date(form.due_at), now),
        signers: form.signers,
        student_from_year: form.student_from_year,
        changes_allowed: form.changes_allowed,
        reminder_days: form.reminder_days,
        status: 'draft',
        version: 0,
        author: input.actor,
        author_name: input.author_name,
        cloned_from: documentId,
      },
    })) as ConsentFormRecord;
    await appendFormEvent(strapi, {
      form: created.documentId,
      kind: 'cloned',
      actor: input.actor,
      details: { from: documentId },
      at: now,
    });
    return created;
  });
  return { ...copy, answered: 0, deletable: true };
}
