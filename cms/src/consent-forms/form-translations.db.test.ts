import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { CONSENT_FORM_MESSAGES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';
import { translationHashOf } from './evidence';
import { FORM_SCRIPT_HELPERS } from './testing/form-script';

// A permission form shown machine-translated (issue 30), in the compiled CMS on SQLite (or, with
// TEST_DATABASE=postgres, a PostgreSQL database of its own): publishing queues the version's
// translation in its transaction; the job translates it through the real Amazon Translate client
// into the local fake of the service (tools/stack/src/translate-fake, in a process of its own,
// reached over HTTP only), which marks each line with the target code (`[vi] …`). The job worker
// is off: the script runs each queued job as the worker would, so what is queued can be seen.
// Needs `npm run build --workspace cms` first.

const cms = compiledCmsTest('form-translations');
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

let fake: ChildProcess;
let fakeUrl: string;

async function startFake(): Promise<void> {
  fake = spawn(process.execPath, ['--import', 'tsx', 'tools/stack/src/translate-fake/serve.ts', '--port', '0'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  // Its first line is its address.
  const [line] = (await once(createInterface({ input: fake.stdout! }), 'line')) as [string];
  fakeUrl = line.trim();
}

const USING = `${FORM_SCRIPT_HELPERS}
const forms = dist('forms.js');
const responses = dist('responses.js');
const { formTranslationJob } = dist('form-translations.js');
const TRANSLATION = 'api::consent-form-translation.consent-form-translation';
/** The form of these tests: its body has markup around the text to translate, and a question has options. */
const excursion = (changes) =>
  formInput({
    body: '<p>Leaves at <strong>9 am</strong> &amp; returns by 3 pm.</p>',
    questions: [QUESTIONS.consent, QUESTIONS.home],
    signers: 'every_carer',
    changes_allowed: false,
    ...changes,
  });
const calls = async () => process.env.TRANSLATE_ENDPOINT ? (await (await fetch(process.env.TRANSLATE_ENDPOINT + '/_fake/calls')).json()).calls : [];
const queued = async () =>
  (await strapi.db.connection('jobs').where({ kind: 'form-translation' }).orderBy('id'))
    .map((job) => ({ status: job.status, payload: typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload }));
const log = { info: (message) => strapi.log.info(message), warn: (message) => strapi.log.warn(message), error: (message) => strapi.log.error(message) };
/** Runs every queued translation job, as the worker would (twice: a second run does nothing). */
const runQueued = async () => {
  for (const { payload } of await queued()) {
    await formTranslationJob.run(payload, { strapi, log, job: { id: 0, attempts: 1, maxAttempts: 10, dedupeKey: '' } });
    await formTranslationJob.run(payload, { strapi, log, job: { id: 0, attempts: 1, maxAttempts: 10, dedupeKey: '' } });
  }
};
const translationsOf = async (formId) =>
  (await strapi.db.query(TRANSLATION).findMany({ where: { form: formId }, orderBy: [{ version: 'asc' }, { language: 'asc' }] }))
    .map(({ version, language, title, body, questions, source_hash, content_hash }) => ({ version, language, title, body, questions, source_hash, content_hash }));
`;

const WITH_TRANSLATION = cmsScript(
  `
    const mia = await sydneyStudent(strapi, '1001', 'Mia Taylor', 9);
    const draft = await draftOf(strapi, excursion());
    result.draftJobs = (await queued()).length;
    const form = await forms.publishForm(strapi, draft.documentId, { actor: 'admin1' }, { emails: false });
    result.queued = await queued();
    await runQueued();
    result.version = await strapi.db.query('api::consent-form-version.consent-form-version').findOne({ where: { form: form.documentId, number: 1 } });
    result.published = { translations: await translationsOf(form.documentId), calls: (await calls()).length };

    const vi = result.published.translations.find((row) => row.language === 'vi');
    const signature = (changes) => signatureFor(form, mia, { answers: { consent: 'yes', home: 'School bus' }, ...changes });
    const readRow = async (documentId) => {
      const { shown_language, translation_hash, shown_hash, response_hash, content_hash, answers, statement } =
        await strapi.db.query('api::form-response.form-response').findOne({ where: { documentId } });
      return { shown_language, translation_hash, shown_hash, response_hash, content_hash, answers, statement };
    };
    const [signedVi] = await responses.signForm(strapi, signature({ translation: { language: 'vi', content_hash: vi.content_hash } }), { emails: false });
    const [signedEnglish] = await responses.signForm(strapi, signature({ signer: 'carer-b', signer_name: 'Sam Taylor', translation: null }), { emails: false });
    result.signed = { vietnamese: await readRow(signedVi.documentId), english: await readRow(signedEnglish.documentId) };
    result.refused = {
      otherHash: await refusal(responses.signForm(strapi, signature({ signer: 'carer-c', translation: { language: 'vi', content_hash: 'f'.repeat(64) } }), { emails: false })),
      otherLanguage: await refusal(responses.signForm(strapi, signature({ signer: 'carer-c', translation: { language: 'ar', content_hash: vi.content_hash } }), { emails: false })),
    };
    result.problems = await evidenceProblemsOf(strapi, form.documentId);

    // A new version with the same text (a later due date): translated from the same English, with no call.
    await forms.updateForm(strapi, form.documentId, { actor: 'admin1', form: excursion({ due_at: new Date(Date.now() + 9 * DAY).toISOString() }) });
    await runQueued();
    result.sameText = { translations: await translationsOf(form.documentId), calls: (await calls()).length };
    // A new version with other text: translated again.
    await forms.updateForm(strapi, form.documentId, { actor: 'admin1', form: excursion({ title: 'Year 9 excursion to the zoo', due_at: new Date(Date.now() + 9 * DAY).toISOString() }) });
    await runQueued();
    result.otherText = { translations: await translationsOf(form.documentId), calls: (await calls()).length };
    result.queuedAfterEdits = await queued();

    // Someone with the database changes the translation the answer was signed beside.
    await strapi.db.query(TRANSLATION).updateMany({ where: { form: form.documentId, version: 1, language: 'vi' }, data: { title: '[vi] Year 9 excursion to the zoo' } });
    result.tampered = await evidenceProblemsOf(strapi, form.documentId);`,
  USING,
);

const WITHOUT_TRANSLATION = cmsScript(
  `
    const draft = await draftOf(strapi, excursion({ title: 'Swimming carnival' }));
    const form = await forms.publishForm(strapi, draft.documentId, { actor: 'admin1' }, { emails: false });
    result.queued = (await queued()).filter((job) => job.payload.form === form.documentId);
    result.translations = await translationsOf(form.documentId);`,
  USING,
);

type Translation = {
  version: number;
  language: string;
  title: string;
  body: string;
  questions: { id: string; label: string; options?: string[] }[];
  source_hash: string;
  content_hash: string;
};
type Stored = {
  shown_language: string | null;
  translation_hash: string | null;
  shown_hash: string;
  response_hash: string;
  content_hash: string;
  answers: Record<string, string>;
  statement: string;
};
type Refusal = { status: string | null; message: string } | null;
type Outcome = {
  draftJobs: number;
  queued: { status: string; payload: { form: string; version: number } }[];
  version: { form: string; content_hash: string };
  published: { translations: Translation[]; calls: number };
  signed: { vietnamese: Stored; english: Stored };
  refused: { otherHash: Refusal; otherLanguage: Refusal };
  problems: string[];
  sameText: { translations: Translation[]; calls: number };
  otherText: { translations: Translation[]; calls: number };
  queuedAfterEdits: { payload: { form: string; version: number } }[];
  tampered: string[];
};

const mark = (code: string, text: string) => `[${code}] ${text}`;
let outcome: Outcome;

beforeAll(async () => {
  await cms.setUp('consent-forms/form-translations.js');
  await startFake();
  const { last } = await cms.run(WITH_TRANSLATION, {
    TRANSLATE_REGION: 'ap-southeast-2',
    TRANSLATE_ENDPOINT: fakeUrl,
    TRANSLATE_ACCESS_KEY_ID: 'translate-key-id',
    TRANSLATE_SECRET_ACCESS_KEY: 'translate-secret',
    JOBS_WORKER: 'false',
  });
  outcome = JSON.parse(last) as Outcome;
}, 300_000);

afterAll(async () => {
  fake?.kill();
  await cms.tearDown();
});

describe('a published form, machine-translated', () => {
  it('queues one translation job when the form is published, none for a draft', () => {
    expect(outcome.draftJobs).toBe(0);
    expect(outcome.queued).toEqual([{ status: 'queued', payload: { form: outcome.version.form, version: 1 } }]);
  });

  it('stores the version’s title, body and questions in each language, with the hash verify recomputes', () => {
    const { translations } = outcome.published;
    expect(translations.map((row) => row.language)).toEqual(['ar', 'vi', 'zh-Hans']);
    for (const [language, code] of [
      ['ar', 'ar'],
      ['vi', 'vi'],
      ['zh-Hans', 'zh'],
    ] as const) {
      const row = translations.find((translation) => translation.language === language)!;
      expect(row).toMatchObject({
        version: 1,
        title: mark(code, 'Year 9 excursion to the Australian Museum'),
        // Every element kept, only the text translated.
        body: `<p>${mark(code, 'Leaves at')} <strong>${mark(code, '9 am')}</strong> ${mark(code, '&amp; returns by 3 pm.')}</p>`,
        questions: [
          { id: 'consent', label: mark(code, 'I give permission') },
          { id: 'home', label: mark(code, 'Home by'), options: [mark(code, 'School bus'), mark(code, 'Collected by a carer')] },
        ],
        source_hash: outcome.version.content_hash,
      });
      expect(row.content_hash).toBe(translationHashOf(row));
    }
    // One call per language: the whole version fits in one; a second run of the job calls nothing.
    expect(outcome.published.calls).toBe(3);
  });

  it('stores both hashes, and the language, with an answer signed beside the translation', () => {
    const vi = outcome.published.translations.find((row) => row.language === 'vi')!;
    const { vietnamese, english } = outcome.signed;
    expect(vietnamese).toMatchObject({
      shown_language: 'vi',
      translation_hash: vi.content_hash,
      content_hash: outcome.version.content_hash,
      // The English option, and the English statement: what is signed.
      answers: { consent: 'yes', home: 'School bus' },
      statement: expect.stringMatching(/^I agree: I, Jordan Taylor, give the answers above for Mia Taylor/),
    });
    expect(english).toMatchObject({ shown_language: null, translation_hash: null, content_hash: outcome.version.content_hash });
    expect(outcome.problems).toEqual([]);
  });

  it('refuses a signature naming a translation that is not the one stored', () => {
    expect(outcome.refused.otherHash).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.translation });
    expect(outcome.refused.otherLanguage).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.translation });
  });

  it('translates each new version, calling the service again only when its text changed', () => {
    expect(outcome.queuedAfterEdits.map((job) => job.payload.version)).toEqual([1, 2, 3]);
    const secondVersion = outcome.sameText.translations.filter((row) => row.version === 2);
    const first = outcome.published.translations;
    expect(secondVersion.map(({ language, content_hash }) => ({ language, content_hash }))).toEqual(
      first.map(({ language, content_hash }) => ({ language, content_hash })),
    );
    expect(outcome.sameText.calls).toBe(outcome.published.calls);
    const third = outcome.otherText.translations.filter((row) => row.version === 3);
    expect(third.find((row) => row.language === 'vi')).toMatchObject({ title: mark('vi', 'Year 9 excursion to the zoo') });
    expect(outcome.otherText.calls - outcome.sameText.calls).toBe(3);
  });

  it('is caught by verify when the translation an answer was signed beside is changed', () => {
    expect(outcome.tampered).toEqual([
      expect.stringMatching(/^The machine translation into vi of version 1 has been changed since it was made/),
    ]);
  });
});

describe('without TRANSLATE_REGION', () => {
  it('queues no translation, and the form is shown in English only', async () => {
    const { last } = await cms.run(WITHOUT_TRANSLATION, {
      TRANSLATE_REGION: '',
      TRANSLATE_ENDPOINT: '',
      TRANSLATE_ACCESS_KEY_ID: '',
      TRANSLATE_SECRET_ACCESS_KEY: '',
      JOBS_WORKER: 'false',
    });
    const off = JSON.parse(last) as { queued: unknown[]; translations: unknown[] };
    expect(off.queued).toEqual([]);
    expect(off.translations).toEqual([]);
  }, 300_000);
});
