import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { WeblogRecord } from '@portal/contract';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind, postIdByTitle } from '../../test/cms-records.ts';

type Weblog = { responceObject: { records: WeblogRecord } };
type ErrorBody = { responceObject: { error: { message: string; fields?: Record<string, string> } } };

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('POST weblogs/', () => {
  it('records a visit with browser and OS from the user agent and the user from the token', async () => {
    const answer = await callApi<Weblog>('weblogs/', {
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
    const answer = await callApi<Weblog>('weblogs/', {
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

  it('stores a replayed visit once', async () => {
    const clientVisitId = randomUUID();
    const send = async () =>
      callApi<Weblog>('weblogs/', {
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
      callApi<Weblog>('weblogs/', { token, method: 'POST', body: { data: { pageId: '/connections', title: 'Connections', pageType: 'reader', clientVisitId } } });
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
