import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';
import { FORM_SCRIPT_HELPERS } from './testing/form-script';

// The retention of permission forms' evidence (issue 30, step 2) in the compiled CMS: the daily
// purge deletes a form due longer ago than FORM_EVIDENCE_KEPT_DAYS with everything kept about it
// (its answers' signed copies too), and keeps the others whole. Needs `npm run build --workspace cms` first.

const cms = compiledCmsTest('consent-form-purge');

const SCRIPT = cmsScript(
  `
    const ava = await sydneyStudent(strapi, '1004', 'Ava Patel', 9, { username: 's1004' });

    // A form written, published and answered while it was current: due 40 days ago, or in a week.
    const answeredForm = async (dueInDays) => {
      const due = Date.now() + dueInDays * DAY;
      const then = { now: new Date(due - 14 * DAY) };
      const draft = await draftOf(strapi, formInput({ changes_allowed: false, reminder_days: [], due_at: new Date(due).toISOString() }), then);
      const form = await forms.publishForm(strapi, draft.documentId, { actor: 'admin1' }, { ...then, emails: false });
      const [answer] = await responses.signForm(
        strapi,
        signatureFor(form, ava, { signer_name: 'Pat Patel', device_time: then.now.toISOString(), ip: null, user_agent: null }),
        { ...then, emails: false },
      );
      await strapi.db.query('api::form-invitation.form-invitation').create({
        data: { campus: 'sydney', form: form.documentId, student: ava.documentId, email: 'gran@example.com', invited_by: 'carer-a', expires_at: new Date(due) },
      });
      // The answer's signed copy, as its job (off here) stores and names it.
      const copy = 'form-response-' + answer.documentId + '.pdf';
      await store.put(copy, Buffer.from('%PDF-1.7'), 'application/pdf');
      await strapi.db.query('api::form-response.form-response').update({ where: { documentId: answer.documentId }, data: { signed_copy: copy } });
      copies[form.documentId] = copy;
      return form.documentId;
    };
    const store = strapi.plugin('pdfs').service('private-files');
    const copies = {};
    const held = async (form) => {
      const file = await store.read(copies[form]);
      file?.body.destroy();
      return file !== null;
    };
    const old = await answeredForm(-40);
    const recent = await answeredForm(7);

    const rowsOf = async (form) => {
      const rows = {};
      for (const [name, uid] of Object.entries(KINDS)) rows[name] = await strapi.db.query(uid).count({ where: uid === KINDS.form ? { documentId: form } : { form } });
      return rows;
    };
    result.before = { old: await rowsOf(old), recent: await rowsOf(recent) };
    result.copiesBefore = { old: await held(old), recent: await held(recent) };
    result.purged = await purge.purgeFormEvidence(strapi);
    result.after = { old: await rowsOf(old), recent: await rowsOf(recent) };
    result.copiesAfter = { old: await held(old), recent: await held(recent) };
    result.again = await purge.purgeFormEvidence(strapi);`,
  `${FORM_SCRIPT_HELPERS}
const forms = dist('forms.js');
const responses = dist('responses.js');
const purge = dist('purge.js');
const KINDS = {
  form: 'api::consent-form.consent-form',
  versions: 'api::consent-form-version.consent-form-version',
  answers: 'api::form-response.form-response',
  events: 'api::form-event.form-event',
  invitations: 'api::form-invitation.form-invitation',
};`,
);

type Rows = Record<'form' | 'versions' | 'answers' | 'events' | 'invitations', number>;
type Copies = { old: boolean; recent: boolean };
type Outcome = {
  before: { old: Rows; recent: Rows };
  copiesBefore: Copies;
  purged: number;
  after: { old: Rows; recent: Rows };
  copiesAfter: Copies;
  again: number;
};

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

  it('removes the signed copies of the answers it deletes, and no others', () => {
    expect(outcome.copiesBefore).toEqual({ old: true, recent: true });
    expect(outcome.copiesAfter).toEqual({ old: false, recent: true });
  });

  it('keeps a form due more recently whole, and finds nothing more to delete on a second run', () => {
    expect(outcome.after.recent).toEqual(whole);
    expect(outcome.again).toBe(0);
  });
});
