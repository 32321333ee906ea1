import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';
import { FORM_SCRIPT_HELPERS } from './testing/form-script';

// The signed copies of answers to permission forms (issue 30, step 3), in the compiled CMS with
// its job worker running: each stored answer queues the pdfs plugin's `form-signed-copy` job in
// its own transaction, and the job stores one PDF per answer in the private file store and names
// it on the answer, leaving the evidence as it was. On SQLite or, with TEST_DATABASE=postgres,
// PostgreSQL. Needs `npm run build --workspace cms-plugins && npm run build --workspace cms` first.

const cms = compiledCmsTest('form-signed-copies');

const SCRIPT = cmsScript(
  `
    const jobs = strapi.plugin('jobs').service('jobs');
    const copies = strapi.plugin('pdfs').service('form-signed-copies');
    const answers = strapi.db.query('api::form-response.form-response');
    const mia = await sydneyStudent(strapi, '1001', 'Mia Taylor', 9);
    const draft = await draftOf(strapi, formInput({ questions: [QUESTIONS.consent, QUESTIONS.health] }));
    const form = await forms.publishForm(strapi, draft.documentId, { actor: 'admin1' }, { emails: false });
    const signature = (changes) => signatureFor(form, mia, { answers: { consent: 'yes', health: 'Asthma: carries a puffer' }, ...changes });
    const copyJobs = async () => (await strapi.db.connection('jobs').where({ kind: 'form-signed-copy' })).length;
    const pdfFiles = () => fs.readdirSync(process.env.PRIVATE_FILES_DIR).filter((name) => name.endsWith('.pdf')).sort();
    const rowOf = (documentId) => answers.findOne({ where: { documentId } });

    // A signature whose transaction is rolled back (by its caller here) leaves neither the answer nor its job.
    await strapi.db
      .transaction(async () => {
        await responses.signForm(strapi, signature(), { emails: false });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    result.rolledBack = { rows: await answers.count({ where: { form: form.documentId } }), jobs: await copyJobs() };

    const first = signature();
    const [signed] = await responses.signForm(strapi, first, { emails: false });
    await responses.signForm(strapi, first, { emails: false });
    const signedEvent = await strapi.db.query('api::form-event.form-event').findOne({ where: { form: form.documentId, kind: 'signed' } });
    const paper = await paperAnswers.recordPaperAnswer(strapi, form.documentId, {
      actor: 'admin1', student: mia.documentId, signer_name: 'Sam Taylor', answers: { consent: 'no' }, note: 'Handed in at reception', client_id: randomUUID(),
    });
    const queued = await jobs.find('form-signed-copy:' + signed.documentId);
    result.queued = {
      payload: queued.payload,
      signingEventHash: signedEvent.hash,
      afterReplayAndPaper: await copyJobs(),
    };
    await responses.withdrawResponse(strapi, { form: form.documentId, student: mia.documentId, signer: 'carer-a', signer_email: null, client_id: randomUUID() });
    result.queued.afterWithdrawal = await copyJobs();

    result.jobs = [await jobEnd(strapi, 'form-signed-copy:' + signed.documentId), await jobEnd(strapi, 'form-signed-copy:' + paper.documentId)];
    const [signedRow, paperRow] = [await rowOf(signed.documentId), await rowOf(paper.documentId)];
    const read = (key) => fs.readFileSync(path.join(process.env.PRIVATE_FILES_DIR, key));
    result.made = {
      keys: [signedRow.signed_copy, paperRow.signed_copy],
      expectedKeys: ['form-response-' + signed.documentId + '.pdf', 'form-response-' + paper.documentId + '.pdf'],
      pdf: read(signedRow.signed_copy).subarray(0, 5).toString('latin1'),
      files: pdfFiles(),
      hashUnchanged: signedRow.response_hash === signed.response_hash && paperRow.response_hash === paper.response_hash,
      problems: await evidenceProblemsOf(strapi, form.documentId),
    };

    // A run after a crash between storing the file and naming it: the same key is written again, no second file.
    fs.writeFileSync(path.join(process.env.PRIVATE_FILES_DIR, signedRow.signed_copy), 'torn');
    await answers.update({ where: { id: signedRow.id }, data: { signed_copy: null } });
    await strapi.db.connection('jobs').where({ dedupe_key: 'form-signed-copy:' + signed.documentId }).update({ status: 'queued', run_at: Date.now(), lease_until: null, locked_by: null });
    jobs.wake();
    const again = await jobEnd(strapi, 'form-signed-copy:' + signed.documentId);
    result.again = {
      job: again,
      key: (await rowOf(signed.documentId)).signed_copy,
      pdf: read(signedRow.signed_copy).subarray(0, 5).toString('latin1'),
      files: pdfFiles(),
    };

    // An answer that is not there (purged, or never committed): the job ends quietly.
    await copies.queueSignedCopies([{ responseId: 'nosuchanswer000000000000', chainHead: 'f'.repeat(64) }]);
    result.missing = { job: await jobEnd(strapi, 'form-signed-copy:nosuchanswer000000000000'), files: pdfFiles().length };`,
  `${FORM_SCRIPT_HELPERS}
const fs = require('node:fs');
const forms = dist('forms.js');
const responses = dist('responses.js');
const paperAnswers = dist('paper-answers.js');`,
);

