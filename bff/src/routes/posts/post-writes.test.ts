import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostRecord } from '@portal/contract';
import { callApi, callArmidale, tokenFor } from '../../test/api.ts';
import { answerOf, postListOf } from '../../test/answer-shape.ts';
import { cmsFind } from '../../test/cms-records.ts';

/** Admin spec 5's message, with the reason beside it. */
const START_IN_PAST = '*Please select valid date. The start must not be before now.';

type ErrorBody = { responceObject: { records: null; error: { id: string; message: string; fields?: Record<string, string> } } };

let general: string;
let year9: string;

beforeAll(async () => {
  [{ documentId: general }] = (await cmsFind('post-categories', { categoryname: { $eq: 'General' } })) as [{ documentId: string }];
  [{ documentId: year9 }] = (await cmsFind('groups', { groupname: { $eq: 'Year 9' } })) as [{ documentId: string }];
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

/** A notice for carers of Year 9 as the notice editor sends it, live from now. */
function yearNineCarerNotice(overrides: Record<string, unknown> = {}) {
  return {
    type: 'notice',
    title: `Year 9 camp forms ${randomUUID().slice(0, 8)}`,
    content_html: '<p>Return the camp forms by Friday.</p>',
    featured_img_url: '/uploads/camp_thumb.jpg',
    published: true,
    publish_start: new Date(Date.now() - 60_000).toISOString(),
    publish_end: inAWeek(),
    postcategory_categoryid: general,
    user_types: ['carer'],
    group_ids: [year9],
    client_id: randomUUID(),
    ...overrides,
  };
}

async function createAsAdmin(data: Record<string, unknown>) {
  return callApi('posts', { method: 'POST', token: await tokenFor('admin1'), body: { data } });
}

async function noticeIdsFor(username: string): Promise<string[]> {
  return postListOf(await callApi('posts/?types=notice', { token: await tokenFor(username) })).map((post) => post.postUid);
}

describe('admin post writes are for administrators only', () => {
  it.each(['carer1', 'student1', 'teacher1'])('answers 403 to %s for create, update and delete', async (username) => {
    const token = await tokenFor(username);
    const someId = (await cmsFind('posts', { type: { $eq: 'notice' } }))[0]!.documentId;
    const answers = await Promise.all([
      callApi<ErrorBody>('posts', { method: 'POST', token, body: { data: yearNineCarerNotice() } }),
      callApi<ErrorBody>(`posts/${someId}`, { method: 'PUT', token, body: { data: yearNineCarerNotice() } }),
      callApi<ErrorBody>(`posts/${someId}`, { method: 'DELETE', token }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body.responceObject.error.id).toBe('forbidden');
    }
    expect(await cmsFind('posts', { documentId: { $eq: someId } })).toHaveLength(1);
  });
});

describe('creating a notice', () => {
  it("stores it with the admin as its creator and shows it at once to its audience only", async () => {
    const data = yearNineCarerNotice();
    const answer = await createAsAdmin(data);
    expect(answer.status).toBe(201);
    const post = answerOf('POST posts', answer);
    expect(post).toMatchObject({
      type: 'notice',
      title: data.title,
      slug: data.title.toLowerCase().replace(/ /g, '-'),
      excerpt: 'Return the camp forms by Friday.',
      sort_order: 5,
      users_username: 'admin1',
      users_firstname: 'Daniel',
      postcategory_categoryid: general,
      group_list: { groupNames: ['Year 9'] },
    });
    // No waiting: the BFF drops its cached posts as it writes.
    expect(await noticeIdsFor('carer1')).toContain(post.postUid);
    // carer2's child is in Year 10; student1 is in Year 9 but not a carer.
    expect(await noticeIdsFor('carer2')).not.toContain(post.postUid);
    expect(await noticeIdsFor('student1')).not.toContain(post.postUid);
    expect(await noticeIdsFor('teacher1')).not.toContain(post.postUid);
  });

  it('shows a notice for carers of Year 10 to carer2 and not to carer1', async () => {
    const [{ documentId: year10 }] = (await cmsFind('groups', { groupname: { $eq: 'Year 10' } })) as [{ documentId: string }];
    const post = answerOf('POST posts', await createAsAdmin(yearNineCarerNotice({ title: 'Year 10 work experience forms', group_ids: [year10] })));
    expect(await noticeIdsFor('carer2')).toContain(post.postUid);
    expect(await noticeIdsFor('carer1')).not.toContain(post.postUid);
  });

  it('answers a retried creation with the first post, never a second one, even when the tries arrive together', async () => {
    const data = yearNineCarerNotice();
    const first = answerOf('POST posts', await createAsAdmin(data));
    const retry = await createAsAdmin(data);
    expect(retry.status).toBe(200);
    expect(answerOf('POST posts', retry).postUid).toBe(first.postUid);

    const together = yearNineCarerNotice();
    const answers = await Promise.all([1, 2, 3].map(() => createAsAdmin(together)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answerOf('POST posts', answer).postUid)).size).toBe(1);
    expect(await cmsFind('posts', { client_id: { $in: [data.client_id, together.client_id] } })).toHaveLength(2);
  });

  it('refuses a client id another admin or another post used, with 409', async () => {
    const data = yearNineCarerNotice();
    await createAsAdmin(data);
    const other = await callArmidale('posts', { username: 'admin1', method: 'POST', body: { data } });
    expect(other.status).toBe(409);
  });

  it("answers the spec's message in the envelope for what the form should have caught", async () => {
    const answer = await createAsAdmin(yearNineCarerNotice({ title: '  ', publish_end: null }));
    expect(answer.status).toBe(400);
    const { error } = (answer.body as ErrorBody).responceObject;
    expect(error.message).toBe('*Please enter title.');
    expect(error.fields).toMatchObject({ 'data.title': '*Please enter title.', 'data.publish_end': '*Please select end date.' });
    const past = await createAsAdmin(yearNineCarerNotice({ publish_start: new Date(Date.now() - 86_400_000).toISOString() }));
    expect(past.status).toBe(400);
    expect((past.body as ErrorBody).responceObject.error).toMatchObject({
      message: START_IN_PAST,
      fields: { 'data.publish_start': START_IN_PAST },
    });
    const endFirst = await createAsAdmin(yearNineCarerNotice({ publish_end: new Date(Date.now() - 3_600_000).toISOString() }));
    expect((endFirst.body as ErrorBody).responceObject.error.fields).toMatchObject({
      'data.publish_end': '*Please select valid date. The end must not be before the start.',
    });
    const noCategory = await createAsAdmin(yearNineCarerNotice({ postcategory_categoryid: 'nosuchcategory01' }));
    expect((noCategory.body as ErrorBody).responceObject.error.message).toBe('*Please select one category.');
  });

  it("stores the picture's description, shows it to readers, and refuses one over 250 characters with its message", async () => {
    const described = answerOf('POST posts', await createAsAdmin(yearNineCarerNotice({ featured_img_alt: '  Year 9 tents pitched by the river  ' })));
    expect(described.featured_img_alt).toBe('Year 9 tents pitched by the river');
    const carerView = postListOf(await callApi('posts/?types=notice', { token: await tokenFor('carer1') }));
    expect(carerView.find((post) => post.postUid === described.postUid)?.featured_img_alt).toBe('Year 9 tents pitched by the river');
    // None given (an older editor) or blank: the picture only decorates.
    expect(answerOf('POST posts', await createAsAdmin(yearNineCarerNotice())).featured_img_alt).toBeNull();
    expect(answerOf('POST posts', await createAsAdmin(yearNineCarerNotice({ featured_img_alt: ' ' }))).featured_img_alt).toBeNull();

    const tooLong = await createAsAdmin(yearNineCarerNotice({ featured_img_alt: 'x'.repeat(251) }));
    expect(tooLong.status).toBe(400);
    const message = 'Shorten the picture description to at most 250 characters: a sentence saying what the picture shows.';
    expect((tooLong.body as ErrorBody).responceObject.error).toMatchObject({ message, fields: { 'data.featured_img_alt': message } });
  });

  it('publishes now: a start in the current minute is accepted, as is one chosen a few minutes before the save', async () => {
    const thisMinute = new Date();
    thisMinute.setSeconds(0, 0);
    const now = await createAsAdmin(yearNineCarerNotice({ publish_start: thisMinute.toISOString() }));
    expect(now.status).toBe(201);
    expect(answerOf('POST posts', now).publish_start).toBe(thisMinute.toISOString());
    const fiveMinutesAgo = await createAsAdmin(yearNineCarerNotice({ publish_start: new Date(thisMinute.getTime() - 5 * 60_000).toISOString() }));
    expect(fiveMinutesAgo.status).toBe(201);
    // Earlier today, beyond the minutes a save may take, is the past (admin spec 5).
    const earlier = await createAsAdmin(yearNineCarerNotice({ publish_start: new Date(thisMinute.getTime() - 60 * 60_000).toISOString() }));
    expect(earlier.status).toBe(400);
    expect((earlier.body as ErrorBody).responceObject.error.fields).toEqual({ 'data.publish_start': START_IN_PAST });
  });

  it('stores the content without script or event handlers, with the content rules applied', async () => {
    const answer = await createAsAdmin(
      yearNineCarerNotice({
        content_html:
          '<p>Forms <a href="https://forms.example.org/camp">here</a>.<script>steal()</script></p>' +
          '<p><img src="https://media.example/uploads/map_1a.png?sig=x" onerror="steal()"></p>',
      }),
    );
    const post = answerOf('POST posts', answer);
    expect(post.excerpt).toBe('Forms here.');
    const [stored] = await cmsFind<{ content_html: string }>('posts', { documentId: { $eq: post.postUid } });
    for (const html of [post.content_html, stored!.content_html]) {
      expect(html).not.toMatch(/script|onerror|steal/);
      expect(html).toContain('href="https://forms.example.org/camp" target="_blank" rel="noopener noreferrer"');
      expect(html).toContain('color:#C41425');
    }
  });
});

describe('lists, headings, links, images and players in a notice', () => {
  const item = (kind: string, text: string, indent = 0) =>
    `<li data-list="${kind}"${indent ? ` class="ql-indent-${indent}"` : ''}><span class="ql-ui" contenteditable="false"></span>${text}</li>`;
  const SEMANTIC =
    '<h2>Camp</h2><ul><li>Hat</li><li>Towel</li></ul><ol><li>Arrive</li><li>Sign in</li></ol>' +
    '<ul><li>Bring<ol><li>Forms<ul><li>Medical</li></ul></li></ol></li><li>Wear</li></ul>' +
    '<p><a style="color:#C41425;text-decoration:none" href="/notices">Notices</a><img src="/uploads/map_1a.png" /></p>' +
    '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Embedded video" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"></iframe>';

  const storedAndRead = async (content_html: string) => {
    const post = answerOf('POST posts', await createAsAdmin(yearNineCarerNotice({ content_html })));
    const [stored] = await cmsFind<{ content_html: string }>('posts', { documentId: { $eq: post.postUid } });
    const [read] = answerOf('GET posts/:id', await callApi(`posts/${post.postUid}`, { token: await tokenFor('carer1') }));
    return [post.content_html, stored!.content_html, read!.content_html];
  };

  it('stores and reads back semantic lists, headings, links, images and players unchanged', async () => {
    expect(await storedAndRead(SEMANTIC)).toEqual([SEMANTIC, SEMANTIC, SEMANTIC]);
  });

  it("stores bulleted, numbered and nested lists a client sends in Quill's own form as semantic lists", async () => {
    const quill =
      `<h2>Camp</h2><ol>${item('bullet', 'Hat')}${item('bullet', 'Towel')}${item('ordered', 'Arrive')}${item('ordered', 'Sign in')}</ol>` +
      `<ol>${item('bullet', 'Bring')}${item('ordered', 'Forms', 1)}${item('bullet', 'Medical', 2)}${item('bullet', 'Wear')}</ol>` +
      SEMANTIC.slice(SEMANTIC.indexOf('<p>'));
    expect(await storedAndRead(quill)).toEqual([SEMANTIC, SEMANTIC, SEMANTIC]);
  });
});

describe('updating, cloning and deleting a notice', () => {
  let live: PostRecord;
  const startedYesterday = new Date(Date.now() - 86_400_000).toISOString();

  beforeAll(async () => {
    // A live notice that started yesterday, as one made then would be.
    const created = answerOf('POST posts', await createAsAdmin(yearNineCarerNotice({ publish_start: inAnHour() })));
    const { cmsUpdate } = await import('../../test/cms-records.ts');
    await cmsUpdate('posts', created.postUid, { publish_start: startedYesterday });
    live = { ...created, publish_start: startedYesterday };
  });

  const asForm = (post: PostRecord, overrides: Record<string, unknown> = {}) => ({
    type: post.type,
    title: post.title,
    content_html: post.content_html,
    featured_img_url: post.featured_img_url,
    published: post.published,
    publish_start: post.publish_start,
    publish_end: post.publish_end,
    postcategory_categoryid: post.postcategory_categoryid,
    user_types: ['carer'],
    group_ids: [year9],
    ...overrides,
  });

  it("changes the picture's description, and clears it", async () => {
    const token = await tokenFor('admin1');
    const changed = await callApi(`posts/${live.postUid}`, { method: 'PUT', token, body: { data: asForm(live, { featured_img_alt: 'Camp forms on a desk' }) } });
    expect(answerOf('PUT posts/:id', changed).featured_img_alt).toBe('Camp forms on a desk');
    const detail = await callApi(`posts/${live.postUid}`, { token: await tokenFor('carer1') });
    expect(answerOf('GET posts/:id', detail)[0].featured_img_alt).toBe('Camp forms on a desk');
    const cleared = await callApi(`posts/${live.postUid}`, { method: 'PUT', token, body: { data: asForm(live, { featured_img_alt: '' }) } });
    expect(answerOf('PUT posts/:id', cleared).featured_img_alt).toBeNull();
  });

  it('keeps a past start when editing, and readers see the change at once', async () => {
    const token = await tokenFor('admin1');
    const answer = await callApi(`posts/${live.postUid}`, { method: 'PUT', token, body: { data: asForm(live, { title: `${live.title} (updated)` }) } });
    expect(answer.status).toBe(200);
    expect(answerOf('PUT posts/:id', answer)).toMatchObject({ postUid: live.postUid, title: `${live.title} (updated)`, publish_start: startedYesterday });
    const carerView = postListOf(await callApi('posts/?types=notice', { token: await tokenFor('carer1') }));
    expect(carerView.find((post) => post.postUid === live.postUid)?.title).toBe(`${live.title} (updated)`);
  });

  it('refuses a start moved into the past', async () => {
    const answer = await callApi<ErrorBody>(`posts/${live.postUid}`, {
      method: 'PUT',
      token: await tokenFor('admin1'),
      body: { data: asForm(live, { publish_start: new Date(Date.now() - 2 * 86_400_000).toISOString() }) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.responceObject.error.message).toBe(START_IN_PAST);
  });

  it('clones a live notice with its start, then deletes the clone', async () => {
    const token = await tokenFor('admin1');
    const clone = answerOf('POST posts', await createAsAdmin({ ...asForm(live), clone: true, clone_of: live.postUid, client_id: randomUUID() }));
    expect(clone.postUid).not.toBe(live.postUid);
    expect(clone.publish_start).toBe(startedYesterday);

    const removed = await callApi(`posts/${clone.postUid}`, { method: 'DELETE', token });
    expect(removed.status).toBe(200);
    expect(answerOf('DELETE posts/:id', removed).postUid).toBe(clone.postUid);
    expect((await callApi(`posts/${clone.postUid}`, { token })).status).toBe(404);
    expect(await noticeIdsFor('carer1')).not.toContain(clone.postUid);
    expect((await callApi(`posts/${clone.postUid}`, { method: 'DELETE', token })).status).toBe(404);
  });

  it("answers 404 to an admin of another campus", async () => {
    expect((await callArmidale(`posts/${live.postUid}`, { username: 'admin1', method: 'PUT', body: { data: asForm(live) } })).status).toBe(404);
    expect((await callArmidale(`posts/${live.postUid}`, { username: 'admin1', method: 'DELETE' })).status).toBe(404);
  });
});
