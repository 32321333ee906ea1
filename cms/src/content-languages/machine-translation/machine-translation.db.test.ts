import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sanitiseRichText } from '@portal/contract/rich-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../../testing/compiled-cms';

// The compiled CMS loaded for real, on SQLite or with TEST_DATABASE=postgres a PostgreSQL
// database of its own, translating through the real Amazon Translate client into the local
// fake of the service (tools/stack/src/translate-fake), which marks each line it translates
// with the target code (`[vi] …`). The fake runs in a process of its own, as the launcher would
// run it, and is reached over HTTP only: the CMS imports nothing of the launcher. Needs
// `npm run build --workspace cms` first.

const cms = compiledCmsTest('machine-translation');
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const SECRET = 'translate-secret-never-in-a-log';

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

type Call = { targetLanguageCode: string; text: string; status: number; error?: string };
const fakeCalls = async () => ((await (await fetch(`${fakeUrl}/_fake/calls`)).json()) as { calls: Call[] }).calls;

const TRANSLATE_ON = () => ({
  TRANSLATE_REGION: 'ap-southeast-2',
  TRANSLATE_ENDPOINT: fakeUrl,
  TRANSLATE_ACCESS_KEY_ID: 'translate-key-id',
  TRANSLATE_SECRET_ACCESS_KEY: SECRET,
  // A retried job is picked up soon after its backoff (5 s) ends.
  JOBS_POLL_MS: '200',
});

const CONTENT =
  '<h2 class="ql-align-center">Sports day</h2>' +
  '<p>Bring a <strong>hat</strong> &amp; <a href="https://example.org/sun" target="_blank">sunscreen</a>.</p>' +
  '<ul><li>Years 7–9: 9 am</li><li>Years 10–12: 11 am</li></ul>' +
  '<p><img src="https://example.org/hat.png" alt="A hat"><br>See you there</p>';
const LONG_PARAGRAPHS = 400;

/** What the script uses: the record types, writes, and waiting for every translation job to end. */
const USING = `
const POST = 'api::post.post';
const EVENT = 'api::calendar-event.calendar-event';
const FIELDS = ['locale', 'title', 'excerpt', 'content_html', 'featured_img_alt', 'description', 'machine_translated', 'translated_from'];
const rowsOf = async (uid, documentId) =>
  (await strapi.db.query(uid).findMany({ where: { documentId }, orderBy: { locale: 'asc' } }))
    .map((row) => Object.fromEntries(FIELDS.filter((field) => field in row).map((field) => [field, row[field]])));
const jobsOf = async (documentId) =>
  (await strapi.db.connection('jobs').where({ kind: 'machine-translation' }).orderBy('id'))
    .map((job) => ({ ...job, payload: typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload }))
    .filter((job) => !documentId || job.payload.documentId === documentId)
    .map(({ status, attempts, last_error }) => ({ status, attempts, last_error }));
const settle = async () => {
  for (let waited = 0; waited < 60000; waited += 100) {
    if ((await jobsOf()).every((job) => job.status === 'completed' || job.status === 'failed')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('translation jobs still open after 60 s');
};
const calls = async () => process.env.TRANSLATE_ENDPOINT ? (await (await fetch(process.env.TRANSLATE_ENDPOINT + '/_fake/calls')).json()).calls : [];
const failNext = (fault) => fetch(process.env.TRANSLATE_ENDPOINT + '/_fake/faults', { method: 'POST', body: JSON.stringify(fault) });
const post = (data) => strapi.documents(POST).create({ data: { type: 'notice', campus: 'sydney', published: true, ...data } });
const CONTENT = ${JSON.stringify(CONTENT)};
`;

