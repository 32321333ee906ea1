import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { PLACE_MESSAGES, isPageVisible, newPageDefaults, sortDataFor, type PageRecord } from '@portal/contract';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind, cmsUpdate } from '../../test/cms-records.ts';
import { eventually } from '../../test/eventually.ts';

type ErrorBody = { responceObject: { error: { id: string; message: string; fields?: Record<string, string> } } };

const FOLDER = '1CommerceDemoFolder000000000';
let english: string;
let types: Record<string, string>;
/** A place of this file's own, edited by editor1 and tom.walsh (not teacher1). */
let place: string;

async function pagesOf(username: string, placeUid: string, query = ''): Promise<PageRecord[]> {
  return answerOf('GET pages', await callApi(`pages/?place=${placeUid}${query}`, { token: await tokenFor(username) }));
}
const titles = (pages: PageRecord[]) => pages.map((page) => page.title);

async function addPage(pageType: 'Static Page' | 'Documents', username = 'editor1'): Promise<PageRecord> {
  const pages = await pagesOf(username, place);
  const draggable = pages.filter((page) => !page.landing_page);
  const pageData = newPageDefaults({ placeUid: place, pagetypeUid: types[pageType]!, pageType, draggableCount: draggable.length });
  const answer = await callApi('pages/?update_sort_order=true&create_new_page=true', { method: 'POST', token: await tokenFor(username), body: { pageData, sortData: sortDataFor(pages) } });
  return answerOf('POST pages', answer);
}

async function change(page: PageRecord, pageData: object, username = 'editor1') {
  return callApi<ErrorBody>(`pages/${page.pageUid}`, { method: 'PUT', token: await tokenFor(username), body: { pageData: { ...pageData, updated_at: page.updated_at } } });
}

beforeAll(async () => {
  [{ documentId: english }] = (await cmsFind('places', { slug: { $eq: 'year-9-english' }, campus: { $eq: 'sydney' } })) as [{ documentId: string }];
  types = Object.fromEntries((await cmsFind<{ documentId: string; pageType: string }>('page-types', {})).map((type) => [type.pageType, type.documentId]));
  const created = await callApi('places', {
    method: 'POST',
    token: await tokenFor('admin1'),
    body: { data: { place: 'Pages Test Place', description: 'For page tests.', intended_audience: 'Everyone', editors: 'editor1,tom.walsh', klaUid: null, group_ids: [] } },
  });
  place = answerOf('POST places', created).placeUid;
  const landing = await callApi('pages', {
    method: 'POST',
    token: await tokenFor('admin1'),
    body: { pageData: { placeUid: place, pagetypeUid: types['Static Page']!, title: 'Welcome', landing_page: true, content_html: '<p>Hello</p>' } },
  });
  expect(landing.status).toBe(201);
});

afterAll(async () => {
  await callApi(`places/${place}`, { method: 'DELETE', token: await tokenFor('admin1') });
});

