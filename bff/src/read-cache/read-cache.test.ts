import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PostRecord, SettingsRecord } from '@portal/contract';
import { createCmsClient, type CmsClient } from '../cms/cms-client.ts';
import { callApi, tokenFor } from '../test/api.ts';
import { cmsCreate, cmsDelete, cmsUpdate } from '../test/cms-records.ts';
import { createCmsLink } from '../test/cms-link.ts';
import { stackBffConfig, startOwnBff, type OwnBff } from '../test/own-bff.ts';

type Envelope<T> = { responceObject: { records: T; error?: { id: string } } };

/** The real CMS client, counting the calls each collection gets: the test's window on the CMS. */
function countingCms(client: CmsClient) {
  const calls = new Map<string, number>();
  const count = (collection: string) => calls.set(collection, (calls.get(collection) ?? 0) + 1);
  const counted: CmsClient = {
    ...client,
    find: (collection, query) => (count(collection), client.find(collection, query)),
    findAll: (collection, query) => (count(collection), client.findAll(collection, query)),
    findOne: (collection, id, query) => (count(collection), client.findOne(collection, id, query)),
  };
  return { cms: counted, calls: (collection: string) => calls.get(collection) ?? 0 };
}

async function bffWith(overrides: Record<string, string> = {}, cmsUrl?: string) {
  const config = stackBffConfig({ ...overrides, ...(cmsUrl ? { CMS_URL: cmsUrl } : {}) });
  const { cms, calls } = countingCms(
    createCmsClient({ baseUrl: config.cmsUrl, apiToken: config.cmsApiToken, timeoutMs: config.cmsTimeoutMs, maxRecords: config.cmsMaxRecords }),
  );
  return { bff: await startOwnBff(config, { cms }), calls };
}

async function get<T>(bff: OwnBff, path: string, token: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${bff.url}/api/${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as Envelope<T> };
}

const started: OwnBff[] = [];
afterAll(async () => {
  await Promise.all(started.map((bff) => bff.close()));
});

describe('one CMS call for many readers', () => {
  it('answers 100 concurrent cold requests for the notice list with one CMS read', async () => {
    const { bff, calls } = await bffWith();
    started.push(bff);
    const token = await tokenFor('carer1');
    const answers = await Promise.all(Array.from({ length: 100 }, () => get<PostRecord[]>(bff, 'posts/?types=notice', token)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.responceObject.records.length)).size).toBe(1);
    expect(calls('posts')).toBe(1);
    // Warm: the next readers cost the CMS nothing at all.
    await get(bff, 'posts/?types=newsletter', token);
    expect(calls('posts')).toBe(1);
  });
});

