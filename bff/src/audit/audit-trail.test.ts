import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PostRecord } from '@portal/contract';
import { callApi, tokenFor } from '../test/api.ts';
import { answerOf } from '../test/answer-shape.ts';
import { cmsFind } from '../test/cms-records.ts';
import { startCmsRefusingProxy } from '../test/cms-refusing-proxy.ts';
import { stackBffConfig, startOwnBff, type OwnBff } from '../test/own-bff.ts';

type AuditEntry = { action: string; record_type: string; record_id: string; users_userid: string; users_username: string; at: string; summary: string };
type ErrorBody = { responceObject: { error: { id: string; message: string } } };

let category: string;

beforeAll(async () => {
  [{ documentId: category }] = (await cmsFind('post-categories', { categoryname: { $eq: 'General' } })) as [{ documentId: string }];
});

const notice = (overrides: Record<string, unknown> = {}) => ({
  type: 'notice',
  title: `Audited notice ${randomUUID().slice(0, 8)}`,
  content_html: '<p>Canteen closed on Monday.</p>',
  featured_img_url: '/uploads/canteen.jpg',
  published: false,
  postcategory_categoryid: category,
  client_id: randomUUID(),
  ...overrides,
});

const entriesFor = (recordId: string) => cmsFind<AuditEntry>('audit-entries', { record_id: { $eq: recordId } });

async function asBffToken(method: string, path: string, data?: object) {
  const stack = inject('stack');
  const response = await fetch(`${stack.cmsUrl}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${stack.cmsApiToken}`, ...(data ? { 'content-type': 'application/json' } : {}) },
    body: data ? JSON.stringify({ data }) : undefined,
  });
  return response.status;
}

describe('the audit trail', () => {
  it("records every create, update and delete of a post with the admin's id, username and time", async () => {
    const token = await tokenFor('admin1');
    const before = Date.now();
    const { client_id: _clientId, ...form } = notice();
    const post = answerOf('POST posts', await callApi('posts', { method: 'POST', token, body: { data: { ...form, client_id: randomUUID() } } }));
    await callApi(`posts/${post.postUid}`, { method: 'PUT', token, body: { data: { ...form, title: `${form.title} v2` } } });
    await callApi(`posts/${post.postUid}`, { method: 'DELETE', token });

    const [admin] = await cmsFind<{ documentId: string }>('portal-users', { directory_id: { $eq: 'syd-admin1' } });
    const entries = (await entriesFor(post.postUid)).sort((a, b) => a.at.localeCompare(b.at));
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    for (const entry of entries) {
      expect(entry).toMatchObject({ record_type: 'post', users_userid: admin!.documentId, users_username: 'admin1' });
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(entries[1]!.summary).toContain(`${form.title} v2`);
  });

  it('records the writes of newsletter headers and emergency broadcasts too', async () => {
    const token = await tokenFor('admin1');
    const header = answerOf(
      'POST connection-headers',
      await callApi('connection-headers', {
        method: 'POST',
        token,
        body: { data: { caption_location: 'no_caption', featured_img_url: '/uploads/h.jpg', publish_start: new Date().toISOString(), publish_end: 'INDEFINITE' } },
      }),
    );
    const broadcast = answerOf('POST emergencybroadcast', await callApi('emergencybroadcast', { method: 'POST', token, body: { data: { message: 'Audit drill', status: false } } }));
    await callApi(`emergencybroadcast/${broadcast.emergencybroadcastUid}`, { method: 'DELETE', token });
    await callApi(`connection-headers/${header.connectionheaderUid}`, { method: 'DELETE', token });
    expect((await entriesFor(header.connectionheaderUid)).map((entry) => [entry.record_type, entry.action]).sort()).toEqual([
      ['connection-header', 'create'],
      ['connection-header', 'delete'],
    ]);
    expect((await entriesFor(broadcast.emergencybroadcastUid)).map((entry) => [entry.record_type, entry.action]).sort()).toEqual([
      ['emergency-broadcast', 'create'],
      ['emergency-broadcast', 'delete'],
    ]);
  });

  it("cannot be read, changed or removed with the BFF's own CMS token, only added to", async () => {
    const [entry] = await cmsFind<AuditEntry & { documentId: string }>('audit-entries', {});
    expect(entry).toBeDefined();
    expect(await asBffToken('GET', 'audit-entries')).toBe(403);
    expect(await asBffToken('PUT', `audit-entries/${entry!.documentId}`, { summary: 'rewritten' })).toBe(403);
    expect(await asBffToken('DELETE', `audit-entries/${entry!.documentId}`)).toBe(403);
  });
});

describe('a write whose audit entry cannot be written', () => {
  let proxy: Awaited<ReturnType<typeof startCmsRefusingProxy>>;
  let bff: OwnBff;

  beforeAll(async () => {
    proxy = await startCmsRefusingProxy(inject('stack').cmsUrl, (method, path) => method === 'POST' && path === '/api/audit-entries');
    bff = await startOwnBff(stackBffConfig({ CMS_URL: proxy.url }));
  });
  afterAll(async () => {
    await bff.close();
    await proxy.close();
  });

  const callOwn = async (path: string, init: { method: string; body?: unknown }) => {
    const response = await fetch(`${bff.url}/api/${path}`, {
      method: init.method,
      headers: { authorization: `Bearer ${await tokenFor('admin1')}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as ErrorBody };
  };

  it('is not saved, and the answer says so', async () => {
    const data = notice();
    const answer = await callOwn('posts', { method: 'POST', body: { data } });
    expect(answer.status).toBe(502);
    expect(answer.body.responceObject.error.message).toBe('The post was not saved: the audit trail could not be written. Please try again.');
    expect(await cmsFind('posts', { client_id: { $eq: data.client_id } })).toHaveLength(0);
  });

  it('leaves an updated post as it was, and a deleted one in place', async () => {
    const { client_id: _clientId, ...form } = notice();
    const post: PostRecord = answerOf('POST posts', await callApi('posts', { method: 'POST', token: await tokenFor('admin1'), body: { data: { ...form, client_id: randomUUID() } } }));
    const update = await callOwn(`posts/${post.postUid}`, { method: 'PUT', body: { data: { ...form, title: 'Never saved' } } });
    expect(update.status).toBe(502);
    const remove = await callOwn(`posts/${post.postUid}`, { method: 'DELETE' });
    expect(remove.status).toBe(502);
    const [stored] = await cmsFind<{ title: string }>('posts', { documentId: { $eq: post.postUid } });
    expect(stored?.title).toBe(form.title);
  });
});