describe('reading pages', () => {
  it("shows a student the place's pages: landing first, then by sort order, without hidden, scheduled or deleted ones", async () => {
    const pages = await pagesOf('student1', english);
    expect(titles(pages)).toEqual(['Welcome', 'Course Overview', 'Resources', 'Tasks', 'Classrooms', 'Class Blog']);
    expect(pages[0]).toMatchObject({ landing_page: true, place_place: 'Year 9 English', place_slug: 'year-9-english', pagetype_pagetype: 'Static Page', editors: ['editor1', 'tom.walsh'] });
    expect(pages.find((page) => page.title === 'Resources')).toMatchObject({ pagetype_pagetype: 'Documents', file_view_type: 'list' });
  });

  it("shows the place's editors its hidden and scheduled pages too, never a deleted one", async () => {
    expect(titles(await pagesOf('editor1', english))).toEqual([
      'Welcome',
      'Course Overview',
      'Resources',
      'Tasks',
      'Classrooms',
      'Class Blog',
      'Excursion Permission Forms',
      'Holiday Reading Challenge',
    ]);
  });

  it('finds one page by its slug, and a hidden one only for editors', async () => {
    expect(titles(await pagesOf('student1', english, '&page_slug=class-blog'))).toEqual(['Class Blog']);
    // A page kept from the person has no address for them: 404, as for a page that does not exist.
    expect((await callApi(`pages/?place=${english}&page_slug=excursion-permission-forms`, { token: await tokenFor('student1') })).status).toBe(404);
    const [hidden] = await pagesOf('editor1', english, '&page_slug=excursion-permission-forms');
    expect(hidden?.pageHide).toBe(true);
    expect((await callApi(`pages/${hidden!.pageUid}`, { token: await tokenFor('student1') })).status).toBe(404);
    expect(answerOf('GET pages/:id', await callApi(`pages/${hidden!.pageUid}`, { token: await tokenFor('editor1') }))[0]!.title).toBe('Excursion Permission Forms');
  });

  it("gives admins every page of the campus without a place, filtered by page type, and nobody else", async () => {
    const admin = await tokenFor('admin1');
    const all = answerOf('GET pages', await callApi('pages/', { token: admin }));
    expect(new Set(all.map((page) => page.place_place))).toEqual(new Set(['Boarding House', 'Pages Test Place', 'Stage 5 Mathematics', 'Visual Arts', 'Year 11 Biology', 'Year 9 English']));
    const places = all.map((page) => page.place_place!);
    expect(places).toEqual([...places].sort());
    const blogs = answerOf('GET pages', await callApi(`pages/?pagetype=${types['Blog Page']}&navigation=true`, { token: admin }));
    expect(blogs.map((page) => page.place_place)).toEqual(['Boarding House', 'Stage 5 Mathematics', 'Visual Arts', 'Year 11 Biology', 'Year 9 English']);
    expect((await callApi('pages/', { token: await tokenFor('teacher1') })).status).toBe(403);
  });

  it('shows a page changed in the CMS to readers within a second', async () => {
    const [page] = await cmsFind<{ documentId: string }>('pages', { place: { documentId: { $eq: english } }, slug: { $eq: 'course-overview' } });
    await cmsUpdate('pages', page!.documentId, { title: 'Course Outline' });
    try {
      await eventually(async () => titles(await pagesOf('student1', english)), (seen) => seen.includes('Course Outline'));
    } finally {
      await cmsUpdate('pages', page!.documentId, { title: 'Course Overview' });
    }
  });
});

