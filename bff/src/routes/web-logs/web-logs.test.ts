import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WEB_LOG_MESSAGES, type WebLogRecord } from '@portal/contract';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind, postIdByTitle } from '../../test/cms-records.ts';

type WebLogAnswer = { responceObject: { records: WebLogRecord } };
type ErrorBody = { responceObject: { error: { message: string; fields?: Record<string, string> } } };

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('POST weblogs/', () => {
  it('records a visit with browser and OS from the user agent and the user from the token', async () => {
    const answer = await callApi<WebLogAnswer>('weblogs/', {
      token: await tokenFor('carer1'),
      method: 'POST',
      headers: { 'user-agent': FIREFOX_ON_WINDOWS },
      body: { data: { pageId: '/notices', title: 'Notices', pageType: 'reader' } },
    });
    expect(answer.status).toBe(201);
    expect(answerOf('POST weblogs', answer)).toMatchObject({
      pageId: '/notices',
      browserName: 'Firefox',
      osName: 'Windows',
      users_username: 'carer1',
      users_firstname: 'Jordan',
      country_name: '',
    });
  });

  it("records a post's visit under the post's id, type and title", async () => {
    const postUid = await postIdByTitle('Athletics carnival: permission notes due Friday');
    const token = await tokenFor('carer1');
    const answer = await callApi<WebLogAnswer>('weblogs/', {
      token,
      method: 'POST',
      body: { data: { pageId: postUid, title: 'Athletics carnival: permission notes due Friday', pageType: 'notice' } },
    });
    expect(answer.status).toBe(201);
    expect(answerOf('POST weblogs', answer)).toMatchObject({ pageId: postUid, pageType: 'notice' });
    // A path is a screen's name, not a post's; a post type is not a screen's.
    const mixed = [
      { pageId: '/notices/notice_details/x', title: 'Notice', pageType: 'notice' },
      { pageId: postUid, title: 'Notices', pageType: 'reader' },
    ];
    for (const data of mixed) expect((await callApi('weblogs/', { token, method: 'POST', body: { data } })).status).toBe(400);
  });

  it("stores a post's own title and type, whatever the visit says", async () => {
    const title = 'Athletics carnival: permission notes due Friday';
    const postUid = await postIdByTitle(title);
    const clientVisitId = randomUUID();
    const answer = await callApi<WebLogAnswer>('weblogs/', {
      token: await tokenFor('carer1'),
      method: 'POST',
      body: { data: { pageId: postUid, title: 'FREE TICKETS at evil.example', pageType: 'newsletter', clientVisitId } },
    });
    expect(answer.status).toBe(201);
    expect(answerOf('POST weblogs', answer)).toMatchObject({ pageId: postUid, title, pageType: 'notice' });
    expect(await cmsFind<{ title: string }>('web-logs', { client_visit_id: { $eq: clientVisitId } })).toEqual([expect.objectContaining({ title })]);
  });

  it('stores nothing for a post the person may not read, no post at all, or an admin screen of a reader, and answers 200 so an offline replay is not shown as refused', async () => {
    const staffOnly = await postIdByTitle('Staff only: report writing deadline is Thursday 4 pm');
    const token = await tokenFor('carer1');
    for (const pageId of [staffOnly, 'abcdefghij1234567890abcd']) {
      const clientVisitId = randomUUID();
      const answer = await callApi<WebLogAnswer>('weblogs/', { token, method: 'POST', body: { data: { pageId, title: 'Staff only', pageType: 'notice', clientVisitId } } });
      expect(answer.status, pageId).toBe(200);
      expect(answerOf('POST weblogs', answer), pageId).toBeNull();
      expect(await cmsFind('web-logs', { client_visit_id: { $eq: clientVisitId } }), pageId).toHaveLength(0);
    }
    // Nor an admin screen's visit from someone who is not (or no longer) an administrator.
    const clientVisitId = randomUUID();
    const adminScreen = await callApi<WebLogAnswer>('weblogs/', { token, method: 'POST', body: { data: { pageId: '/admin', title: 'Dashboard', pageType: 'admin', clientVisitId } } });
    expect(adminScreen.status).toBe(200);
    expect(answerOf('POST weblogs', adminScreen)).toBeNull();
    expect(await cmsFind('web-logs', { client_visit_id: { $eq: clientVisitId } })).toHaveLength(0);
    // The staff member it is for is recorded as usual.
    const teacher = await callApi<WebLogAnswer>('weblogs/', { token: await tokenFor('teacher1'), method: 'POST', body: { data: { pageId: staffOnly, title: 'x', pageType: 'notice' } } });
    expect(teacher.status).toBe(201);
  });

  it("records the screens of the contract's paths: reader screens with their parameters, and for an admin every admin tab and editor", async () => {
    const carer = await tokenFor('carer1');
    for (const pageId of ['/', '/notices/', '/calendar/calendar_details/abc123', '/places/sports/athletics', '/docusign']) {
      expect((await callApi('weblogs/', { token: carer, method: 'POST', body: { data: { pageId, title: 'Screen', pageType: 'reader' } } })).status, pageId).toBe(201);
    }
    const admin = await tokenFor('admin1');
    const adminScreens = [
      { pageId: '/admin', title: 'Email Logs' },
      { pageId: '/admin', title: 'Dashboard' },
      { pageId: '/admin/edit-notice/abcdefghij1234567890abcd', title: 'Edit notice' },
      { pageId: '/admin/web-logs/', title: 'Web logs' },
      { pageId: '/admin/email-logs/send-weekly-emails', title: 'Send weekly emails' },
    ];
    for (const screen of adminScreens) {
      const answer = await callApi<WebLogAnswer>('weblogs/', { token: admin, method: 'POST', body: { data: { ...screen, pageType: 'admin' } } });
      expect(answer.status, screen.pageId).toBe(201);
      expect(answerOf('POST weblogs', answer)).toMatchObject({ ...screen, pageType: 'admin' });
    }
  });

  it('refuses a path that is no screen of the portal, or not of the type named, with 400 and a message', async () => {
    const refusals: Array<[string, object]> = [
      ['carer1', { pageId: '/wp-admin', title: 'Home', pageType: 'reader' }],
      ['carer1', { pageId: '/notices/notice_details', title: 'Notice', pageType: 'reader' }],
      ['carer1', { pageId: '/admin', title: 'Admin', pageType: 'reader' }],
      ['admin1', { pageId: '/notices', title: 'Notices', pageType: 'admin' }],
      ['admin1', { pageId: '/admin/secret-tab', title: 'Secret', pageType: 'admin' }],
    ];
    for (const [username, data] of refusals) {
      const answer = await callApi<ErrorBody>('weblogs/', { token: await tokenFor(username), method: 'POST', body: { data } });
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.body.responceObject.error.message, JSON.stringify(data)).toBe(WEB_LOG_MESSAGES.unknownScreen);
    }
  });

  it('stores a replayed visit once', async () => {
    const clientVisitId = randomUUID();
    const send = async () =>
      callApi<WebLogAnswer>('weblogs/', {
        token: await tokenFor('student1'),
        method: 'POST',
        body: { data: { pageId: '/calendar', title: 'Calendar', pageType: 'reader', clientVisitId } },
      });
    const first = await send();
    const second = await send();
    expect(second.body.responceObject.records.weblogsUid).toBe(first.body.responceObject.records.weblogsUid);
    expect(await cmsFind('web-logs', { client_visit_id: { $eq: clientVisitId } })).toHaveLength(1);
  });

  it('stores one visit when the same visit arrives twice at once', async () => {
    const clientVisitId = randomUUID();
    const token = await tokenFor('carer1');
    const send = () =>
      callApi<WebLogAnswer>('weblogs/', { token, method: 'POST', body: { data: { pageId: '/connections', title: 'Connections', pageType: 'reader', clientVisitId } } });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((answer) => answer.status).every((status) => status === 200 || status === 201)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.responceObject.records.weblogsUid)).size).toBe(1);
    expect(await cmsFind('web-logs', { client_visit_id: { $eq: clientVisitId } })).toHaveLength(1);
  });

  it('refuses a visit that names its own user, with a 400 in the envelope', async () => {
    const answer = await callApi<ErrorBody>('weblogs/', {
      token: await tokenFor('carer1'),
      method: 'POST',
      body: { data: { pageId: '/', title: 'Home', pageType: 'reader', users_username: 'admin1' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.responceObject.error.message).toEqual(expect.any(String));
  });

  it('refuses a body that is not JSON', async () => {
    const token = await tokenFor('carer1');
    expect((await callApi('weblogs/', { token, method: 'POST', body: '{"data":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await callApi('weblogs/', { token, method: 'POST', body: 'a=b', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
  });
});
