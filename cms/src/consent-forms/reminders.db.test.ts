import { CONSENT_FORM_MESSAGES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';
import { FORM_SCRIPT_HELPERS } from './testing/form-script';

// Reminders of permission forms (issue 30, step 2) in the compiled CMS: what publishing and
// editing a form queue ahead, and an admin's "remind now". The job worker is off, so the queued
// jobs stay where they can be read (the email-sends plugin's form-reminders job, tested there,
// decides whom they email). Needs `npm run build --workspace cms` and the plugins built first.

const cms = compiledCmsTest('consent-form-reminders');

const SCRIPT = cmsScript(
  `
    const mia = await sydneyStudent(strapi, '1001', 'Mia Taylor', 9, { username: 's1001' });
    const jordan = await strapi.db.query('api::portal-user.portal-user')
      .create({ data: { username: 'jordan', firstname: 'Jordan', surname: 'Taylor', email: 'jordan@example.com', type: 'affiliate', campus: 'sydney' } });
    await strapi.db.query('api::carer-student.carer-student').create({ data: { carer: jordan.id, student: mia.id } });

    const input = (changes) => formInput({ due_at: new Date(Date.now() + 10 * DAY).toISOString(), ...changes });
    const reminderKeys = async (form) => (await strapi.db.connection('jobs').where({ kind: 'form-reminders' }).select('dedupe_key'))
      .map((row) => row.dedupe_key).filter((key) => key.startsWith('form-reminders:' + form + ':')).sort();
    const expectedKeys = (form, dueAt, days) => reminders.automaticReminderTimes(new Date(dueAt), days, reminders.schoolTimeZoneOf(strapi, 'sydney'), new Date())
      .map((at) => 'form-reminders:' + form + ':' + at.toISOString());

    const written = input({});
    const form = await forms.publishForm(strapi, (await draftOf(strapi, written)).documentId, { actor: 'admin1' });
    result.published = { keys: await reminderKeys(form.documentId), expected: expectedKeys(form.documentId, written.due_at, [3, 1]) };
    await forms.updateForm(strapi, form.documentId, { actor: 'admin1', form: { ...written, title: 'Museum excursion' } });
    result.sameDays = await reminderKeys(form.documentId);
    await forms.updateForm(strapi, form.documentId, { actor: 'admin1', form: { ...written, reminder_days: [2] } });
    result.newDays = { keys: await reminderKeys(form.documentId), added: expectedKeys(form.documentId, written.due_at, [2]) };

    result.remind = await reminders.remindSigners(strapi, form.documentId, { actor: 'admin1' });
    const [last] = await strapi.db.query('api::form-event.form-event').findMany({ where: { form: form.documentId }, orderBy: { seq: 'desc' }, limit: 1 });
    result.event = { kind: last.kind, actor: last.actor, details: last.details };
    // The service the email-sends plugin's reminder job logs an automatic reminder through.
    const automatic = await strapi.service('api::form-event.form-event').append({
      form: form.documentId, kind: 'reminded', actor: 'system', at: new Date(),
      details: { manual: false, day: '2030-01-01', sent: 1, suppressed: 0, refused: 0, skipped_today: 0 },
    });
    result.automatic = {
      kind: automatic.kind,
      seq: automatic.seq - last.seq,
      follows: automatic.previous_hash === last.hash,
      problems: await evidenceProblemsOf(strapi, form.documentId),
    };
    const draft = await draftOf(strapi, input({}));
    result.refused = { draft: await refusal(reminders.remindSigners(strapi, draft.documentId, { actor: 'admin1' })) };
    await forms.closeForm(strapi, form.documentId, { actor: 'admin1' });
    result.refused.closed = await refusal(reminders.remindSigners(strapi, form.documentId, { actor: 'admin1' }));`,
  `${FORM_SCRIPT_HELPERS}
const forms = dist('forms.js');
const reminders = dist('reminders.js');`,
);

type Refusal = { status: string | null; message: string } | null;
type Outcome = {
  published: { keys: string[]; expected: string[] };
  sameDays: string[];
  newDays: { keys: string[]; added: string[] };
  remind: { queued: number; skipped_today: number };
  event: { kind: string; actor: string; details: Record<string, unknown> };
  automatic: { kind: string; seq: number; follows: boolean; problems: string[] };
  refused: { draft: Refusal; closed: Refusal };
};

let outcome: Outcome;

beforeAll(async () => {
  await cms.setUp('consent-forms/reminders.js');
  outcome = JSON.parse((await cms.run(SCRIPT, { JOBS_WORKER: 'false' })).last) as Outcome;
}, 300_000);

afterAll(() => cms.tearDown());

describe('automatic reminders', () => {
  it('are queued at publication, one job per reminder day, at the due time of day', () => {
    expect(outcome.published.keys).toHaveLength(2);
    expect(outcome.published.keys).toEqual([...outcome.published.expected].sort());
  });

  it('are queued again only when an edit changes the reminder days or the due date', () => {
    expect(outcome.sameDays).toEqual(outcome.published.keys);
    expect(outcome.newDays.keys).toEqual([...outcome.published.keys, ...outcome.newDays.added].sort());
    expect(outcome.newDays.added).toHaveLength(1);
  });
});

describe('reminding now', () => {
  it('answers how many pending signers are emailed and how many were reminded today, and logs it', () => {
    expect(outcome.remind).toEqual({ queued: expect.any(Number), skipped_today: expect.any(Number) });
    expect(outcome.remind.queued + outcome.remind.skipped_today).toBe(1);
    expect(outcome.event).toEqual({ kind: 'reminded', actor: 'admin1', details: outcome.remind });
  });

  it("takes an automatic reminder into the form's chain through the CMS's service, right after the last event", () => {
    expect(outcome.automatic).toEqual({ kind: 'reminded', seq: 1, follows: true, problems: [] });
  });

  it('is refused on a draft and on a closed form', () => {
    expect(outcome.refused.draft).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.closed });
    expect(outcome.refused.closed).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.closed });
  });
});