/** Each step writes as an editor would, waits for the jobs, and keeps the rows and the fake's calls as they then are. */
const WITH_TRANSLATION = cmsScript(
  `
    const step = async (name, documentId, uid = POST) => {
      await settle();
      result[name] = { rows: await rowsOf(uid, documentId), jobs: await jobsOf(documentId), calls: (await calls()).length };
    };

    const notice = await post({ title: 'Sports day', excerpt: 'Sports day is on Friday.', content_html: CONTENT, featured_img_alt: 'Students running', client_id: 'machine-translation-1' });
    await step('published', notice.documentId);

    await strapi.documents(POST).update({ documentId: notice.documentId, data: { sort_order: 3 } });
    await strapi.documents(POST).update({ documentId: notice.documentId, data: { title: 'Sports day', content_html: CONTENT } });
    await step('savedAgain', notice.documentId);

    await strapi.documents(POST).update({ documentId: notice.documentId, locale: 'ar', data: { title: 'يوم الرياضة', excerpt: 'يوم الرياضة يوم الجمعة.', content_html: '<p>أحضروا قبعة</p>', machine_translated: false } });
    await strapi.documents(POST).update({ documentId: notice.documentId, data: { title: 'Sports day moved' } });
    await step('changed', notice.documentId);

    const together = await strapi.db.transaction(async () => {
      const created = await post({ title: 'Library week', content_html: '<p>Borrow a book</p>' });
      await strapi.documents(POST).update({ documentId: created.documentId, data: { sort_order: 2 } });
      return created;
    });
    await step('savedTwice', together.documentId);

    const draft = await post({ title: 'Not yet', content_html: '<p>Draft</p>', published: false });
    await step('unpublished', draft.documentId);
    await strapi.documents(POST).update({ documentId: draft.documentId, data: { published: true } });
    await step('publishedLater', draft.documentId);

    const event = await strapi.documents(EVENT).create({ data: { title: 'Parent evening', description: '<p>Meet the <em>teachers</em>.</p>', event_start: '2027-03-04T07:00:00.000Z', campus: 'sydney' } });
    await step('event', event.documentId, EVENT);

    await failNext({ type: 'TooManyRequestsException', count: 3, targetLanguageCode: 'zh' });
    const throttled = await post({ title: 'Swimming carnival', content_html: '<p>Bring goggles</p>' });
    await step('throttled', throttled.documentId);

    await failNext({ type: 'UnsupportedLanguagePairException' });
    const refused = await post({ title: 'Book week', content_html: '<p>Dress up</p>' });
    await step('refused', refused.documentId);
    await strapi.documents(POST).update({ documentId: refused.documentId, data: { sort_order: 4 } });
    await step('refusedSavedAgain', refused.documentId);

    const long = await post({ title: 'Term dates', content_html: Array.from({ length: ${LONG_PARAGRAPHS} }, (_, index) => '<p>Paragraph ' + index + ' of the term planner, with enough words to fill it.</p>').join('') });
    await step('long', long.documentId);
    result.calls = await calls();`,
  USING,
);

const WITHOUT_TRANSLATION = cmsScript(
  `
    const notice = await post({ title: 'Uniform shop', content_html: '<p>Open on Monday</p>' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    result.rows = await rowsOf(POST, notice.documentId);
    result.jobs = await jobsOf(notice.documentId);`,
  USING,
);

type Row = Record<string, string | boolean | null> & { locale: string };
type Step = { rows: Row[]; jobs: { status: string; attempts: number; last_error: string | null }[]; calls: number };
type Outcome = Record<
  | 'published'
  | 'savedAgain'
  | 'changed'
  | 'savedTwice'
  | 'unpublished'
  | 'publishedLater'
  | 'event'
  | 'throttled'
  | 'refused'
  | 'refusedSavedAgain'
  | 'long',
  Step
> & { calls: Call[] };

const byLocale = (rows: Row[]) => Object.fromEntries(rows.map((row) => [row.locale, row]));
const mark = (code: string, text: string) => `[${code}] ${text}`;

let outcome: Outcome;
let log: string;

beforeAll(async () => {
  await cms.setUp('content-languages/machine-translation/machine-translation-job.js');
  await startFake();
  const { output, last } = await cms.run(WITH_TRANSLATION, TRANSLATE_ON());
  outcome = JSON.parse(last) as Outcome;
  log = output;
}, 300_000);

