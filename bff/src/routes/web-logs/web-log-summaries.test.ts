import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PostRecord } from '@portal/contract';
import { callApi, fetchFile, getWithHost, tokenFor, type ApiAnswer } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsCreate, cmsDelete, cmsDeleteTranslation, cmsFind, cmsTranslate, cmsUpdate, postIdByTitle } from '../../test/cms-records.ts';

type ErrorBody = { responceObject: { error: { message: string; fields?: Record<string, string> } } };

// A week of its own, years before the seeded visits, so the counts are exactly these visits.
const WEEK = 'visit_from_date=2019-03-04&visit_to_date=2019-03-10';
const POST_TITLE = 'Athletics carnival: permission notes due Friday';

type Visit = { os: string; browser: string; country: string; pageId: string; title: string; day: string; campus?: string; user?: Person };
type Person = { documentId: string; username: string };

async function person(username: string, campus = 'sydney'): Promise<Person> {
  const [found] = await cmsFind<Person>('portal-users', { username: { $eq: username }, campus: { $eq: campus } });
  if (!found) throw new Error(`No seeded ${username} at ${campus}`);
  return found;
}

/** Visits written straight to the CMS, at noon of their day (test set-up; the BFF decides `visited_at` for real visits). */
async function visit({ os, browser, country, pageId, title, day, campus = 'sydney', user }: Visit): Promise<void> {
  await cmsCreate('web-logs', {
    pageId,
    title,
    pageType: pageId.startsWith('/') ? 'reader' : 'notice',
    osName: os,
    browserName: browser,
    country_name: country,
    visited_at: new Date(`${day}T12:00:00`).toISOString(),
    ip_address: '203.0.113.7',
    campus,
    users_userid: user?.documentId ?? null,
    users_username: user?.username ?? null,
  });
}

const getLogs = async (query: string, username = 'admin1'): Promise<ApiAnswer> => callApi(`weblogs?${query}`, { token: await tokenFor(username) });

/** As Armidale's admin, on Armidale's host (a token is good only on its own campus's host). */
const getArmidaleLogs = async (query: string): Promise<ApiAnswer> => getWithHost(`weblogs?${query}`, 'armidale.localhost', await tokenFor('admin1', 'armidale'));

let postId: string;
let carer: Person;
let teacher: Person;

beforeAll(async () => {
  postId = await postIdByTitle(POST_TITLE);
  carer = await person('carer1');
  teacher = await person('teacher1');
  const windows = { os: 'Windows', browser: 'Chrome', country: 'Australia' };
  await visit({ ...windows, pageId: postId, title: 'Old title of the carnival notice', day: '2019-03-04', user: carer });
  await visit({ ...windows, pageId: postId, title: POST_TITLE, day: '2019-03-06', user: carer });
  await visit({ os: 'iOS', browser: 'Mobile Safari', country: 'Australia', pageId: postId, title: POST_TITLE, day: '2019-03-08', user: teacher });
  await visit({ os: 'Linux', browser: 'Firefox', country: '', pageId: '/=cmd|calc', title: '=HYPERLINK("http://x")', day: '2019-03-10', user: carer });
  // Outside the week, and on the other campus: never counted above.
  await visit({ ...windows, pageId: '/notices', title: 'Notices', day: '2019-03-11', user: carer });
  await visit({ ...windows, pageId: '/notices', title: 'Notices', day: '2019-03-05', campus: 'armidale' });
});

describe('GET weblogs?log_type=platform_logs', () => {
  it("counts the week's operating systems, browsers and countries of the admin's campus, with percentages", async () => {
    const records = answerOf('GET weblogs', await getLogs(`log_type=platform_logs&${WEEK}`));
    expect(records).toEqual({
      total_visits: 4,
      os_logs: [
        { name: 'Windows', visit_count: 2, percentage: 50 },
        { name: 'iOS', visit_count: 1, percentage: 25 },
        { name: 'Linux', visit_count: 1, percentage: 25 },
      ],
      browser_logs: [
        { name: 'Chrome', visit_count: 2, percentage: 50 },
        { name: 'Firefox', visit_count: 1, percentage: 25 },
        { name: 'Mobile Safari', visit_count: 1, percentage: 25 },
      ],
      country_logs: [
        { name: 'Australia', visit_count: 3, percentage: 75 },
        { name: 'Unknown', visit_count: 1, percentage: 25 },
      ],
    });
  });

  it("gives the other campus's admin only their own campus's visits", async () => {
    const records = answerOf('GET weblogs', await getArmidaleLogs(`log_type=platform_logs&${WEEK}`));
    expect(records).toMatchObject({ total_visits: 1, os_logs: [{ name: 'Windows', visit_count: 1, percentage: 100 }] });
  });
});

