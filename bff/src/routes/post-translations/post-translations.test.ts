import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AS_WRITTEN,
  CONTENT_TRANSLATION_MESSAGES,
  translationSource,
  type CalendarEventRecord,
  type Language,
  type PostRecord,
  type TranslationCountRecord,
} from '@portal/contract';
import { callApi, callArmidale, fetchFile, tokenFor, type ApiAnswer } from '../../test/api.ts';
import { answerOf, postListOf } from '../../test/answer-shape.ts';
import { cmsCreate, cmsDelete, cmsFind, cmsTranslate, cmsUpdate } from '../../test/cms-records.ts';
import { eventually } from '../../test/eventually.ts';
import { forgeToken } from '../../test/forge-token.ts';

type ErrorBody = { responceObject: { records: null; error: { id: string; message: string; fields?: Record<string, string> } } };

/** Marks this file's posts, so that lists can be narrowed to them. */
const MARK = `tr${randomUUID().slice(0, 6)}`;

let adminToken: string;
let general: string;
const people = new Map<Language, { username: string; token: string }>();
const madePeople: string[] = [];
const madeEvents: string[] = [];

/**
 * A new Sydney family member who reads in `language`, signed in through the campus's provider
 * (a token of its key), with the language chosen as the Language control saves it.
 */
async function readerIn(language: Language): Promise<{ username: string; token: string; documentId: string }> {
  const sub = `reader-${randomUUID()}`;
  const username = `${language.toLowerCase()}.${sub.slice(-10)}`;
  const token = await forgeToken(
    { sub, username, preferred_username: username, role: 'affiliate', given_name: 'Lan', family_name: 'Reader' },
    { issuer: inject('stack').idpUrl, audience: 'urn:school-portal:bff' },
  );
  const chosen = await callApi(`users/${username}/language`, { method: 'PUT', token, body: { data: { language } } });
  const documentId = answerOf('PUT users/:username/language', chosen)[0].userUid;
  madePeople.push(documentId);
  return { username, token, documentId };
}

const tokenIn = (language: Language) => people.get(language)!.token;

/** A live notice for everyone of Sydney, as the post editor sends it. */
function noticeData(title: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'notice',
    title: `${title} ${MARK}`,
    content_html: `<p>${title}: the English text.</p>`,
    featured_img_url: '/uploads/camp_thumb.jpg',
    featured_img_alt: 'Students on the oval',
    published: true,
    publish_start: new Date(Date.now() - 60_000).toISOString(),
    publish_end: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    postcategory_categoryid: general,
    user_types: ['carer', 'student', 'staff'],
    group_ids: [],
    client_id: randomUUID(),
    ...overrides,
  };
}

/** Creates a notice (noticeData) as the admin. */
async function createNotice(title: string, overrides: Record<string, unknown> = {}): Promise<PostRecord> {
  return answerOf(
    'POST posts',
    await callApi('posts', { method: 'POST', token: adminToken, body: { data: noticeData(title, overrides) } }),
  );
}

const putTranslation = (postId: string, language: string, data: unknown, token = adminToken) =>
  callApi<ErrorBody>(`posts/${postId}/translations/${language}`, { method: 'PUT', token, body: { data } });

/** The notices a reader's list gives them. */
async function noticesFor(language: Language): Promise<PostRecord[]> {
  return postListOf(await callApi('posts/?types=notice', { token: tokenIn(language) }));
}

async function readerPost(language: Language, postId: string): Promise<PostRecord> {
  return answerOf('GET posts/:id', await callApi(`posts/${postId}`, { token: tokenIn(language) }))[0];
}

const listed = (posts: PostRecord[], postId: string) => posts.filter((post) => post.postUid === postId);

let translated: PostRecord;
let untranslated: PostRecord;
let machine: PostRecord;

beforeAll(async () => {
  adminToken = await tokenFor('admin1');
  [{ documentId: general }] = (await cmsFind('post-categories', { categoryname: { $eq: 'General' } })) as [
    { documentId: string },
  ];
  for (const language of ['en', 'ar', 'zh-Hans', 'vi'] as const) people.set(language, await readerIn(language));

  translated = await createNotice('Swimming carnival');
  untranslated = await createNotice('Library closed');
  machine = await createNotice('Bus timetable');
  expect(
    (
      await putTranslation(translated.postUid, 'ar', {
        title: `مهرجان السباحة ${MARK}`,
        content_html: '<p>النص العربي.</p>',
        featured_img_alt: 'طلاب في الملعب',
      })
    ).status,
  ).toBe(200);
});