afterAll(async () => {
  fake?.kill();
  await cms.tearDown();
});

describe('machine translation of posts and events (Amazon Translate, through its local fake)', () => {
  it('translates a published post into Arabic, Simplified Chinese and Vietnamese, marked as the machine’s', () => {
    const rows = byLocale(outcome.published.rows);
    expect(Object.keys(rows)).toEqual(['ar', 'en', 'vi', 'zh-Hans']);
    const english = rows.en!;
    for (const [locale, code] of [
      ['ar', 'ar'],
      ['zh-Hans', 'zh'],
      ['vi', 'vi'],
    ] as const) {
      expect(rows[locale]).toMatchObject({
        title: mark(code, 'Sports day'),
        excerpt: mark(code, 'Sports day is on Friday.'),
        featured_img_alt: mark(code, 'Students running'),
        machine_translated: true,
        translated_from: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      // Every element and attribute kept, only the text translated, and stored sanitised like every rich text.
      expect(rows[locale]!.content_html).toBe(
        sanitiseRichText(
          `<h2 class="ql-align-center">${mark(code, 'Sports day')}</h2>` +
            `<p>${mark(code, 'Bring a')} <strong>${mark(code, 'hat')}</strong> &amp; <a href="https://example.org/sun" target="_blank">${mark(code, 'sunscreen')}</a>.</p>` +
            `<ul><li>${mark(code, 'Years 7–9: 9 am')}</li><li>${mark(code, 'Years 10–12: 11 am')}</li></ul>` +
            `<p><img src="https://example.org/hat.png" alt="A hat"><br>${mark(code, 'See you there')}</p>`,
        ),
      );
    }
    expect(english).toMatchObject({ title: 'Sports day', machine_translated: false, content_html: sanitiseRichText(CONTENT) });
    // One call per language: all of the post's texts fit in one.
    expect(outcome.published.calls).toBe(3);
    expect(outcome.calls.slice(0, 3).map((call) => call.targetLanguageCode)).toEqual(['ar', 'zh', 'vi']);
  });

  it('calls the service again only when the English texts change, never for a save that leaves them as they were', () => {
    expect(outcome.savedAgain.calls).toBe(outcome.published.calls);
    expect(outcome.savedAgain.jobs).toHaveLength(1);
    expect(outcome.savedAgain.rows).toEqual(outcome.published.rows);
  });

  it('queues one job for saves made while it waits', () => {
    expect(outcome.savedTwice.jobs).toEqual([expect.objectContaining({ status: 'completed', attempts: 1 })]);
    expect(outcome.savedTwice.calls - outcome.changed.calls).toBe(3);
    expect(byLocale(outcome.savedTwice.rows).vi).toMatchObject({ title: mark('vi', 'Library week') });
  });

  it('translates changed English again where the machine wrote it, and never touches a person’s translation', () => {
    const before = byLocale(outcome.published.rows);
    const after = byLocale(outcome.changed.rows);
    expect(after.ar).toMatchObject({ title: 'يوم الرياضة', content_html: '<p>أحضروا قبعة</p>', machine_translated: false });
    expect(after['zh-Hans']).toMatchObject({ title: mark('zh', 'Sports day moved'), machine_translated: true });
    expect(after.vi).toMatchObject({ title: mark('vi', 'Sports day moved'), machine_translated: true });
    expect(after.vi!.translated_from).not.toBe(before.vi!.translated_from);
    expect(outcome.changed.calls - outcome.savedAgain.calls).toBe(2);
  });

  it('leaves an unpublished post alone, and translates it once it is published', () => {
    expect(outcome.unpublished.rows.map((row) => row.locale)).toEqual(['en']);
    expect(outcome.unpublished.jobs).toEqual([]);
    expect(outcome.unpublished.calls).toBe(outcome.savedTwice.calls);
    expect(byLocale(outcome.publishedLater.rows).vi).toMatchObject({
      title: mark('vi', 'Not yet'),
      content_html: `<p>${mark('vi', 'Draft')}</p>`,
      machine_translated: true,
    });
  });

  it('translates a calendar event’s title and description', () => {
    const rows = byLocale(outcome.event.rows);
    expect(rows.ar).toMatchObject({
      title: mark('ar', 'Parent evening'),
      description: `<p>${mark('ar', 'Meet the')} <em>${mark('ar', 'teachers')}</em>.</p>`,
      machine_translated: true,
    });
    expect(rows['zh-Hans']).toMatchObject({ title: mark('zh', 'Parent evening'), machine_translated: true });
  });

  it('tries again later when the service throttles, going on from the language it stopped at', () => {
    // The client's own retries (3 attempts) are spent, so the job fails and the job engine runs it again.
    expect(outcome.throttled.jobs).toEqual([{ status: 'completed', attempts: 2, last_error: null }]);
    expect(log).toMatch(
      /"kind":"machine-translation","attempt":1,"max_attempts":10,"outcome":"retry",.*"error":"Amazon Translate, post \S+ into zh-Hans: TooManyRequestsException/,
    );
    const calls = outcome.calls.slice(outcome.event.calls, outcome.throttled.calls);
    expect(calls.map((call) => `${call.targetLanguageCode} ${call.status}`)).toEqual([
      'ar 200',
      'zh 429',
      'zh 429',
      'zh 429',
      'zh 200',
      'vi 200',
    ]);
    const rows = byLocale(outcome.throttled.rows);
    for (const [locale, code] of [
      ['ar', 'ar'],
      ['zh-Hans', 'zh'],
      ['vi', 'vi'],
    ] as const) {
      expect(rows[locale]).toMatchObject({ title: mark(code, 'Swimming carnival'), machine_translated: true });
    }
  });

  it('leaves a language in English when the service refuses it, logs why, and never logs the secret', () => {
    const rows = byLocale(outcome.refused.rows);
    expect(rows.ar).toBeUndefined();
    expect(rows.vi).toMatchObject({ title: mark('vi', 'Book week'), machine_translated: true });
    expect(outcome.refused.jobs).toEqual([expect.objectContaining({ status: 'completed', attempts: 1 })]);
    expect(log).toMatch(/Machine translation of post \S+ into ar was refused \(UnsupportedLanguagePairException/);
    expect(log).not.toContain(SECRET);
    // A later save tries the language again, though its English is the same.
    expect(byLocale(outcome.refusedSavedAgain.rows).ar).toMatchObject({
      title: mark('ar', 'Book week'),
      machine_translated: true,
    });
    expect(outcome.refusedSavedAgain.calls - outcome.refused.calls).toBe(1);
  });

  it('sends a long post in calls within the service’s 10,000 bytes, and translates all of it', () => {
    const rows = byLocale(outcome.long.rows);
    const longCalls = outcome.calls.slice(outcome.refusedSavedAgain.calls);
    expect(longCalls.every((call) => call.status === 200 && Buffer.byteLength(call.text) <= 10_000)).toBe(true);
    expect(longCalls.filter((call) => call.targetLanguageCode === 'vi').length).toBeGreaterThan(1);
    expect(rows.vi!.content_html!.match(/<p>\[vi\] Paragraph \d+ of the term planner/g)).toHaveLength(LONG_PARAGRAPHS);
  });
});

describe('without TRANSLATE_REGION', () => {
  it('queues nothing and calls nothing', async () => {
    const before = (await fakeCalls()).length;
    const { last } = await cms.run(WITHOUT_TRANSLATION, {
      TRANSLATE_REGION: '',
      TRANSLATE_ENDPOINT: '',
      TRANSLATE_ACCESS_KEY_ID: '',
      TRANSLATE_SECRET_ACCESS_KEY: '',
    });
    const off = JSON.parse(last) as { rows: Row[]; jobs: unknown[] };
    expect(off.rows.map((row) => row.locale)).toEqual(['en']);
    expect(off.jobs).toEqual([]);
    expect((await fakeCalls()).length).toBe(before);
  }, 300_000);
});
