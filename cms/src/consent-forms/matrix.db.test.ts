import { CONSENT_FORM_MESSAGES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';
import { FORM_SCRIPT_HELPERS } from './testing/form-script';

// The staff matrix and paper answers of permission forms (issue 30, step 2) in the compiled CMS,
// on SQLite or, with TEST_DATABASE=postgres, a PostgreSQL database of its own. The forms' code
// is called as the controllers call it; no email is queued (the forms are published without).
// Needs `npm run build --workspace cms` first.

const cms = compiledCmsTest('consent-form-matrix');

const SCRIPT = cmsScript(
  `
    const student = (number, name, year) => sydneyStudent(strapi, number, name, year, { username: 's' + number });
    const person = (username, firstname, surname, email) => strapi.db.query('api::portal-user.portal-user')
      .create({ data: { username, firstname, surname, email, type: 'affiliate', campus: 'sydney' } });
    const link = (carer, child) => strapi.db.query('api::carer-student.carer-student').create({ data: { carer: carer.id, student: child.id } });

    const mia = await student('1001', 'Mia Taylor', 9);
    const leo = await student('1002', 'Leo Chen', 9);
    const zoe = await student('1003', 'Zoe Brown', 9);
    const ava = await student('1004', 'Ava Patel', 9);
    const kai = await student('1005', 'Kai Smith', 9);
    await student('1006', 'Ivy Jones', 7);
    const group = await strapi.db.query('api::group.group').create({ data: { groupname: '9 Blue' } });
    const miaAccount = await person('mia.taylor', 'Mia', 'Taylor', 'mia@student.example');
    await strapi.db.query('api::portal-user.portal-user').update({ where: { id: miaAccount.id }, data: { groups: [group.id] } });
    await strapi.db.query('api::student.student').update({ where: { id: mia.id }, data: { portal_user: miaAccount.id } });

    const jordan = await person('jordan', 'Jordan', 'Taylor', 'jordan@example.com');
    const sam = await person('sam', 'Sam', 'Chen', 'sam@example.com');
    const lee = await person('lee', 'Lee', 'Chen', 'lee@example.com');
    const rae = await person('rae', 'Rae', 'Brown', 'rae@example.com');
    const pat = await person('pat', 'Pat', 'Patel', 'pat@example.com');
    const max = await person('max', 'Max', 'Smith', null);
    await link(jordan, mia);
    await link(sam, leo);
    await link(lee, leo);
    await link(rae, zoe);
    await link(pat, ava);
    await link(max, kai);

    const written = (dueInDays) => formInput({ questions: [QUESTIONS.consent, QUESTIONS.health], due_at: new Date(Date.now() + dueInDays * DAY).toISOString() });
    const form = await forms.publishForm(strapi, (await draftOf(strapi, written(7))).documentId, { actor: 'admin1' }, { emails: false });
    const signature = (child, changes) => signatureFor(form, child, { signer: null, signer_name: 'Someone', ip: null, user_agent: null, ...changes });
    const paper = (child, changes) => ({ actor: 'admin1', student: child.documentId, signer_name: 'Pat Patel', answers: { consent: 'yes' }, note: 'Handed in at reception', client_id: randomUUID(), ...changes });
    const view = (actor, child) => evidence.appendFormEvent(strapi, { form: form.documentId, kind: 'viewed', actor, details: { student: child.documentId, method: 'campus-sign-in' }, at: new Date() });

    // Mia: her carer signed yes, and her grandmother through an emailed link (not a linked carer).
    await view(jordan.documentId, mia);
    await responses.signForm(strapi, signature(mia, { signer: jordan.documentId, signer_name: 'Jordan Taylor' }), { emails: false });
    await responses.signForm(strapi, signature(mia, { signer_email: 'Gran@Example.com', signer_name: 'Rose Taylor', method: 'emailed-link' }), { emails: false });
    // Leo: one carer opened the form, the other declined.
    await view(sam.documentId, leo);
    await responses.signForm(strapi, signature(leo, { signer: lee.documentId, signer_name: 'Lee Chen', answers: { consent: 'no' } }), { emails: false });
    // Zoe: her carer signed, then withdrew.
    await responses.signForm(strapi, signature(zoe, { signer: rae.documentId, signer_name: 'Rae Brown' }), { emails: false });
    await responses.withdrawResponse(strapi, { form: form.documentId, student: zoe.documentId, signer: rae.documentId, signer_email: null, client_id: randomUUID() });
    // Ava: her carer's paper, typed in twice (the second corrects the first); Kai: his carer did
    // nothing, but a paper came back signed by someone not linked.
    const typo = paper(ava, { signer_name: 'pat patel', answers: { consent: 'no' } });
    await papers.recordPaperAnswer(strapi, form.documentId, typo);
    const corrected = await papers.recordPaperAnswer(strapi, form.documentId, paper(ava, { signer_name: 'Pat Patel' }));
    const replayed = await papers.recordPaperAnswer(strapi, form.documentId, typo);
    await papers.recordPaperAnswer(strapi, form.documentId, paper(kai, { signer_name: 'Uncle Bob', note: '' }));

    result.matrix = await matrix.formMatrix(strapi, form.documentId);
    result.paper = { corrected: corrected.documentId, replayed: { documentId: replayed.documentId, superseded_by: replayed.superseded_by }, kinds: await eventKindsOf(strapi, form.documentId) };
    result.problems = await evidenceProblemsOf(strapi, form.documentId);

    // A form past its due date (published while it was ahead) takes paper answers but no signature; a draft takes neither.
    const pastDraft = await draftOf(strapi, written(-1));
    const past = await forms.publishForm(strapi, pastDraft.documentId, { actor: 'admin1' }, { now: new Date(Date.now() - 3 * DAY), emails: false });
    const late = await papers.recordPaperAnswer(strapi, past.documentId, paper(ava));
    const draft = await draftOf(strapi, written(7));
    result.late = {
      paper: { method: late.method, signer: late.signer, signer_email: late.signer_email, recorded_by: late.recorded_by, note: late.note },
      signature: await refusal(responses.signForm(strapi, signature(ava, { form: past.documentId, content_hash: past.content_hash, signer: pat.documentId }))),
      draft: await refusal(papers.recordPaperAnswer(strapi, draft.documentId, paper(ava))),
      notInAudience: await refusal(papers.recordPaperAnswer(strapi, form.documentId, paper({ documentId: (await strapi.db.query('api::student.student').findOne({ where: { STUDENT_NUMBER: '1006' } })).documentId }))),
      answers: await refusal(papers.recordPaperAnswer(strapi, form.documentId, paper(ava, { answers: { consent: 'maybe' } }))),
    };

    // A form for the user type Carers, naming no year: every student of the campus, another campus's none.
    await strapi.db.query('api::student.student').create({ data: { STUDENT_NUMBER: '2001', student: 'Noa Armidale', form_run: 9, campus: 'armidale' } });
    const everyCarer = formInput({ audience: { user_types: ['carers'], years: [], groups: [], students: [] } });
    const ofCarers = await forms.publishForm(strapi, (await draftOf(strapi, everyCarer)).documentId, { actor: 'admin1' }, { emails: false });
    result.ofCarers = (await matrix.formMatrix(strapi, ofCarers.documentId)).rows.map((row) => row.STUDENT_NUMBER);`,
  `${FORM_SCRIPT_HELPERS}
const forms = dist('forms.js');
const responses = dist('responses.js');
const papers = dist('paper-answers.js');
const matrix = dist('matrix.js');
const evidence = dist('evidence.js');`,
);

type Signer = {
  signer: string;
  name: string;
  email: string | null;
  status: string;
  at: string | null;
  answers: Record<string, string> | null;
  method: string | null;
  recorded_by: string | null;
  note: string | null;
};
type Row = {
  studentUid: string;
  student_name: string;
  STUDENT_NUMBER: string;
  year: number | null;
  groups: string[];
  signers: Signer[];
};
type Refusal = { status: string | null; message: string } | null;
type Outcome = {
  matrix: { formUid: string; title: string; counts: Record<string, number>; students: number; signers: number; rows: Row[] };
  paper: { corrected: string; replayed: { documentId: string; superseded_by: string | null }; kinds: string[] };
  problems: string[];
  late: {
    paper: { method: string; signer: string | null; signer_email: string | null; recorded_by: string; note: string };
    signature: Refusal;
    draft: Refusal;
    notInAudience: Refusal;
    answers: Refusal;
  };
  ofCarers: string[];
};

let outcome: Outcome;
const rowOf = (number: string) => outcome.matrix.rows.find((row) => row.STUDENT_NUMBER === number)!;
const statusesOf = (number: string) => rowOf(number).signers.map((signer) => [signer.name, signer.status]);

beforeAll(async () => {
  await cms.setUp('consent-forms/matrix.js');
  outcome = JSON.parse((await cms.run(SCRIPT, { JOBS_WORKER: 'false' })).last) as Outcome;
}, 300_000);

afterAll(() => cms.tearDown());

describe('the staff matrix of a form', () => {
  it('has a row per student of the audience, by name, with their year and groups', () => {
    expect(outcome.matrix.rows.map((row) => [row.STUDENT_NUMBER, row.student_name, row.year])).toEqual([
      ['1004', 'Ava Patel', 9],
      ['1005', 'Kai Smith', 9],
      ['1002', 'Leo Chen', 9],
      ['1001', 'Mia Taylor', 9],
      ['1003', 'Zoe Brown', 9],
    ]);
    expect(rowOf('1001').groups).toEqual(['9 Blue']);
    expect(rowOf('1002').groups).toEqual([]);
  });

  it('shows each required signer where they stand: signed yes or no, opened, withdrawn or not opened', () => {
    expect(statusesOf('1001')).toEqual([
      ['Jordan Taylor', 'signed_yes'],
      ['Rose Taylor', 'signed_yes'],
    ]);
    expect(statusesOf('1002')).toEqual([
      ['Sam Chen', 'opened'],
      ['Lee Chen', 'signed_no'],
    ]);
    expect(statusesOf('1003')).toEqual([['Rae Brown', 'withdrawn']]);
    const [rae] = rowOf('1003').signers;
    expect(rae).toMatchObject({ at: expect.any(String), answers: null });
    const [sam, lee] = rowOf('1002').signers;
    expect(sam).toMatchObject({ email: 'sam@example.com', at: expect.any(String), answers: null, method: null });
    expect(lee).toMatchObject({ answers: { consent: 'no' }, method: 'campus-sign-in', recorded_by: null });
  });

  it('shows an emailed-link signer who is not a linked carer as an extra signer of the row', () => {
    expect(rowOf('1001').signers[1]).toMatchObject({
      signer: 'email:gran@example.com',
      email: 'Gran@Example.com',
      method: 'emailed-link',
    });
  });

  it('gives a paper answer to the carer whose name is on it, with who recorded it and their note', () => {
    expect(rowOf('1004').signers).toEqual([
      {
        signer: expect.any(String),
        name: 'Pat Patel',
        email: 'pat@example.com',
        status: 'paper',
        at: expect.any(String),
        answers: { consent: 'yes' },
        method: 'paper',
        recorded_by: 'admin1',
        note: 'Handed in at reception',
        response: expect.any(String),
        // The job worker is off here: no copy is made yet.
        signed_copy: null,
      },
    ]);
    expect(statusesOf('1005')).toEqual([
      ['Max Smith', 'not_opened'],
      ['Uncle Bob', 'paper'],
    ]);
    expect(rowOf('1005').signers[0]).toMatchObject({ email: null, at: null, answers: null });
    expect(rowOf('1005').signers[1]).toMatchObject({ note: null, email: null, recorded_by: 'admin1' });
  });

  it('has every student of the campus, of any year, when the form is for the user type Carers', () => {
    // By name: Ava, Ivy (Year 7), Kai, Leo, Mia, Zoe; the Armidale student is not of the form's campus.
    expect(outcome.ofCarers).toEqual(['1004', '1006', '1005', '1002', '1001', '1003']);
  });

  it('counts the signers per status', () => {
    expect(outcome.matrix.counts).toEqual({ not_opened: 1, opened: 1, signed_yes: 2, signed_no: 1, withdrawn: 1, paper: 2 });
    expect(outcome.matrix.students).toBe(5);
    expect(outcome.matrix.signers).toBe(8);
  });
});

describe('paper answers', () => {
  it('replaces an earlier paper of the same name, stores a replay once, and logs each as a paper event that verifies', () => {
    expect(outcome.paper.replayed).toEqual({ documentId: expect.any(String), superseded_by: outcome.paper.corrected });
    expect(outcome.paper.kinds.filter((kind) => kind === 'paper')).toHaveLength(3);
    expect(outcome.problems).toEqual([]);
  });

  it('are taken after the due date, when a signature is not', () => {
    expect(outcome.late.paper).toEqual({
      method: 'paper',
      signer: null,
      signer_email: null,
      recorded_by: 'admin1',
      note: 'Handed in at reception',
    });
    expect(outcome.late.signature).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.closed });
  });

  it('are refused on a draft, for a student the form is not for, and when they do not fit the questions', () => {
    expect(outcome.late.draft).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.paperOnDraft });
    expect(outcome.late.notInAudience).toEqual({ status: 'notFound', message: CONSENT_FORM_MESSAGES.students });
    expect(outcome.late.answers).toEqual({ status: 'badRequest', message: CONSENT_FORM_MESSAGES.answers });
  });
});