describe('stale if error', () => {
  let link: Awaited<ReturnType<typeof createCmsLink>>;
  let bff: OwnBff;

  beforeAll(async () => {
    link = await createCmsLink(inject('stack').cmsUrl);
    ({ bff } = await bffWith({ CMS_TIMEOUT_MS: '3000', CACHE_MAX_AGE_SECONDS: '1' }, link.url));
    started.push(bff);
  });
  afterEach(() => link.set('up'));
  afterAll(() => link.close());

  it('answers cached reads from the last good copy when the CMS is down, and says so; a cold miss is a 502', async () => {
    const token = await tokenFor('carer1');
    const warm = await get<SettingsRecord[]>(bff, 'settings/', token);
    expect(warm.status).toBe(200);
    expect(warm.headers.get('x-served-stale')).toBeNull();
    // Past the safety-net age the copy is old, so the CMS is asked, and it is down.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    link.set('down');
    const stale = await get<SettingsRecord[]>(bff, 'settings/', token);
    expect(stale.status).toBe(200);
    expect(stale.body.responceObject.records).toEqual(warm.body.responceObject.records);
    expect(Number(stale.headers.get('x-served-stale'))).toBeGreaterThanOrEqual(1);
    // Never read before by this BFF: nothing to fall back on.
    const cold = await get(bff, 'groups/', token);
    expect(cold.status).toBe(502);
    expect(cold.body.responceObject.error?.id).toBe('cms_unavailable');
  });

  it('waits at most about a second for a hanging CMS when it has a copy; a cold miss waits for the timeout (504)', async () => {
    const token = await tokenFor('student1');
    expect((await get(bff, 'post-categories/', token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    link.set('hang');
    const startedAt = Date.now();
    const stale = await get(bff, 'post-categories/', token);
    const waited = Date.now() - startedAt;
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-served-stale')).not.toBeNull();
    expect(waited).toBeLessThan(2000);
    const cold = await get(bff, 'connection-headers/', token);
    expect(cold.status).toBe(504);
  });
});

describe('live windows roll over without the CMS', () => {
  it('shows a notice when its start arrives and hides it when its end passes, with no CMS call', async () => {
    const { bff, calls } = await bffWith();
    started.push(bff);
    const token = await tokenFor('carer1');
    const title = `Test: window ${randomUUID()}`;
    const start = Date.now() + 2500;
    const id = await cmsCreate('posts', {
      type: 'notice',
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      content_html: '<p>Soon.</p>',
      published: true,
      make_public: false,
      publish_start: new Date(start).toISOString(),
      publish_end: new Date(start + 2000).toISOString(),
      campus: 'sydney',
      user_types: [],
    });
    try {
      const titles = async () => (await get<PostRecord[]>(bff, 'posts/?types=notice', token)).body.responceObject.records.map((post) => post.title);
      expect(await titles()).not.toContain(title);
      const readsBefore = calls('posts');
      await new Promise((resolve) => setTimeout(resolve, start - Date.now() + 200));
      expect(await titles()).toContain(title);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await titles()).not.toContain(title);
      expect(calls('posts')).toBe(readsBefore);
    } finally {
      await cmsDelete('posts', id);
    }
  });
});

describe('on the wire', () => {
  it('tags an answer with an ETag of what this person sees, and answers 304 when it has not changed', async () => {
    const { bff } = await bffWith();
    started.push(bff);
    const carer = await tokenFor('carer1');
    const first = await get(bff, 'posts/?types=notice', carer);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(`${bff.url}/api/posts/?types=notice`, { headers: { authorization: `Bearer ${carer}`, 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('no-store');
    // Another person sees another list: another tag.
    const student = await get(bff, 'posts/?types=notice', await tokenFor('student1'));
    expect(student.headers.get('etag')).not.toBe(etag);
  });

  it('compresses JSON with br or gzip as the client asks', async () => {
    const { bff } = await bffWith();
    started.push(bff);
    const token = await tokenFor('carer1');
    for (const encoding of ['br', 'gzip']) {
      // fetch decodes on its own; the header says what went over the wire.
      const answer = await fetch(`${bff.url}/api/posts/?types=notice`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } });
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(((await answer.json()) as Envelope<PostRecord[]>).responceObject.records.length).toBeGreaterThan(0);
    }
  });
});

describe('fresh by change events', () => {
  const noticeTitles = async (token: string) =>
    (await callApi<Envelope<PostRecord[]>>('posts/?types=notice', { token })).body.responceObject.records.map((post) => post.title);

  /** Polls until `check` holds; answers how long it took (the edit-to-visible latency). */
  async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
    const startedAt = Date.now();
    while (!(await check())) {
      if (Date.now() - startedAt > ms) throw new Error(`Not seen within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Date.now() - startedAt;
  }

  it('shows an edit made in the CMS at the next read, then a delete, and changes the ETag', async () => {
    const token = await tokenFor('carer1');
    const title = `Test: cached ${randomUUID()}`;
    const before = await callApi('posts/?types=notice', { token });
    const id = await cmsCreate('posts', {
      type: 'notice',
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      content_html: '<p>First.</p>',
      published: true,
      make_public: false,
      publish_start: new Date(Date.now() - 60_000).toISOString(),
      publish_end: 'INDEFINITE',
      campus: 'sydney',
      user_types: [],
    });
    try {
      expect(await within(1000, async () => (await noticeTitles(token)).includes(title))).toBeLessThanOrEqual(1000);
      const after = await callApi('posts/?types=notice', { token });
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
      await cmsUpdate('posts', id, { title: `${title} (renamed)` });
      await within(1000, async () => (await noticeTitles(token)).includes(`${title} (renamed)`));
    } finally {
      await cmsDelete('posts', id);
    }
    await within(1000, async () => !(await noticeTitles(token)).some((seen) => seen.startsWith(title)));
  });
});