describe('GET weblogs?log_type=page_logs', () => {
  it("counts visits per post and screen, most visited first, with the post's current title and live window", async () => {
    const answer = await getLogs(`log_type=page_logs&${WEEK}`);
    const [post] = answerOf('GET posts/:id', await callApi(`posts/${postId}`, { token: await tokenFor('admin1') })) as [PostRecord];
    expect(answer.headers.get('x-total-count')).toBe('2');
    expect(answerOf('GET weblogs', answer)).toEqual([
      { postUid: postId, title: POST_TITLE, pageType: 'notice', visit_count: 3, publish_start: post.publish_start, publish_end: post.publish_end },
      { postUid: '/=cmd|calc', title: '=HYPERLINK("http://x")', pageType: 'reader', visit_count: 1, publish_start: null, publish_end: null },
    ]);
  });

  it('names a translated post once, by its title as written', async () => {
    await cmsTranslate('posts', postId, 'ar', { title: 'الكرنفال الرياضي', content_html: '<p>الكرنفال</p>' });
    try {
      const answer = await getLogs(`log_type=page_logs&${WEEK}`);
      expect(answer.headers.get('x-total-count')).toBe('2');
      expect(answerOf('GET weblogs', answer)).toMatchObject([{ postUid: postId, title: POST_TITLE, visit_count: 3 }, { postUid: '/=cmd|calc' }]);
    } finally {
      await cmsDeleteTranslation('posts', postId, 'ar');
    }
  });

  it('filters by title and pages on the server', async () => {
    const byTitle = await getLogs(`log_type=page_logs&${WEEK}&post_title=${encodeURIComponent('CARNIVAL: permission')}`);
    expect(answerOf('GET weblogs', byTitle)).toMatchObject([{ postUid: postId, visit_count: 2 }]);
    const secondPage = await getLogs(`log_type=page_logs&${WEEK}&page=2&page_size=1`);
    expect(secondPage.headers.get('x-total-count')).toBe('2');
    expect(answerOf('GET weblogs', secondPage)).toMatchObject([{ postUid: '/=cmd|calc' }]);
  });

  it('exports every row as page-logs.csv, with formula cells defused', async () => {
    const token = await tokenFor('admin1');
    const file = await fetchFile(`weblogs?log_type=page_logs&${WEEK}&format=csv&page_size=1`, { token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="page-logs.csv"');
    const lines = file.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Live From,Live To,Post Uid,Title,Page Type,Visit Count');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,${postId},${POST_TITLE},notice,3`);
    expect(lines[2]).toBe(`,,/=cmd|calc,"'=HYPERLINK(""http://x"")",reader,1`);

    const byAccept = await fetch(`${inject('stack').url}/api/weblogs?log_type=page_logs&${WEEK}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/csv' },
    });
    expect(byAccept.headers.get('content-disposition')).toBe('attachment; filename="page-logs.csv"');
  });
});

describe('GET weblogs?log_type=users_logs', () => {
  it("lists one person's visits newest first, by user id or username", async () => {
    const byId = await getLogs(`log_type=users_logs&${WEEK}&users_userid=${carer.documentId}`);
    expect(byId.headers.get('x-total-count')).toBe('3');
    const records = answerOf('GET weblogs', byId) as { title: string; visited_at: string }[];
    expect(records.map((record) => record.title)).toEqual(['=HYPERLINK("http://x")', POST_TITLE, 'Old title of the carnival notice']);
    expect(records[0]).toMatchObject({ users_userid: carer.documentId, users_username: 'carer1', ip_address: '203.0.113.7', pageId: '/=cmd|calc', osName: 'Linux', browserName: 'Firefox' });
    const byUsername = await getLogs(`log_type=users_logs&${WEEK}&users_userid=carer1&page_size=1&page=3`);
    expect(answerOf('GET weblogs', byUsername)).toMatchObject([{ title: 'Old title of the carnival notice' }]);
  });

  it("shows nobody of another campus: the Armidale admin finds no visits of Sydney's carer1", async () => {
    const answer = await getArmidaleLogs(`log_type=users_logs&${WEEK}&users_userid=${carer.documentId}`);
    expect(answerOf('GET weblogs', answer)).toEqual([]);
    expect(answer.headers.get('x-total-count')).toBe('0');
  });

  it('opens on the last week, newest first: a visit just made is in it', async () => {
    const recorded = await callApi<{ responceObject: { records: { weblogsUid: string } } }>('weblogs/', {
      token: await tokenFor('teacher1'),
      method: 'POST',
      body: { data: { pageId: '/calendar', title: 'Calendar', pageType: 'reader' } },
    });
    const visits = answerOf('GET weblogs', await getLogs('log_type=users_logs&users_userid=teacher1&page_size=100')) as { weblogsUid: string; visited_at: string }[];
    expect(visits.map((row) => row.weblogsUid)).toContain(recorded.body.responceObject.records.weblogsUid);
    const times = visits.map((row) => Date.parse(row.visited_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.now() - 8 * 86_400_000);
  });
});

describe('GET weblogs: who and what', () => {
  it.each(['platform_logs', 'page_logs', 'users_logs'])('answers 403 to a reader asking for %s', async (logType) => {
    for (const username of ['carer1', 'teacher1']) {
      expect((await getLogs(`log_type=${logType}&${WEEK}`, username)).status).toBe(403);
    }
  });

  it.each([
    ['visit_from_date=2019-03-04', '*Please select To Date.'],
    ['visit_to_date=2019-03-10', '*Please select From Date.'],
    ['visit_from_date=2019-03-10&visit_to_date=2019-03-04', '*Please select valid date.'],
    ['visit_from_date=2019-02-30&visit_to_date=2019-03-04', '*Please select valid date.'],
  ])('refuses %s with the spec message', async (dates, message) => {
    const answer = (await getLogs(`log_type=page_logs&${dates}`)) as ApiAnswer<ErrorBody>;
    expect(answer.status).toBe(400);
    expect(answer.body.responceObject.error.message).toBe(message);
  });

  it('refuses an unknown log type and a CSV of anything but page logs', async () => {
    expect((await getLogs('log_type=email_logs')).status).toBe(400);
    expect((await getLogs(`log_type=users_logs&${WEEK}&format=csv`)).status).toBe(400);
  });
});

describe("the CMS's summary routes", () => {
  const platform = async (from: string, to: string) => {
    const stack = inject('stack');
    const response = await fetch(`${stack.cmsUrl}/api/web-logs/summaries/platform?campus=sydney&from=${from}&to=${to}`, {
      headers: { authorization: `Bearer ${stack.cmsApiToken}` },
    });
    return ((await response.json()) as { data: { total_visits: number; os_logs: { name: string; visit_count: number }[] } }).data;
  };

  it('count the partial days at both ends of a range that does not start or end at midnight', async () => {
    // 12:00 on the 6th and the 8th, inside; the 4th and the 10th outside.
    expect((await platform('2019-03-06T06:00:00Z', '2019-03-08T18:00:00Z')).total_visits).toBe(2);
    expect((await platform('2019-03-06T13:00:00Z', '2019-03-08T11:00:00Z')).total_visits).toBe(0);
  });

  it('follow a visit changed or removed in the CMS', async () => {
    const range = ['2018-06-01T00:00:00Z', '2018-06-08T00:00:00Z'] as const;
    const id = await cmsCreate('web-logs', {
      pageId: '/notices', title: 'Notices', pageType: 'reader', osName: 'Windows', browserName: 'Edge', country_name: 'Australia',
      visited_at: '2018-06-03T09:00:00.000Z', campus: 'sydney',
    });
    expect((await platform(...range)).os_logs).toEqual([expect.objectContaining({ name: 'Windows', visit_count: 1 })]);
    await cmsUpdate('web-logs', id, { osName: 'Android' });
    expect((await platform(...range)).os_logs).toEqual([expect.objectContaining({ name: 'Android', visit_count: 1 })]);
    await cmsDelete('web-logs', id);
    expect(await platform(...range)).toMatchObject({ total_visits: 0, os_logs: [] });
  });


  it("answer the BFF's token and nobody without one", async () => {
    const stack = inject('stack');
    const path = `${stack.cmsUrl}/api/web-logs/summaries/platform?campus=sydney&from=2019-03-04T00:00:00Z&to=2019-03-11T00:00:00Z`;
    expect((await fetch(path, { headers: { authorization: `Bearer ${stack.cmsApiToken}` } })).status).toBe(200);
    expect((await fetch(path)).status).toBe(401);
    expect((await fetch(path, { headers: { authorization: 'Bearer not-a-token' } })).status).toBe(401);
  });
});
