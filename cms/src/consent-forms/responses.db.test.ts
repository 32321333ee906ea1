import { CONSENT_FORM_MESSAGES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';

// Signing permission forms (issue 30) in the compiled CMS, on SQLite or, with
// TEST_DATABASE=postgres, a PostgreSQL database of its own (where two signatures at once really
// run side by side). The forms' code is called as the controllers call it; the job worker is
// off, so the receipts' jobs stay queued where they can be counted. Needs
// `npm run build --workspace cms` first.

const cms = compiledCmsTest('consent-forms');

const SCRIPT = cmsScript(
  `
    const students = strapi.db.query('api::student.student');
    const mia = (await students.create({ data: { STUDENT_NUMBER: '1001', student: 'Mia Taylor', form_run: 9, campus: 'sydney' } })).documentId;
    const other = (await students.create({ data: { STUDENT_NUMBER: '1002', student: 'Ava Patel', form_run: 7, campus: 'sydney' } })).documentId;

    const published = async (changesAllowed) => {
      const draft = await forms.createForm(strapi, { campus: 'sydney', author: 'admin1', author_name: 'Daniel Okafor', form: formInput(changesAllowed) });
      return forms.publishForm(strapi, draft.documentId, { actor: 'admin1' });
    };
    const signature = (form, changes) => ({
      form: form.documentId,
      content_hash: form.content_hash,
      students: [{ student: mia, student_number: '1001', student_name: 'Mia Taylor' }],
      signer: 'carer-a',
      signer_email: null,
      signer_name: 'Jordan Taylor',
      answers: { consent: 'yes', home: 'School bus' },
      method: 'campus-sign-in',
      device_time: new Date().toISOString(),
      ip: '203.0.113.10',
      user_agent: 'Safari',
      client_id: randomUUID(),
      invitation: null,
      ...changes,
    });
    const refusal = (promise) => promise.then(() => null, (error) => ({ status: error.status ?? null, message: error.message }));
    const rowsOf = async (form) => (await strapi.db.query('api::form-response.form-response').findMany({ where: { form: form.documentId }, orderBy: { id: 'asc' } }))
      .map(({ documentId, signer, client_key, superseded_by, withdrawn_at }) => ({ documentId, signer, client_key, superseded_by, withdrawn_at }));
    const kindsOf = async (form) => (await strapi.db.query('api::form-event.form-event').findMany({ where: { form: form.documentId }, orderBy: { seq: 'asc' } })).map((event) => event.kind);
    const receiptJobs = async () => (await strapi.db.connection('jobs').where({ kind: 'form-receipt' })).length;
    const problemsOf = async (form) => verify.verifyFormEvidence(await verify.loadFormEvidence(strapi, form.documentId));

    const form = await published(false);
    result.stored = { status: form.status, version: form.version, content_hash: form.content_hash, body: form.body };

    const first = signature(form);
    const signed = await responses.signForm(strapi, first);
    const replayed = await responses.signForm(strapi, first);
    const racing = signature(form, { signer: 'carer-r', client_id: randomUUID() });
    const raced = await Promise.all([responses.signForm(strapi, racing), responses.signForm(strapi, racing)]);
    result.replay = {
      signed: signed.map((row) => row.documentId),
      replayed: replayed.map((row) => row.documentId),
      raced: raced.map((rows) => rows.map((row) => row.documentId)),
      signedHasNoPrivateEvidence: !('ip' in signed[0]) && !('user_agent' in signed[0]),
      rows: (await rowsOf(form)).length,
      receipts: await receiptJobs(),
    };

    const together = await Promise.all([
      responses.signForm(strapi, signature(form, { signer: 'carer-b', signer_name: 'Sam Wilson' })),
      responses.signForm(strapi, signature(form, { signer: 'carer-c', signer_name: 'Lee Wilson' })),
    ]);
    result.together = { signers: together.map(([row]) => row.signer), standing: (await standing.standingResponsesOf(strapi, [form.documentId], [mia])).map((row) => row.signer).sort() };

    result.refused = {
      contentHash: await refusal(responses.signForm(strapi, signature(form, { signer: 'carer-d', content_hash: 'f'.repeat(64) }))),
      answers: await refusal(responses.signForm(strapi, signature(form, { signer: 'carer-d', answers: { consent: 'maybe', home: 'School bus' } }))),
      notInAudience: await refusal(responses.signForm(strapi, signature(form, { signer: 'carer-d', students: [{ student: other, student_number: '1002', student_name: 'Ava Patel' }] }))),
      change: await refusal(responses.signForm(strapi, signature(form, { answers: { consent: 'no', home: 'School bus' } }))),
      withdrawal: await refusal(responses.withdrawResponse(strapi, { form: form.documentId, student: mia, signer: 'carer-a', signer_email: null, client_id: randomUUID() })),
    };
    await forms.closeForm(strapi, form.documentId, { actor: 'admin1' });
    result.refused.closed = await refusal(responses.signForm(strapi, signature(form, { signer: 'carer-d' })));
    result.rowsAfterRefusals = (await rowsOf(form)).length;
    result.kinds = await kindsOf(form);
    result.problems = await problemsOf(form);

    const open = await published(true);
    const before = await responses.signForm(strapi, signature(open));
    const after = await responses.signForm(strapi, signature(open, { answers: { consent: 'no', home: 'Collected by a carer' } }));
    const withdrawn = await responses.withdrawResponse(strapi, { form: open.documentId, student: mia, signer: 'carer-a', signer_email: null, client_id: randomUUID() });
    result.changed = {
      rows: await rowsOf(open),
      before: before[0].documentId,
      after: after[0].documentId,
      declined: after[0].declined,
      withdrawn: withdrawn.documentId,
      standing: (await standing.standingResponsesOf(strapi, [open.documentId], [mia])).length,
      kinds: await kindsOf(open),
      problems: await problemsOf(open),
    };`,
  `
const { randomUUID } = require('node:crypto');
const dist = (file) => require(path.join(process.cwd(), 'dist', 'src', 'consent-forms', file));
const forms = dist('forms.js');
const responses = dist('responses.js');
const standing = dist('standing.js');
const verify = dist('verify.js');
const formInput = (changesAllowed) => ({
  title: 'Year 9 excursion to the Australian Museum',
  body: '<p>Leaves at 9 am.</p><script>alert(1)</script>',
  questions: [
    { id: 'consent', kind: 'consent', label: 'I give permission', required: true },
    { id: 'health', kind: 'health', label: 'Medical needs', required: false },
    { id: 'home', kind: 'choice', label: 'Home by', required: true, options: ['School bus', 'Collected by a carer'] },
  ],
  audience: { years: [9], groups: [], students: [] },
  due_at: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
  signers: 'any_carer',
  student_from_year: null,
  changes_allowed: changesAllowed,
  reminder_days: [3, 1],
});`,
);

type Refusal = { status: string | null; message: string } | null;
type Row = { documentId: string; signer: string; client_key: string; superseded_by: string | null; withdrawn_at: string | null };
type Outcome = {
  stored: { status: string; version: number; content_hash: string; body: string };
  replay: {
    signed: string[];
    replayed: string[];
    raced: string[][];
    signedHasNoPrivateEvidence: boolean;
    rows: number;
    receipts: number;
  };
  together: { signers: string[]; standing: string[] };
  refused: Record<'contentHash' | 'answers' | 'notInAudience' | 'change' | 'withdrawal' | 'closed', Refusal>;
  rowsAfterRefusals: number;
  kinds: string[];
  problems: string[];
  changed: {
    rows: Row[];
    before: string;
    after: string;
    declined: boolean;
    withdrawn: string;
    standing: number;
    kinds: string[];
    problems: string[];
  };
};

let outcome: Outcome;

beforeAll(async () => {
  await cms.setUp('consent-forms/responses.js');
  outcome = JSON.parse((await cms.run(SCRIPT, { JOBS_WORKER: 'false' })).last) as Outcome;
}, 300_000);

afterAll(() => cms.tearDown());

describe('publishing a form', () => {
  it('stores version 1 with its hash, the body sanitised', () => {
    expect(outcome.stored).toEqual({
      status: 'published',
      version: 1,
      content_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      body: '<p>Leaves at 9 am.</p>',
    });
  });
});

describe('signing a form', () => {
  it('stores one answer for a submission however often it is replayed, and queues one receipt', () => {
    const { signed, replayed, raced, signedHasNoPrivateEvidence, rows, receipts } = outcome.replay;
    expect(replayed).toEqual(signed);
    expect(raced[1]).toEqual(raced[0]);
    expect(rows).toBe(2);
    expect(receipts).toBe(2);
    expect(signedHasNoPrivateEvidence).toBe(true);
  });

  it('stores both of two carers signing at the same moment for an any-carer form', () => {
    expect(outcome.together.signers).toEqual(['carer-b', 'carer-c']);
    expect(outcome.together.standing).toEqual(['carer-a', 'carer-b', 'carer-c', 'carer-r']);
  });

  it('refuses a form changed since it was opened, answers that do not fit, and a student the form is not for', () => {
    expect(outcome.refused.contentHash).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.contentHash });
    expect(outcome.refused.answers).toEqual({ status: 'badRequest', message: CONSENT_FORM_MESSAGES.answers });
    expect(outcome.refused.notInAudience).toEqual({ status: 'notFound', message: CONSENT_FORM_MESSAGES.students });
  });

  it('refuses a change or a withdrawal when the form does not allow changes', () => {
    expect(outcome.refused.change).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.notOpenForChanges });
    expect(outcome.refused.withdrawal).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.notOpenForChanges });
  });

  it('refuses an answer once the form is closed', () => {
    expect(outcome.refused.closed).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.closed });
  });

  it('stores nothing for a refused answer, logs each step, and leaves evidence that verifies', () => {
    expect(outcome.rowsAfterRefusals).toBe(4);
    expect(outcome.kinds).toEqual(['created', 'published', 'signed', 'signed', 'signed', 'signed', 'closed']);
    expect(outcome.problems).toEqual([]);
  });
});

describe('changing and withdrawing an answer where the form allows it', () => {
  it('keeps the first answer, superseded by the change, and withdraws the change', () => {
    const { rows, before, after, declined, withdrawn, standing, kinds, problems } = outcome.changed;
    expect(rows).toEqual([
      expect.objectContaining({ documentId: before, superseded_by: after, withdrawn_at: null }),
      expect.objectContaining({ documentId: after, superseded_by: null, withdrawn_at: expect.any(String) }),
    ]);
    expect(declined).toBe(true);
    expect(withdrawn).toBe(after);
    expect(standing).toBe(0);
    expect(kinds).toEqual(['created', 'published', 'signed', 'changed', 'withdrawn']);
    expect(problems).toEqual([]);
  });
});
