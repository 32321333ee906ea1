import { describe, expect, inject, it } from 'vitest';
import { SORT_ORDER_DEFAULT, type PostRecord } from '@portal/contract';
import { callApi, callArmidale, tokenFor } from '../../test/api.ts';
import { answerOf, postListOf } from '../../test/answer-shape.ts';
import { eventually } from '../../test/eventually.ts';
import { cmsCreate, cmsDelete, cmsFind, postIdByTitle } from '../../test/cms-records.ts';

type Posts = { responceObject: { records: PostRecord[] } };
type ErrorBody = { responceObject: { records: null; error: { id: string; message: string } } };

const CARER_NOTICE = 'Athletics carnival: permission notes due Friday';
const STAFF_NOTICE = 'Staff only: report writing deadline is Thursday 4 pm';
const EXPIRED_NOTICE = 'Netball gala day: team lists posted';
const FUTURE_NOTICE = 'Year 12 formal tickets on sale';

async function noticeTitles(username: string): Promise<string[]> {
  const answer = await callApi<Posts>('posts/?types=notice', { token: await tokenFor(username) });
  expect(answer.status).toBe(200);
  return postListOf(answer).map((post) => post.title);
}

describe('reader posts list', () => {
  it("gives a carer the live notices of their audience and nothing else", async () => {
    const titles = await noticeTitles('carer1');
    expect(titles).toContain(CARER_NOTICE);
    expect(titles).not.toContain(STAFF_NOTICE);
    expect(titles).not.toContain(EXPIRED_NOTICE);
    expect(titles).not.toContain(FUTURE_NOTICE);
  });

  it('gives staff the staff-only notice', async () => {
    expect(await noticeTitles('teacher1')).toContain(STAFF_NOTICE);
  });

  it('returns only live notices, sorted by sort order then newest start', async () => {
    const answer = await callApi<Posts>('posts/?types=notice', { token: await tokenFor('carer1') });
    const records = answer.body.responceObject.records;
    const now = Date.now();
    for (const post of records) {
      expect(post.type).toBe('notice');
      expect(post.published).toBe(true);
      if (post.publish_end && post.publish_end !== 'INDEFINITE') expect(Date.parse(post.publish_end)).toBeGreaterThan(now);
    }
    // A notice without a sort order stands where the editor's default puts it (admin spec 9).
    const orders = records.map((post) => post.sort_order ?? SORT_ORDER_DEFAULT);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('refuses an unknown post type with a 400 and a message', async () => {
    const answer = await callApi<ErrorBody>('posts/?types=memo', { token: await tokenFor('carer1') });
    expect(answer.status).toBe(400);
    expect(answer.body.responceObject.error.message).toEqual(expect.any(String));
  });
});

describe("the demo school's pictures", () => {
  /** The media library's alternative text of each seeded picture, by its address. */
  async function mediaLibraryAlts(): Promise<Map<string, string>> {
    const stack = inject('stack');
    const response = await fetch(`${stack.cmsUrl}/api/upload/files?filters[name][$startsWith]=seed-&pagination[pageSize]=500`, {
      headers: { authorization: `Bearer ${stack.cmsSetupToken}` },
    });
    expect(response.status).toBe(200);
    const files = (await response.json()) as Array<{ url: string; alternativeText: string | null }>;
    return new Map(files.map((file) => [file.url, file.alternativeText ?? '']));
  }

  it("carry their description, the media library's words, in the list and in the detail", async () => {
    const alts = await mediaLibraryAlts();
    const token = await tokenFor('carer1');
    // Other tests add posts of their own as this one runs: the seed's are those with a seeded picture.
    const seeded = postListOf(await callApi<Posts>('posts/?types=notice,newsletter', { token })).filter((post) => alts.has(post.featured_img_url ?? ''));
    expect(seeded.map((post) => post.title)).toContain(CARER_NOTICE);
    expect(seeded.length).toBeGreaterThan(5);
    for (const post of seeded) expect(post.featured_img_alt, post.title).toBe(alts.get(post.featured_img_url!));
    const detail = answerOf('GET posts/:id', await callApi(`posts/${await postIdByTitle(CARER_NOTICE)}`, { token }))[0];
    expect(detail.featured_img_alt).toBe(`Drawing of a trophy, for "${CARER_NOTICE}"`);
    expect(alts.get(detail.featured_img_url!)).toBe(detail.featured_img_alt);
  });
});

describe('reader post detail', () => {
  it('opens a live notice for its audience', async () => {
    const answer = await callApi<Posts>(`posts/${await postIdByTitle(CARER_NOTICE)}`, { token: await tokenFor('carer1') });
    expect(answer.status).toBe(200);
    expect(answerOf('GET posts/:id', answer)[0].title).toBe(CARER_NOTICE);
  });

  it('answers 404 to a carer guessing the id of a staff-only notice, and 200 to staff', async () => {
    const id = await postIdByTitle(STAFF_NOTICE);
    const carer = await callApi<ErrorBody>(`posts/${id}`, { token: await tokenFor('carer1') });
    expect(carer.status).toBe(404);
    expect(carer.body.responceObject.error.message).toBe('No records found!');
    expect((await callApi(`posts/${id}`, { token: await tokenFor('teacher1') })).status).toBe(200);
  });

  it('answers 404 for an expired notice', async () => {
    const answer = await callApi(`posts/${await postIdByTitle(EXPIRED_NOTICE)}`, { token: await tokenFor('carer1') });
    expect(answer.status).toBe(404);
  });

  it('answers 404 for an id that does not exist, and 400 for one that cannot be an id', async () => {
    expect((await callApi('posts/abcdefghijklmnopqrstuvwx', { token: await tokenFor('carer1') })).status).toBe(404);
    expect((await callApi('posts/..%2Fusers', { token: await tokenFor('carer1') })).status).toBe(400);
  });
});

describe('admin posts list', () => {
  it('is refused to a carer with 403', async () => {
    const answer = await callApi<ErrorBody>('posts/?get_posts_for_admin=true', { token: await tokenFor('carer1') });
    expect(answer.status).toBe(403);
    expect(answer.body.responceObject.error.id).toBe('forbidden');
  });

  it("lists and opens only the administrator's own campus's posts", async () => {
    const ids = (answer: Parameters<typeof postListOf>[0]) => postListOf(answer).map((post) => post.postUid);
    const sydneyToken = await tokenFor('admin1');
    const list = 'posts/?get_posts_for_admin=true&page_size=100';
    const [sydney, armidale] = await Promise.all([callApi<Posts>(list, { token: sydneyToken }).then(ids), callArmidale<Posts>(list, { username: 'admin1' }).then(ids)]);
    expect(sydney.length).toBeGreaterThan(0);
    expect(armidale.length).toBeGreaterThan(0);
    expect(sydney.filter((id) => armidale.includes(id))).toEqual([]);
    expect((await callApi(`posts/${armidale[0]}`, { token: sydneyToken })).status).toBe(404);
  });

  it('gives an administrator every post, drafts and staff-only included, newest first, a page at a time', async () => {
    const token = await tokenFor('admin1');
    const first = await callApi<Posts>('posts/?get_posts_for_admin=true&page_size=100', { token });
    expect(first.status).toBe(200);
    const total = Number(first.headers.get('x-total-count'));
    expect(total).toBe((await cmsFind('posts', { campus: { $eq: 'sydney' } })).length);
    const records = postListOf(first);
    expect(records).toHaveLength(Math.min(total, 100));
    expect(records.some((post) => !post.published)).toBe(true);
    expect(records.map((post) => post.title)).toContain(STAFF_NOTICE);
    const created = records.map((post) => post.created_at);
    expect(created).toEqual([...created].sort().reverse());
    // Pages of 25 go through the same list without overlap.
    const pages = await Promise.all([1, 2, 3].map((page) => callApi<Posts>(`posts/?get_posts_for_admin=true&page=${page}`, { token })));
    const paged = pages.flatMap((page) => page.body.responceObject.records.map((post) => post.postUid));
    expect(pages[0]!.body.responceObject.records).toHaveLength(25);
    expect(paged).toEqual(records.slice(0, paged.length).map((post) => post.postUid));
    expect((await callApi('posts/?get_posts_for_admin=true&page_size=1000', { token })).status).toBe(400);
  });

  it('filters by type, title keyword and live now', async () => {
    const answer = await callApi<Posts>('posts/?get_posts_for_admin=true&types=notice&title_keyword=athletics&publish_start=NOW&publish_end=NOW', {
      token: await tokenFor('admin1'),
    });
    expect(answer.body.responceObject.records.map((post) => post.title)).toEqual([CARER_NOTICE]);
  });

  it("asks for the end date with the spec's message when only Live From is given", async () => {
    const answer = await callApi<ErrorBody>('posts/?get_posts_for_admin=true&publish_start=2026-01-01', { token: await tokenFor('admin1') });
    expect(answer.status).toBe(400);
    expect(answer.body.responceObject.error.message).toBe('*Please select publish end date.');
  });
});

describe('rich text', () => {
  it('is sanitised before it is stored, whoever writes it (here the CMS API, as the Strapi admin would)', async () => {
    const title = `Sanitised notice ${Date.now()}`;
    await cmsCreate('posts', {
      type: 'notice',
      title,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      content_html: '<p onmouseover="steal()">Bring a hat.<script>steal()</script></p><iframe src="https://evil.example/"></iframe>',
      published: true,
      publish_start: new Date(Date.now() - 60_000).toISOString(),
      publish_end: 'INDEFINITE',
      user_types: [],
      campus: 'sydney',
    });
    const token = await tokenFor('carer1');
    const notices = await eventually(
      async () => (await callApi<Posts>('posts/?types=notice', { token })).body.responceObject.records,
      (records) => records.some((post) => post.title === title),
    );
    expect(notices.find((post) => post.title === title)?.content_html).toBe('<p>Bring a hat.</p>');
  });
});

describe('a post made in the CMS without a slug, excerpt or category', () => {
  it('is listed with those left empty', async () => {
    const id = await cmsCreate('posts', {
      type: 'notice',
      title: `Bare notice ${Date.now()}`,
      published: true,
      publish_start: new Date(Date.now() - 60_000).toISOString(),
      publish_end: 'INDEFINITE',
      user_types: [],
      campus: 'sydney',
    });
    try {
      const token = await tokenFor('carer1');
      const notices = await eventually(
        async () => postListOf(await callApi('posts/?types=notice', { token })),
        (records) => records.some((post) => post.postUid === id),
      );
      expect(notices.find((post) => post.postUid === id)).toMatchObject({ slug: null, excerpt: '', postcategory_categoryid: null, featured_img_url: null, featured_img_alt: null });
    } finally {
      await cmsDelete('posts', id);
    }
  });
});

describe('admin posts list behind a signed link (no filters)', () => {
  const linkFor = async (username: string) => callApi<{ responceObject: { records: string } }>('posts/?get_posts_for_admin=true', { token: await tokenFor(username) });

  it('gives an administrator a short-lived link that answers the list without a bearer token', async () => {
    const link = answerOf('GET posts', await linkFor('admin1'));
    expect(typeof link).toBe('string');
    const answer = await fetch(link as string);
    expect(answer.status).toBe(200);
    const records = answerOf('GET public/admin-posts', { status: answer.status, headers: answer.headers, body: await answer.json() });
    expect(records.length).toBe(Number(answer.headers.get('x-total-count')));
    expect(records.map((post) => post.title)).toContain(STAFF_NOTICE);
  });

  it('refuses the link to others, and a tampered or expired link with 403', async () => {
    expect((await linkFor('carer1')).status).toBe(403);
    const link = new URL(answerOf('GET posts', await linkFor('admin1')) as string);
    const tampered = new URL(link);
    tampered.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3_600_000));
    expect((await fetch(tampered)).status).toBe(403);
    const otherCampus = new URL(link);
    otherCampus.searchParams.set('campus', 'armidale');
    expect((await fetch(otherCampus)).status).toBe(403);
    const { adminListLinkKind } = await import('./admin-list-link.ts');
    const { signedLinks } = await import('../../signed-links/signed-links.ts');
    const { stackBffConfig } = await import('../../test/own-bff.ts');
    const expired = signedLinks(stackBffConfig().calendarFeedSecret, () => new Date(Date.now() - 10 * 60_000)).make(adminListLinkKind, link.origin, 'sydney', { admin: link.searchParams.get('admin')! });
    const refused = await fetch(expired);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).responceObject.error.message).toBe('This link has expired or is not valid. Please open the list again.');
  });
});