afterAll(async () => {
  for (const post of [translated, untranslated, machine])
    if (post) await callApi(`posts/${post.postUid}`, { method: 'DELETE', token: adminToken });
  for (const id of madeEvents) await cmsDelete('calendar-events', id);
  for (const id of madePeople) await cmsDelete('portal-users', id);
});

describe('readers get posts in their language', () => {
  it("gives a reader in Arabic the Arabic texts, as an editor's, in the list and the post itself; the rest of the post as written", async () => {
    const [inList] = listed(await noticesFor('ar'), translated.postUid);
    const expected = {
      postUid: translated.postUid,
      title: `مهرجان السباحة ${MARK}`,
      content_html: '<p>النص العربي.</p>',
      // No excerpt was written: the first words of the translated content.
      excerpt: 'النص العربي.',
      featured_img_alt: 'طلاب في الملعب',
      featured_img_url: translated.featured_img_url,
      publish_start: translated.publish_start,
      group_list: translated.group_list,
      translation: { language: 'ar', kind: 'human', original: null },
    };
    expect(inList).toMatchObject(expected);
    expect(await readerPost('ar', translated.postUid)).toMatchObject(expected);
  });

  it('gives a reader in a language a post has no translation in the English, marked missing', async () => {
    const [inList] = listed(await noticesFor('ar'), untranslated.postUid);
    expect(inList).toMatchObject({
      title: untranslated.title,
      content_html: untranslated.content_html,
      translation: { language: 'en', kind: 'missing', original: null },
    });
    expect(await readerPost('zh-Hans', translated.postUid)).toMatchObject({
      title: translated.title,
      translation: { language: 'en', kind: 'missing', original: null },
    });
  });

  it("gives a machine's translation marked machine, with the English beside it; written in the CMS, readers have it on their next call", async () => {
    // Read once, so the campus's posts are cached before the machine writes.
    expect((await readerPost('vi', machine.postUid)).translation.kind).toBe('missing');
    await cmsTranslate('posts', machine.postUid, 'vi', {
      title: `Lịch xe buýt ${MARK}`,
      content_html: '<p>Văn bản <script>alert(1)</script>tiếng Việt.</p>',
      excerpt: 'Văn bản tiếng Việt.',
      machine_translated: true,
    });
    const post = await eventually(
      () => readerPost('vi', machine.postUid),
      (read) => read.translation.kind === 'machine',
    );
    expect(post).toMatchObject({
      title: `Lịch xe buýt ${MARK}`,
      content_html: '<p>Văn bản tiếng Việt.</p>',
      excerpt: 'Văn bản tiếng Việt.',
      // The machine left the picture's description: the English one rather than none.
      featured_img_alt: 'Students on the oval',
      translation: {
        language: 'vi',
        kind: 'machine',
        original: {
          title: machine.title,
          excerpt: machine.excerpt,
          content_html: machine.content_html,
          featured_img_alt: 'Students on the oval',
        },
      },
    });
    expect(listed(await noticesFor('vi'), machine.postUid)[0]?.translation.kind).toBe('machine');
  });

  it('gives a reader in English the English, as written', async () => {
    const [inList] = listed(await noticesFor('en'), translated.postUid);
    expect(inList).toMatchObject({ title: translated.title, content_html: translated.content_html, translation: AS_WRITTEN });
    expect(await readerPost('en', translated.postUid)).toMatchObject({ title: translated.title, translation: AS_WRITTEN });
  });

  it('gives an administrator who reads Arabic the post as written when they open it, as the editor does, and their reader lists in Arabic', async () => {
    const admin = await readerIn('ar');
    const draft = await createNotice('Draft for admins', { published: false });
    await cmsUpdate('portal-users', admin.documentId, { is_admin: true });
    // Their record, changed in the CMS, reaches the BFF with its change event: then they open a draft, as only administrators do.
    await eventually(
      () => callApi(`posts/${draft.postUid}`, { token: admin.token }),
      (answer) => answer.status === 200,
    );
    await callApi(`posts/${draft.postUid}`, { method: 'DELETE', token: adminToken });
    expect(answerOf('GET posts/:id', await callApi(`posts/${translated.postUid}`, { token: admin.token }))[0]).toMatchObject({
      title: translated.title,
      content_html: translated.content_html,
      translation: AS_WRITTEN,
    });
    const inList = listed(postListOf(await callApi('posts/?types=notice', { token: admin.token })), translated.postUid);
    expect(inList).toMatchObject([{ title: `مهرجان السباحة ${MARK}`, translation: { language: 'ar', kind: 'human' } }]);
  });

  it('lists each post once, whatever its translations, for readers and administrators', async () => {
    await putTranslation(translated.postUid, 'vi', { title: `Lễ hội bơi ${MARK}`, content_html: '<p>Bơi.</p>' });
    for (const language of ['en', 'ar', 'zh-Hans', 'vi'] as const) {
      const notices = await noticesFor(language);
      for (const post of [translated, untranslated, machine])
        expect(listed(notices, post.postUid), `${language} ${post.title}`).toHaveLength(1);
    }
    const admin = await callApi(`posts/?get_posts_for_admin=true&title_keyword=${MARK}`, { token: adminToken });
    const adminList = postListOf(admin);
    expect(adminList.map((post) => post.postUid).sort()).toEqual(
      [translated.postUid, untranslated.postUid, machine.postUid].sort(),
    );
    expect(admin.headers.get('x-total-count')).toBe('3');
    // Administrators' screens show the post as written.
    expect(listed(adminList, translated.postUid)[0]).toMatchObject({ title: translated.title, translation: AS_WRITTEN });
  });
});

