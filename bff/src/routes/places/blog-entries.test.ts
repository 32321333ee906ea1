import { beforeAll, describe, expect, it } from 'vitest';
import { PLACE_MESSAGES, type BlogEntryRecord } from '@portal/contract';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind } from '../../test/cms-records.ts';

type ErrorBody = { responceObject: { error: { id: string; message: string } } };

let blogPage: string;
let staticPage: string;

async function entries(username = 'student1'): Promise<BlogEntryRecord[]> {
  return answerOf('GET blog-entries', await callApi(`blog-entries/?page=${blogPage}`, { token: await tokenFor(username) }));
}

async function add(title: string, username = 'editor1') {
  return callApi<ErrorBody>('blog-entries', { method: 'POST', token: await tokenFor(username), body: { data: { pageUid: blogPage, title, content_html: `<p>${title} in full.</p>` } } });
}

beforeAll(async () => {
  const [english] = await cmsFind('places', { slug: { $eq: 'year-9-english' }, campus: { $eq: 'sydney' } });
  const pageOf = async (slug: string) => (await cmsFind('pages', { place: { documentId: { $eq: english!.documentId } }, slug: { $eq: slug } }))[0]!.documentId;
  blogPage = await pageOf('class-blog');
  staticPage = await pageOf('course-overview');
});

describe('blog entries', () => {
  it("lists a Blog Page's entries newest first with their author and date, for the place's readers only", async () => {
    const seen = await entries();
    expect(seen.map((entry) => [entry.title, entry.author])).toEqual([
      ['Poetry slam next Friday', 'Grace Liu'],
      ['Welcome back for the term', 'Grace Liu'],
    ]);
    expect(Date.parse(seen[0]!.created_at)).toBeGreaterThan(Date.parse(seen[1]!.created_at));
    // Year 9 English is for Year 9: a Year 10 carer does not read it.
    expect((await callApi(`blog-entries/?page=${blogPage}`, { token: await tokenFor('carer2') })).status).toBe(404);
  });

  type Call = () => Promise<{ path: string; method: string; body?: object }>;
  it.each<[string, Call]>([
    ['add', async () => ({ path: 'blog-entries', method: 'POST', body: { data: { pageUid: blogPage, title: 'Not mine', content_html: '<p>x</p>' } } })],
    ['change', async () => ({ path: `blog-entries/${(await entries())[0]!.blogEntryUid}`, method: 'PUT', body: { data: { title: 'Not mine', content_html: '<p>x</p>', updated_at: (await entries())[0]!.updated_at } } })],
    ['delete', async () => ({ path: `blog-entries/${(await entries())[0]!.blogEntryUid}`, method: 'DELETE' })],
  ])('answers 403 to teacher1, who is not an editor, when asked to %s an entry', async (_, call) => {
    const before = await entries();
    const { path, method, body } = await call();
    const answer = await callApi<ErrorBody>(path, { method, body, token: await tokenFor('teacher1') });
    expect(answer.status).toBe(403);
    expect(await entries()).toEqual(before);
  });

  it('lets an editor add an entry (first in the list), change it, be refused a stale change, and delete it', async () => {
    const created = await add('Reading week');
    expect(created.status).toBe(201);
    const entry = answerOf('POST blog-entries', created);
    expect(entry).toMatchObject({ title: 'Reading week', author: 'Grace Liu', users_username: 'editor1', pageUid: blogPage });
    expect((await entries())[0]?.blogEntryUid).toBe(entry.blogEntryUid);

    const token = await tokenFor('editor1');
    const write = (title: string, updatedAt: string) =>
      callApi<ErrorBody>(`blog-entries/${entry.blogEntryUid}`, { method: 'PUT', token, body: { data: { title, content_html: '<p>Changed <script>x()</script></p>', updated_at: updatedAt } } });
    const changed = answerOf('PUT blog-entries/:id', await write('Reading fortnight', entry.updated_at));
    expect(changed).toMatchObject({ title: 'Reading fortnight', content_html: '<p>Changed </p>' });
    const stale = await write('Reading month', entry.updated_at);
    expect(stale.status).toBe(409);
    expect(stale.body.responceObject.error.message).toBe(PLACE_MESSAGES.staleBlogEntry);

    const removed = await callApi(`blog-entries/${entry.blogEntryUid}`, { method: 'DELETE', token });
    expect(answerOf('DELETE blog-entries/:id', removed).title).toBe('Reading fortnight');
    expect((await entries()).map((one) => one.blogEntryUid)).not.toContain(entry.blogEntryUid);
  });

  it('refuses an entry without a title, and an entry on a page that is no Blog Page', async () => {
    const untitled = await add('  ');
    expect(untitled.status).toBe(400);
    expect(untitled.body.responceObject.error.message).toBe(PLACE_MESSAGES.blogTitle);
    const elsewhere = await callApi<ErrorBody>('blog-entries', { method: 'POST', token: await tokenFor('editor1'), body: { data: { pageUid: staticPage, title: 'Lost', content_html: '<p>x</p>' } } });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.responceObject.error.message).toBe('Blog entries belong to a Blog Page.');
  });
});
