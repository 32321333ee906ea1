import { CONSENT_FORM_MESSAGES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';
import { FORM_SCRIPT_HELPERS } from './testing/form-script';

// Signing permission forms (issue 30) in the compiled CMS, on SQLite or, with
// TEST_DATABASE=postgres, a PostgreSQL database of its own (where two signatures at once really
// run side by side). The forms' code is called as the controllers call it; the job worker is
// off, so the receipts' jobs stay queued where they can be counted. Needs
// `npm run build --workspace cms` first.

const cms = compiledCmsTest('consent-forms');

const SCRIPT = cmsScript(
  `
    const miaRow = await sydneyStudent(strapi, '1001', 'Mia Taylor', 9);
    const mia = miaRow.documentId;
    const other = (await sydneyStudent(strapi, '1002', 'Ava Patel', 7)).documentId;

    const published = async (changesAllowed) => {
      const draft = await draftOf(strapi, excursion(changesAllowed));
      return forms.publishForm(strapi, draft.documentId, { actor: 'admin1' });
    };
    const signature = (form, changes) => signatureFor(form, miaRow, { answers: { consent: 'yes', home: 'School bus' }, ...changes });
    const rowsOf = async (form) => (await strapi.db.query('api::form-response.form-response').findMany({ where: { form: form.documentId }, orderBy: { id: 'asc' } }))
      .map(({ documentId, signer, client_key, superseded_by, withdrawn_at }) => ({ documentId, signer, client_key, superseded_by, withdrawn_at }));
    const kindsOf = (form) => eventKindsOf(strapi, form.documentId);
    const receiptJobs = async () => (await strapi.db.connection('jobs').where({ kind: 'form-receipt' })).length;
    const problemsOf = (form) => evidenceProblemsOf(strapi, form.documentId);

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
    result.refused.someoneElsesClientId = await refusal(responses.signForm(strapi, { ...first, signer: 'carer-z' }));
    await forms.closeForm(strapi, form.documentId, { actor: 'admin1' });
    result.refused.closed = await refusal(responses.signForm(strapi, signature(form, { signer: 'carer-d' })));
    // The device sent it, the reply was lost, the form closed, the device sends it again: it was stored.
    result.replayAfterClosing = (await responses.signForm(strapi, first)).map((row) => row.documentId);
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
    };

    // Edits of a published form: one that does not ask again leaves the answer standing; one that
    // does makes it an earlier answer, read apart, until the carer answers the new version.
    const asked = await published(true);
    const [toVersionOne] = await responses.signForm(strapi, signature(asked));
    const answersOf = async () => ({
      standing: (await standing.standingResponsesOf(strapi, [asked.documentId], [mia])).map((row) => [row.signer, row.version]),
      earlier: (await standing.earlierResponsesOf(strapi, [asked.documentId], [mia])).map((row) => [row.documentId, row.version]),
    });
    const edit = (body, asks_again) =>
      forms.updateForm(strapi, asked.documentId, { actor: 'admin1', form: { ...excursion(true), body, asks_again } });
    await edit('<p>Leaves at 9:15 am.</p>', false);
    const quietly = await answersOf();
    const versionThree = await edit('<p>Leaves at 10 am: bring a hat.</p>', true);
    const askedAgain = await answersOf();
    await responses.signForm(strapi, signature(versionThree));
    result.askedAgain = { first: toVersionOne.documentId, quietly, askedAgain, answeredAgain: await answersOf() };`,
  `${FORM_SCRIPT_HELPERS}
const forms = dist('forms.js');
const responses = dist('responses.js');
const standing = dist('standing.js');
/** The form of these tests: it asks how the student gets home, and its body has a script the CMS takes out. */
const excursion = (changesAllowed) =>
  formInput({
    body: '<p>Leaves at 9 am.</p><script>alert(1)</script>',
    questions: [QUESTIONS.consent, QUESTIONS.health, QUESTIONS.home],
    changes_allowed: changesAllowed,
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
  askedAgain: Record<
    'quietly' | 'askedAgain' | 'answeredAgain',
    { standing: [string, number][]; earlier: [string, number][] }
  > & {
    first: string;
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

  it('refuses an answer once the form is closed, but answers a replay of one stored before with what was stored', () => {
    expect(outcome.refused.closed).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.closed });
    expect(outcome.replayAfterClosing).toEqual(outcome.replay.signed);
  });

  it("refuses another signer's submission that reuses a client id, rather than answering with the first signer's answer", () => {
    expect(outcome.refused.someoneElsesClientId).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.clientIdUsed });
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

describe('an edit of a published form', () => {
  it('leaves an answer standing unless it asks again; then the answer is earlier, until the carer answers the new version', () => {
    const { first, quietly, askedAgain, answeredAgain } = outcome.askedAgain;
    expect(quietly).toEqual({ standing: [['carer-a', 1]], earlier: [] });
    expect(askedAgain).toEqual({ standing: [], earlier: [[first, 1]] });
    // The new answer supersedes the earlier one: nothing earlier is left to tell.
    expect(answeredAgain).toEqual({ standing: [['carer-a', 3]], earlier: [] });
  });
});