describe('addresses of pages', () => {
  const atAddress = async (placeUid: string, pageSlug: string, username = 'student1') =>
    callApi<ErrorBody>(`pages/?place=${placeUid}&page_slug=${pageSlug}`, { token: await tokenFor(username) });

  it('answers 404 with the envelope for a slug no page of the place has, never another page in its stead', async () => {
    const answer = await atAddress(english, 'no-such-page');
    expect(answer.status).toBe(404);
    expect(answer.body.responceObject.error.id).toBe('not_found');
  });

  it('answers a renamed page at its old address under its new slug, in its own place only', async () => {
    const page = await addPage('Static Page');
    const named = answerOf('PUT pages/:id', await change(page, { title: 'Camp Notes' }));
    const renamed = answerOf('PUT pages/:id', await change(named, { title: 'Year 9 Camp' }));
    expect(renamed.slug).toBe('year-9-camp');

    for (const old of ['camp-notes', page.slug]) {
      const [found] = answerOf('GET pages', await atAddress(place, old));
      expect(found).toMatchObject({ pageUid: page.pageUid, slug: 'year-9-camp', title: 'Year 9 Camp' });
    }
    // Another place's old slugs are no address here.
    expect((await atAddress(english, 'camp-notes')).status).toBe(404);
  });

  it('keeps the old address of a page renamed in the Strapi admin panel too', async () => {
    const page = await addPage('Static Page');
    const named = answerOf('PUT pages/:id', await change(page, { title: 'Sports Day' }));
    await cmsUpdate('pages', named.pageUid, { slug: 'athletics-carnival' });
    const [found] = await eventually(
      async () => answerOf('GET pages', await atAddress(place, 'sports-day')),
      (pages) => pages[0]?.slug === 'athletics-carnival',
    );
    expect(found!.pageUid).toBe(page.pageUid);
  });

  it("leaves a moved page's old addresses with the place it left", async () => {
    const page = await addPage('Static Page');
    const named = answerOf('PUT pages/:id', await change(page, { title: 'Trip Forms' }));
    const renamed = answerOf('PUT pages/:id', await change(named, { title: 'Excursion Forms' }));
    const moved = answerOf('PUT pages/:id', await change(renamed, { placeUid: english }, 'admin1'));
    expect(moved.placeUid).toBe(english);
    expect((await atAddress(english, 'trip-forms')).status).toBe(404);
    expect((await atAddress(place, 'trip-forms')).status).toBe(404);
    const [found] = answerOf('GET pages', await atAddress(english, moved.slug));
    expect(found!.pageUid).toBe(page.pageUid);
    await callApi(`pages/${page.pageUid}`, { method: 'DELETE', token: await tokenFor('admin1') });
  });

  it('lets a page that takes an old slug win over the redirect', async () => {
    const page = await addPage('Static Page');
    const named = answerOf('PUT pages/:id', await change(page, { title: 'Reading List' }));
    answerOf('PUT pages/:id', await change(named, { title: 'Reading List 2026' }));
    const newcomer = answerOf('PUT pages/:id', await change(await addPage('Static Page'), { title: 'Reading List' }));
    expect(newcomer.slug).toBe('reading-list');
    const [found] = answerOf('GET pages', await atAddress(place, 'reading-list'));
    expect(found!.pageUid).toBe(newcomer.pageUid);
  });
});

describe('who may write pages', () => {
  const calls: [string, (page: PageRecord, pages: PageRecord[]) => { path: string; method: string; body?: object }][] = [
    ['create a page', () => ({ path: 'pages/?update_sort_order=true&create_new_page=true', method: 'POST', body: { pageData: newPageDefaults({ placeUid: place, pagetypeUid: types['Static Page']!, pageType: 'Static Page', draggableCount: 1 }) } })],
    ['rename a page', (page) => ({ path: `pages/${page.pageUid}`, method: 'PUT', body: { pageData: { title: 'Mine now', updated_at: page.updated_at } } })],
    ['hide a page', (page) => ({ path: `pages/${page.pageUid}`, method: 'PUT', body: { pageData: { pageHide: true, updated_at: page.updated_at } } })],
    ['reorder the pages', (_, pages) => ({ path: 'pages/?update_sort_order=true', method: 'PUT', body: { placeUid: place, sortData: sortDataFor([...pages].reverse()) } })],
    ['delete a page', (page) => ({ path: `pages/${page.pageUid}`, method: 'DELETE' })],
  ];

  it.each(calls)('answers 403 to teacher1, who is not an editor, when asked to %s, and changes nothing', async (_, call) => {
    const page = await addPage('Static Page');
    const before = await pagesOf('editor1', place);
    const { path, method, body } = call(page, before);
    const answer = await callApi<ErrorBody>(path, { method, body, token: await tokenFor('teacher1') });
    expect(answer.status).toBe(403);
    expect(answer.body.responceObject.error.message).toBe('You do not have access to this.');
    expect(await pagesOf('editor1', place)).toEqual(before);
  });

  it("answers 404 to a student for a place they may not read, and 403 to one who reads it but does not edit it", async () => {
    const page = (await pagesOf('editor1', english))[1]!;
    const write = (username: string) => change(page, { title: 'Not yours' }, username);
    expect((await write('student1')).status).toBe(403);
    const biology = (await cmsFind('places', { slug: { $eq: 'year-11-biology' } }))[0]!.documentId;
    const [biologyPage] = await cmsFind<{ documentId: string; updatedAt: string }>('pages', { place: { documentId: { $eq: biology } } });
    const answer = await callApi(`pages/${biologyPage!.documentId}`, { method: 'PUT', token: await tokenFor('student1'), body: { pageData: { title: 'x', updated_at: biologyPage!.updatedAt } } });
    expect(answer.status).toBe(404);
  });
});

