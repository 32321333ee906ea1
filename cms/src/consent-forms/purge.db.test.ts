import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';

// The retention of permission forms' evidence (issue 30, step 2) in the compiled CMS: the daily
// purge deletes a form due longer ago than FORM_EVIDENCE_KEPT_DAYS with everything kept about it,
// and keeps the others whole. Needs `npm run build --workspace cms` first.

const cms = compiledCmsTest('consent-form-purge');

const SCRIPT = cmsScript(
  `
    const DAY = 24 * 60 * 60 * 1000;
    const ava = await strapi.db.query('api::student.student')
      .create({ data: { STUDENT_NUMBER: '1004', username: 's1004', student: 'Ava Patel', form_run: 9, campus: 'sydney' } });

    // A form written, published and answered while it was current: due 40 days ago, or in a week.
    const answeredForm = async (dueInDays) => {
      const due = Date.now() + dueInDays * DAY;
      const then = { now: new Date(due - 14 * DAY) };
      const draft = await forms.createForm(
        strapi,
        { campus: 'sydney', author: 'admin1', author_name: 'Daniel Okafor', form: { ...formInput, due_at: new Date(due).toISOString() } },
        then,
      );
      const form = await forms.publishForm(strapi, draft.documentId, { actor: 'admin1' }, { ...then, emails: false });
      await responses.signForm(
        strapi,
        {
          form: form.documentId,
          content_hash: form.content_hash,
          students: [{ student: ava.documentId, student_number: '1004', student_name: 'Ava Patel' }],
          signer: 'carer-a',
          signer_email: null,
          signer_name: 'Pat Patel',
          answers: { consent: 'yes' },
          method: 'campus-sign-in',
          device_time: then.now.toISOString(),
          ip: null,
          user_agent: null,
          client_id: randomUUID(),
          invitation: null,
        },
        { ...then, emails: false },
      );
      await strapi.db.query('api::form-invitation.form-invitation').create({
        data: { campus: 'sydney', form: form.documentId, student: ava.documentId, email: 'gran@example.com', invited_by: 'carer-a', expires_at: new Date(due) },
      });
      return form.documentId;
    };
    const old = await answeredForm(-40);
    const recent = await answeredForm(7);

    const rowsOf = async (form) => {
      const rows = {};
      for (const [name, uid] of Object.entries(KINDS)) rows[name] = await strapi.db.query(uid).count({ where: uid === KINDS.form ? { documentId: form } : { form } });
      return rows;
    };
    result.before = { old: await rowsOf(old), recent: await rowsOf(recent) };
    result.purged = await purge.purgeFormEvidence(strapi);
    result.after = { old: await rowsOf(old), recent: await rowsOf(recent) };
    result.again = await purge.purgeFormEvidence(strapi);`,
  `
const { randomUUID } = require('node:crypto');
const dist = (file) => require(path.join(process.cwd(), 'dist', 'src', 'consent-forms', file));
const forms = dist('forms.js');
const responses = dist('responses.js');
const purge = dist('purge.js');
const KINDS = {
  form: 'api::consent-form.consent-form',
  versions: 'api::consent-form-version.consent-form-version',
  answers: 'api::form-response.form-response',
  events: 'api::form-event.form-event',
  invitations: 'api::form-invitation.form-invitation',
};
const formInput = {
  title: 'Year 9 excursion to the Australian Museum',
  body: '<p>Leaves at 9 am.</p>',
  questions: [{ id: 'consent', kind: 'consent', label: 'I give permission', required: true }],
  audience: { years: [9], groups: [], students: [] },
  signers: 'any_carer',
  student_from_year: null,
  changes_allowed: false,
  reminder_days: [],
};`,
);

type Rows = Record<'form' | 'versions' | 'answers' | 'events' | 'invitations', number>;
type Outcome = { before: { old: Rows; recent: Rows }; purged: number; after: { old: Rows; recent: Rows }; again: number };

let outcome: Outcome;

beforeAll(async () => {
  await cms.setUp('consent-forms/purge.js');
  // Forms are kept 30 days after their due date here (seven years by default).
  outcome = JSON.parse((await cms.run(SCRIPT, { JOBS_WORKER: 'false', FORM_EVIDENCE_KEPT_DAYS: '30' })).last) as Outcome;
}, 300_000);

afterAll(() => cms.tearDown());

describe('the purge of old forms', () => {
  const whole: Rows = { form: 1, versions: 1, answers: 1, events: 3, invitations: 1 };

  it('deletes a form due longer ago than the kept days, with its versions, answers, log and invitations', () => {
    expect(outcome.before.old).toEqual(whole);
    expect(outcome.purged).toBe(1);
    expect(outcome.after.old).toEqual({ form: 0, versions: 0, answers: 0, events: 0, invitations: 0 });
  });

  it('keeps a form due more recently whole, and finds nothing more to delete on a second run', () => {
    expect(outcome.after.recent).toEqual(whole);
    expect(outcome.again).toBe(0);
  });
});