describe('the admin translation API', () => {
  it('saves an editor translation, reads it back, overwrites it and removes it, readers following each step at once', async () => {
    const post = await createNotice('Parent evening');
    const saved = await putTranslation(post.postUid, 'zh-Hans', {
      title: `家长晚会 ${MARK}`,
      content_html: '<p onclick="steal()">请准时到达。<script>steal()</script></p>',
      excerpt: '',
    });
    expect(saved.status).toBe(200);
    const record = answerOf('PUT posts/:id/translations/:language', saved);
    expect(record).toMatchObject({
      language: 'zh-Hans',
      title: `家长晚会 ${MARK}`,
      content_html: '<p>请准时到达。</p>',
      excerpt: '请准时到达。',
      featured_img_alt: null,
      machine_translated: false,
    });
    expect(await readerPost('zh-Hans', post.postUid)).toMatchObject({
      title: `家长晚会 ${MARK}`,
      translation: { kind: 'human' },
    });

    // Stored as a person's, made from the English as it is now, and audited under the admin.
    const [row] = await cmsFind<{ translated_from: string; machine_translated: boolean; content_html: string }>(
      'posts',
      { documentId: { $eq: post.postUid } },
      { locale: 'zh-Hans' },
    );
    const [english] = await cmsFind<{
      title: string;
      excerpt: string | null;
      content_html: string;
      featured_img_alt: string | null;
    }>('posts', { documentId: { $eq: post.postUid } });
    expect(row).toMatchObject({ machine_translated: false, content_html: '<p>请准时到达。</p>' });
    const source = translationSource({
      title: english!.title,
      excerpt: english!.excerpt ?? '',
      content_html: english!.content_html,
      featured_img_alt: english!.featured_img_alt,
    });
    expect(row!.translated_from).toBe(createHash('sha256').update(source).digest('hex'));
    const audited = await cmsFind<{ summary: string; users_username: string }>('audit-entries', {
      record_id: { $eq: post.postUid },
      action: { $eq: 'update' },
    });
    expect(audited).toContainEqual(
      expect.objectContaining({
        summary: `Updated the Simplified Chinese translation of notice "${post.title}"`,
        users_username: 'admin1',
      }),
    );

    expect(
      answerOf('GET posts/:id/translations', await callApi(`posts/${post.postUid}/translations`, { token: adminToken })),
    ).toEqual([record]);

    const again = answerOf(
      'PUT posts/:id/translations/:language',
      await putTranslation(post.postUid, 'zh-Hans', { title: `家长会 ${MARK}`, content_html: '<p>新的。</p>', excerpt: '摘要' }),
    );
    expect(again).toMatchObject({ title: `家长会 ${MARK}`, excerpt: '摘要' });
    expect(await readerPost('zh-Hans', post.postUid)).toMatchObject({ title: `家长会 ${MARK}`, excerpt: '摘要' });
    expect(
      answerOf('GET posts/:id/translations', await callApi(`posts/${post.postUid}/translations`, { token: adminToken })).map(
        (one) => one.title,
      ),
    ).toEqual([`家长会 ${MARK}`]);

    const removed = await callApi(`posts/${post.postUid}/translations/zh-Hans`, { method: 'DELETE', token: adminToken });
    expect(answerOf('DELETE posts/:id/translations/:language', removed)).toMatchObject({
      language: 'zh-Hans',
      title: `家长会 ${MARK}`,
    });
    expect(
      answerOf('GET posts/:id/translations', await callApi(`posts/${post.postUid}/translations`, { token: adminToken })),
    ).toEqual([]);
    expect(await readerPost('zh-Hans', post.postUid)).toMatchObject({ title: post.title, translation: { kind: 'missing' } });
    // The post itself stays.
    expect(await readerPost('en', post.postUid)).toMatchObject({ title: post.title });

    const gone = await callApi<ErrorBody>(`posts/${post.postUid}/translations/zh-Hans`, { method: 'DELETE', token: adminToken });
    expect(gone.status).toBe(404);
    expect(gone.body.responceObject.error.message).toBe(CONTENT_TRANSLATION_MESSAGES.notFound);
    await callApi(`posts/${post.postUid}`, { method: 'DELETE', token: adminToken });
  });

  it("lists a post's translations in the languages' order, a machine's marked", async () => {
    const list = answerOf(
      'GET posts/:id/translations',
      await callApi(`posts/${machine.postUid}/translations`, { token: adminToken }),
    );
    expect(list.map((one) => [one.language, one.machine_translated])).toEqual([['vi', true]]);
    expect(
      answerOf(
        'GET posts/:id/translations',
        await callApi(`posts/${translated.postUid}/translations`, { token: adminToken }),
      ).map((one) => one.language),
    ).toEqual(['ar', 'vi']);
  });

  it("writes over a machine's translation as the editor's", async () => {
    const post = await createNotice('Canteen menu');
    await cmsTranslate('posts', post.postUid, 'ar', { title: 'آلة', content_html: '<p>آلة</p>', machine_translated: true });
    const saved = answerOf(
      'PUT posts/:id/translations/:language',
      await putTranslation(post.postUid, 'ar', { title: 'قائمة المقصف', content_html: '<p>قائمة</p>' }),
    );
    expect(saved).toMatchObject({ title: 'قائمة المقصف', machine_translated: false });
    expect(await readerPost('ar', post.postUid)).toMatchObject({
      title: 'قائمة المقصف',
      translation: { kind: 'human', original: null },
    });
    await callApi(`posts/${post.postUid}`, { method: 'DELETE', token: adminToken });
  });

  it('answers 400 with the messages of the form for what it should have caught', async () => {
    const blank = await putTranslation(untranslated.postUid, 'ar', { title: '  ', content_html: '<p> </p>' });
    expect(blank.status).toBe(400);
    expect(blank.body.responceObject.error.fields).toMatchObject({
      'data.title': CONTENT_TRANSLATION_MESSAGES.title,
      'data.content_html': CONTENT_TRANSLATION_MESSAGES.content,
    });

    for (const language of ['en', 'fr', 'zh']) {
      const other = await putTranslation(untranslated.postUid, language, { title: 'x', content_html: '<p>x</p>' });
      expect(other.status, language).toBe(400);
      expect(other.body.responceObject.error.message).toBe(CONTENT_TRANSLATION_MESSAGES.language);
    }
    const notWrapped = await callApi<ErrorBody>(`posts/${untranslated.postUid}/translations/ar`, {
      method: 'PUT',
      token: adminToken,
      body: { title: 'x', content_html: '<p>x</p>' },
    });
    expect(notWrapped.status).toBe(400);
    expect(
      (await putTranslation(untranslated.postUid, 'ar', { title: 'x', content_html: '<p>x</p>', published: false })).status,
    ).toBe(400);
    expect(
      (await callApi<ErrorBody>(`posts/${untranslated.postUid}/translations/en`, { method: 'DELETE', token: adminToken })).status,
    ).toBe(400);
    // Nothing of these was stored.
    expect(
      answerOf('GET posts/:id/translations', await callApi(`posts/${untranslated.postUid}/translations`, { token: adminToken })),
    ).toEqual([]);
  });

  it('refuses readers with 403, and answers 404 for a post of another campus or none', async () => {
    const carer = await tokenFor('carer1');
    const calls: [string, string, unknown?][] = [
      ['GET', `posts/${translated.postUid}/translations`],
      ['PUT', `posts/${translated.postUid}/translations/ar`, { data: { title: 'x', content_html: '<p>x</p>' } }],
      ['DELETE', `posts/${translated.postUid}/translations/ar`],
      ['GET', 'posts/translation-counts'],
    ];
    for (const [method, path, body] of calls) {
      const answer = await callApi<ErrorBody>(path, { method, token: carer, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    for (const [method, path, body] of calls.slice(0, 3)) {
      const armidale = await callArmidale(path, { username: 'admin1', method, body });
      expect(armidale.status, `Armidale ${method} ${path}`).toBe(404);
      const unknown = await callApi(path.replace(translated.postUid, 'nosuchpost000000000000'), {
        method,
        token: adminToken,
        body,
      });
      expect(unknown.status, `unknown ${method} ${path}`).toBe(404);
    }
    // The Arabic translation is still there.
    expect((await readerPost('ar', translated.postUid)).translation.kind).toBe('human');
  });
});

describe('what is not translated yet', () => {
  const countsNow = async () =>
    answerOf('GET posts/translation-counts', await callApi('posts/translation-counts', { token: adminToken }));
  const countOf = (counts: TranslationCountRecord[], language: string) => counts.find((count) => count.language === language)!;

  it("counts per language the campus's live and coming posts with no translation, and those with only a machine's", async () => {
    const before = await countsNow();
    expect(before.map((count) => count.language)).toEqual(['ar', 'zh-Hans', 'vi']);
    const coming = await createNotice('Term 3 dates', { publish_start: new Date(Date.now() + 86_400_000).toISOString() });
    const draft = await createNotice('Draft only', { published: false });
    const withNew = await countsNow();
    for (const language of ['ar', 'zh-Hans', 'vi'])
      expect(countOf(withNew, language).untranslated, language).toBe(countOf(before, language).untranslated + 1);

    await putTranslation(coming.postUid, 'ar', { title: 'مواعيد الفصل', content_html: '<p>مواعيد</p>' });
    await cmsTranslate('posts', coming.postUid, 'vi', {
      title: 'Ngày học',
      content_html: '<p>Ngày</p>',
      machine_translated: true,
    });
    const after = await eventually(
      countsNow,
      (counts) => countOf(counts, 'vi').machine_translated === countOf(withNew, 'vi').machine_translated + 1,
    );
    expect(countOf(after, 'ar')).toMatchObject({
      untranslated: countOf(withNew, 'ar').untranslated - 1,
      machine_translated: countOf(withNew, 'ar').machine_translated,
    });
    // A machine's translation is a translation: the post is no longer untranslated in Vietnamese.
    expect(countOf(after, 'vi').untranslated).toBe(countOf(withNew, 'vi').untranslated - 1);
    expect(countOf(after, 'zh-Hans').untranslated).toBe(countOf(withNew, 'zh-Hans').untranslated);
    for (const post of [coming, draft]) await callApi(`posts/${post.postUid}`, { method: 'DELETE', token: adminToken });
  });

  it('filters the admin list to posts with no translation, human or machine, in a language', async () => {
    const ids = async (language: string) =>
      postListOf(
        await callApi(`posts/?get_posts_for_admin=true&title_keyword=${MARK}&untranslated=${language}`, { token: adminToken }),
      )
        .map((post) => post.postUid)
        .sort();
    expect(await ids('ar')).toEqual([untranslated.postUid, machine.postUid].sort());
    expect(await ids('vi')).toEqual([untranslated.postUid]);
    expect(await ids('zh-Hans')).toEqual([translated.postUid, untranslated.postUid, machine.postUid].sort());
    const wrong = await callApi<ErrorBody>(`posts/?get_posts_for_admin=true&untranslated=en`, { token: adminToken });
    expect(wrong.status).toBe(400);
    expect(wrong.body.responceObject.error.message).toBe(CONTENT_TRANSLATION_MESSAGES.language);
  });
});

describe('posts and their translations as one', () => {
  it('deletes every translation with the post', async () => {
    const post = await createNotice('Excursion');
    await putTranslation(post.postUid, 'ar', { title: 'رحلة', content_html: '<p>رحلة</p>' });
    await cmsTranslate('posts', post.postUid, 'vi', { title: 'Chuyến đi', content_html: '<p>Đi</p>', machine_translated: true });
    expect(await cmsFind('posts', { documentId: { $eq: post.postUid } }, { locale: '*' })).toHaveLength(3);
    expect((await callApi(`posts/${post.postUid}`, { method: 'DELETE', token: adminToken })).status).toBe(200);
    expect(await cmsFind('posts', { documentId: { $eq: post.postUid } }, { locale: '*' })).toEqual([]);
    expect(listed(await noticesFor('ar'), post.postUid)).toEqual([]);
  });

  it('answers a creation sent again with the one post, its translations notwithstanding', async () => {
    const data = noticeData('Photo day');
    const first = answerOf('POST posts', await callApi('posts', { method: 'POST', token: adminToken, body: { data } }));
    await putTranslation(first.postUid, 'ar', { title: 'يوم التصوير', content_html: '<p>صور</p>' });
    const again: ApiAnswer = await callApi('posts', { method: 'POST', token: adminToken, body: { data } });
    expect(again.status).toBe(200);
    expect(answerOf('POST posts', again)).toMatchObject({ postUid: first.postUid, title: first.title, translation: AS_WRITTEN });
    expect(await cmsFind('posts', { client_id: { $eq: data.client_id } })).toHaveLength(1);
    expect(await cmsFind('posts', { client_id: { $eq: data.client_id } }, { locale: '*' })).toHaveLength(2);
    await callApi(`posts/${first.postUid}`, { method: 'DELETE', token: adminToken });
  });
});

describe('calendar events in the reader language', () => {
  let eventId: string;
  const start = new Date(Date.now() + 3 * 86_400_000);

  beforeAll(async () => {
    eventId = await cmsCreate('calendar-events', {
      title: `Science fair ${MARK}`,
      description: '<p>Projects in the hall.</p>',
      event_start: start.toISOString(),
      event_end: new Date(start.getTime() + 3_600_000).toISOString(),
      campus: 'sydney',
    });
    madeEvents.push(eventId);
    await cmsTranslate('calendar-events', eventId, 'ar', {
      title: `معرض العلوم ${MARK}`,
      description: '<p>المشاريع في القاعة.</p>',
    });
    await cmsTranslate('calendar-events', eventId, 'vi', {
      title: `Hội chợ khoa học ${MARK}`,
      description: '<p>Dự án.</p>',
      machine_translated: true,
    });
  });

  const eventFor = async (language: Language): Promise<CalendarEventRecord> =>
    answerOf('GET calendar/:id', await callApi(`calendar/${eventId}`, { token: tokenIn(language) }))[0];

  it("gives each reader the event's title and description in their language, in the calendar and the event", async () => {
    // Written in the CMS: the BFF has them once the change events have arrived.
    await eventually(
      () => eventFor('vi'),
      (event) => event.translation.kind === 'machine',
    );
    expect(await eventFor('ar')).toMatchObject({
      title: `معرض العلوم ${MARK}`,
      description: '<p>المشاريع في القاعة.</p>',
      translation: { language: 'ar', kind: 'human', original: null },
    });
    expect(await eventFor('vi')).toMatchObject({
      title: `Hội chợ khoa học ${MARK}`,
      translation: {
        language: 'vi',
        kind: 'machine',
        original: { title: `Science fair ${MARK}`, description: '<p>Projects in the hall.</p>' },
      },
    });
    expect(await eventFor('zh-Hans')).toMatchObject({
      title: `Science fair ${MARK}`,
      translation: { language: 'en', kind: 'missing', original: null },
    });
    expect(await eventFor('en')).toMatchObject({ title: `Science fair ${MARK}`, translation: AS_WRITTEN });

    const calendar = answerOf('GET calendar', await callApi('calendar', { token: tokenIn('ar') }));
    expect(calendar.filter((event) => event.EVENT_ID === eventId)).toEqual([
      expect.objectContaining({ title: `معرض العلوم ${MARK}` }),
    ]);
  });

  it('writes the .ics download in the reader language, its file named from the English', async () => {
    const ics = await fetchFile(`calendar/${eventId}/ics`, { token: tokenIn('ar') });
    expect(ics.status).toBe(200);
    expect(ics.text.replace(/\r\n[ \t]/g, '')).toContain(`SUMMARY:معرض العلوم ${MARK}`);
    expect(ics.headers.get('content-disposition')).toContain(`science-fair-${MARK.toLowerCase()}.ics`);
  });
});