describe("an editor's changes", () => {
  it("adds a Static Page and a Documents page with the spec's defaults, after the others", async () => {
    const before = await pagesOf('editor1', place);
    const first = await addPage('Static Page');
    expect(first).toMatchObject({ title: 'NEW PAGE', navigation: true, landing_page: false, content_html: '', description: '', pagetype_pagetype: 'Static Page', users_username: 'editor1' });
    expect(first.slug).toMatch(/^new-page-\d{13}$/);
    const files = await addPage('Documents');
    expect(files.title).toBe('New Files Pages');
    expect(files.slug).toMatch(/^new-files-pages-\d{13}$/);
    const after = await pagesOf('editor1', place);
    expect(after.map((page) => page.pageUid)).toEqual([...before.map((page) => page.pageUid), first.pageUid, files.pageUid]);
    // The creation rewrote the others' sort order from 0, the new page last.
    expect(after.filter((page) => !page.landing_page).map((page) => page.sort_order)).toEqual(after.slice(1).map((_, index) => index));
  });

  it('renames a tab (a new slug), edits the content (sanitised and rewritten), and answers 400 for a blank title', async () => {
    const page = await addPage('Static Page');
    const renamed = answerOf('PUT pages/:id', await change(page, { title: 'Homework Help' }));
    expect(renamed).toMatchObject({ title: 'Homework Help', slug: 'homework-help' });

    const blank = await change(renamed, { title: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.responceObject.error.message).toBe(PLACE_MESSAGES.title);

    const origin = new URL(inject('stack').url).origin;
    const content = `<p onclick="x()">Read <a href="https://news.example.org/a">this</a><script>alert(1)</script><img src="${origin}/uploads/chart_ab12.png?signature=1"></p>`;
    const edited = answerOf('PUT pages/:id', await change(renamed, { content_html: content }));
    expect(edited.content_html).not.toMatch(/script|onclick|signature/);
    expect(edited.content_html).toContain('src="/uploads/chart_ab12.png"');
    expect(edited.content_html).toMatch(/<a [^>]*target="_blank"/);
    expect(edited.content_html).toMatch(/<a style="color: ?#C41425/);
    const [stored] = await cmsFind<{ content_html: string }>('pages', { documentId: { $eq: page.pageUid } });
    expect(stored!.content_html).not.toContain('script');
  });

  it('links a Drive folder as its embedded view, switches it to grid, refuses what is no folder, and unlinks it', async () => {
    const page = await addPage('Documents');
    const linked = answerOf('PUT pages/:id', await change(page, { google_drive_url: `https://drive.google.com/drive/folders/${FOLDER}?usp=sharing` }));
    expect(linked.google_drive_url).toBe(`https://drive.google.com/embeddedfolderview?id=${FOLDER}#list`);
    const grid = answerOf('PUT pages/:id', await change(linked, { file_view_type: 'grid' }));
    expect(grid).toMatchObject({ file_view_type: 'grid', google_drive_url: `https://drive.google.com/embeddedfolderview?id=${FOLDER}#grid` });
    const wrong = await change(grid, { google_drive_url: 'https://example.org/not-a-folder' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.responceObject.error.message).toBe(PLACE_MESSAGES.driveUrlInvalid);
    expect(answerOf('PUT pages/:id', await change(grid, { google_drive_url: '' })).google_drive_url).toBe('');
  });

  it('hides and shows a page, and schedules one for next week: readers see neither meanwhile', async () => {
    const page = await addPage('Static Page');
    const hidden = answerOf('PUT pages/:id', await change(page, { pageHide: true }));
    expect((await pagesOf('student1', place)).map((one) => one.pageUid)).not.toContain(page.pageUid);
    expect((await pagesOf('editor1', place)).find((one) => one.pageUid === page.pageUid)?.pageHide).toBe(true);
    const shown = answerOf('PUT pages/:id', await change(hidden, { pageHide: false }));
    expect((await pagesOf('student1', place)).map((one) => one.pageUid)).toContain(page.pageUid);

    const week = 7 * 24 * 3600_000;
    const start = new Date(Date.now() + week).toISOString();
    const end = new Date(Date.now() + 2 * week).toISOString();
    const scheduled = answerOf('PUT pages/:id', await change(shown, { publish_start: start, publish_end: end }));
    expect(scheduled).toMatchObject({ publish_start: start, publish_end: end });
    expect((await pagesOf('student1', place)).map((one) => one.pageUid)).not.toContain(page.pageUid);
    expect((await pagesOf('editor1', place)).map((one) => one.pageUid)).toContain(page.pageUid);

    const backwards = await change(scheduled, { publish_start: end, publish_end: start });
    expect(backwards.status).toBe(400);
    expect(backwards.body.responceObject.error.message).toBe(PLACE_MESSAGES.publishInvalid);
  });

  it('reorders the tabs in one call, and refuses an order that leaves a page out', async () => {
    await addPage('Static Page');
    const pages = await pagesOf('editor1', place);
    const reversed = [pages[0]!, ...pages.slice(1).reverse()];
    const answer = await callApi('pages/?update_sort_order=true', { method: 'PUT', token: await tokenFor('editor1'), body: { placeUid: place, sortData: sortDataFor(reversed) } });
    expect(answerOf('PUT pages', answer).map((page) => page.pageUid)).toEqual(reversed.map((page) => page.pageUid));
    expect((await pagesOf('student1', place)).map((page) => page.pageUid)).toEqual(reversed.filter((page) => isPageVisible(page, { isEditor: false })).map((page) => page.pageUid));

    const partial = await callApi<ErrorBody>('pages/?update_sort_order=true', { method: 'PUT', token: await tokenFor('editor1'), body: { placeUid: place, sortData: sortDataFor(reversed).slice(1) } });
    expect(partial.status).toBe(409);
    expect(partial.body.responceObject.error.message).toBe(PLACE_MESSAGES.reorderMismatch);
    const withoutFlag = await callApi<ErrorBody>('pages/', { method: 'PUT', token: await tokenFor('editor1'), body: { placeUid: place, sortData: sortDataFor(reversed) } });
    expect(withoutFlag.status).toBe(400);
  });

  it('rewrites the sort order in one transaction: a page of another place at the end undoes the entries before it', async () => {
    const pages = (await pagesOf('editor1', place)).filter((page) => !page.landing_page);
    const [foreign] = await cmsFind('pages', { place: { documentId: { $eq: english } }, slug: { $eq: 'class-blog' } });
    const stack = inject('stack');
    // The CMS route the BFF reorders with, called with the BFF's own token.
    const response = await fetch(`${stack.cmsUrl}/api/pages/reorder`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.cmsApiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { place, sortData: [...pages.map((page, index) => ({ documentId: page.pageUid, sort_order: 100 + index })), { documentId: foreign!.documentId, sort_order: 999 }] } }),
    });
    expect(response.status).toBe(400);
    const stored = await cmsFind<{ documentId: string; sort_order: number }>('pages', { place: { documentId: { $eq: place } }, landing_page: { $eq: false } });
    expect(stored.every((page) => page.sort_order < 100)).toBe(true);
    const [blog] = await cmsFind<{ sort_order: number }>('pages', { documentId: { $eq: foreign!.documentId } });
    expect(blog!.sort_order).not.toBe(999);
  });

  it('deletes a page softly: it leaves everyone\'s tabs and cannot be opened', async () => {
    const page = await addPage('Static Page');
    const deleted = answerOf('DELETE pages/:id', await callApi(`pages/${page.pageUid}`, { method: 'DELETE', token: await tokenFor('editor1') }));
    expect(deleted).toMatchObject({ is_deleted: true, navigation: false });
    // A refill of the place's pages started by an earlier change event may still land: the delete's own event drops it again.
    await eventually(async () => (await pagesOf('editor1', place)).map((one) => one.pageUid), (seen) => !seen.includes(page.pageUid));
    expect((await callApi(`pages/${page.pageUid}`, { token: await tokenFor('editor1') })).status).toBe(404);
    expect((await callApi(`pages/${page.pageUid}`, { method: 'DELETE', token: await tokenFor('editor1') })).status).toBe(404);
  });
});