type JobEnd = { status: string; lastError: string | null };
type Outcome = {
  rolledBack: { rows: number; jobs: number };
  queued: {
    payload: { responseId: string; chainHead: string };
    signingEventHash: string;
    afterReplayAndPaper: number;
    afterWithdrawal: number;
  };
  jobs: JobEnd[];
  made: { keys: string[]; expectedKeys: string[]; pdf: string; files: string[]; hashUnchanged: boolean; problems: string[] };
  again: { job: JobEnd; key: string; pdf: string; files: string[] };
  missing: { job: JobEnd; files: number };
};

let outcome: Outcome;

beforeAll(async () => {
  await cms.setUp('consent-forms/signed-copies.js');
  outcome = JSON.parse((await cms.run(SCRIPT)).last) as Outcome;
}, 300_000);

afterAll(() => cms.tearDown());

describe('the signed copy of an answer', () => {
  it('is queued in the transaction that stores the answer: rolled back with it, once per answer, for a paper answer too, not for a withdrawal', () => {
    expect(outcome.rolledBack).toEqual({ rows: 0, jobs: 0 });
    expect(outcome.queued.payload).toEqual({ responseId: expect.any(String), chainHead: outcome.queued.signingEventHash });
    // The signature (its replay stores nothing new) and the paper answer.
    expect(outcome.queued.afterReplayAndPaper).toBe(2);
    expect(outcome.queued.afterWithdrawal).toBe(2);
  });

  it('is made by the job as one PDF per answer in the private file store, named on the answer, the evidence unchanged', () => {
    expect(outcome.jobs).toEqual([
      { status: 'completed', lastError: null },
      { status: 'completed', lastError: null },
    ]);
    expect(outcome.made.keys).toEqual(outcome.made.expectedKeys);
    expect(outcome.made.pdf).toBe('%PDF-');
    expect(outcome.made.files).toEqual([...outcome.made.expectedKeys].sort());
    expect(outcome.made.hashUnchanged).toBe(true);
    expect(outcome.made.problems).toEqual([]);
  });

  it('is made again under the same key by a repeated run, never as a second file', () => {
    expect(outcome.again.job).toEqual({ status: 'completed', lastError: null });
    expect(outcome.again.key).toBe(outcome.made.keys[0]);
    expect(outcome.again.pdf).toBe('%PDF-');
    expect(outcome.again.files).toEqual(outcome.made.files);
  });

  it('ends quietly for an answer that is not there', () => {
    expect(outcome.missing).toEqual({ job: { status: 'completed', lastError: null }, files: 2 });
  });
});