describe('concurrent edits', () => {
  it("answers 409 with a clear message to a change based on an older version, and keeps the other editor's change", async () => {
    const page = await addPage('Static Page');
    const first = answerOf('PUT pages/:id', await change(page, { title: 'First editor' }));
    const stale = await change(page, { title: 'Second editor' });
    expect(stale.status).toBe(409);
    expect(stale.body.responceObject.error.message).toBe(PLACE_MESSAGES.staleWrite);
    expect((await pagesOf('editor1', place)).find((one) => one.pageUid === page.pageUid)?.title).toBe(first.title);
  });

  it('lets exactly one of two writes from the same version through when they race', async () => {
    const page = await addPage('Static Page');
    const answers = await Promise.all([change(page, { title: 'Racer one' }), change(page, { title: 'Racer two' }), change(page, { content_html: '<p>Racer three</p>' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const stored = (await pagesOf('editor1', place)).find((one) => one.pageUid === page.pageUid)!;
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect([stored.title, stored.content_html]).toEqual([['Racer one', ''], ['Racer two', ''], ['NEW PAGE', '<p>Racer three</p>']][winner]);
  });

  it('needs the version the editor started from', async () => {
    const page = await addPage('Static Page');
    const answer = await callApi<ErrorBody>(`pages/${page.pageUid}`, { method: 'PUT', token: await tokenFor('editor1'), body: { pageData: { title: 'No version' } } });
    expect(answer.status).toBe(400);
    expect(answer.body.responceObject.error.message).toBe(PLACE_MESSAGES.updatedAtMissing);
  });
});

describe("the admin's Page editor", () => {
  it('creates a Documents page from a folder id, with the description and navigation the form sets', async () => {
    const admin = await tokenFor('admin1');
    const answer = await callApi('pages', {
      method: 'POST',
      token: admin,
      body: { pageData: { placeUid: place, pagetypeUid: types.Documents!, title: 'Shared Files', navigation: false, landing_page: false, google_drive_url: FOLDER, file_view_type: 'grid', description: 'Class files' } },
    });
    expect(answer.status).toBe(201);
    expect(answerOf('POST pages', answer)).toMatchObject({
      title: 'Shared Files',
      slug: 'shared-files',
      navigation: false,
      google_drive_url: `https://drive.google.com/embeddedfolderview?id=${FOLDER}#grid`,
      description: 'Class files',
      users_username: 'admin1',
    });
    // A new landing page takes over: the place keeps one.
    const landing = await callApi('pages', { method: 'POST', token: admin, body: { pageData: { placeUid: place, pagetypeUid: types['Static Page']!, title: 'New Welcome', landing_page: true, content_html: '<p>Hi</p>' } } });
    const pages = await pagesOf('editor1', place);
    expect(pages.filter((page) => page.landing_page).map((page) => page.pageUid)).toEqual([answerOf('POST pages', landing).pageUid]);
    expect(pages[0]!.title).toBe('New Welcome');
    expect(titles(pages)).toContain('Welcome');
    const unknownType = await callApi<ErrorBody>('pages', { method: 'POST', token: admin, body: { pageData: { placeUid: place, pagetypeUid: 'nosuchtype0000000000000', title: 'X' } } });
    expect(unknownType.status).toBe(400);
  });
});
