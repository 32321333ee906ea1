import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, type CalendarFeedRecord } from '@portal/contract';
import { callApi, tokenFor } from '../test/api.ts';
import { stackBffConfig, startOwnBff, type OwnBff } from '../test/own-bff.ts';
import { capturedLog } from '../test/log-lines.ts';
import type { Logger } from '../operations/logger.ts';

type ErrorBody = { responceObject: { records: null; error: { id: string; message: string } } };
type Records<T> = { responceObject: { records: T } };

// Counts of this run only: Redis outlives test runs, and two suites may share it.
const RUN_PREFIX = `portal-bff-test:${process.pid}:${Date.now()}`;

async function send(base: string, path: string, { token, method = 'GET', body }: { token?: string; method?: string; body?: unknown } = {}) {
  const response = await fetch(`${base}/api/${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as ErrorBody };
}

function expectTooManyRequests(answer: Awaited<ReturnType<typeof send>>) {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.headers.get('retry-after'));
  expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);
  expect(answer.json().responceObject.error).toEqual({ id: 'too_many_requests', message: API_MESSAGES.tooManyRequests(seconds) });
}

const bffs: OwnBff[] = [];
afterAll(async () => {
  await Promise.all(bffs.map((bff) => bff.close()));
});

async function ownBff(overrides: Record<string, string>, log?: Logger): Promise<string> {
  const bff = await startOwnBff(stackBffConfig(overrides), { log });
  bffs.push(bff);
  return bff.url;
}

describe('public endpoints, per client address (one BFF, counts in memory)', () => {
  let bff: string;
  beforeAll(async () => {
    bff = await ownBff({ RATE_LIMIT_PUBLIC_PER_IP: '3', RATE_LIMIT_KEY_PREFIX: `${RUN_PREFIX}:memory` });
  });

  it.each(['health', 'campus-config', 'public/connections/abcdefghij1234567890abcd'])(
    'GET %s answers 429 with Retry-After and a message in the envelope after 3 requests a minute',
    async (path) => {
      for (let i = 0; i < 3; i += 1) expect((await send(bff, path)).status).not.toBe(429);
      expectTooManyRequests(await send(bff, path));
    },
  );

  it('leaves routes that declare no limit alone', async () => {
    const token = await tokenFor('carer1');
    for (let i = 0; i < 5; i += 1) expect((await send(bff, 'settings', { token })).status).toBe(200);
  });
});

describe('calendar feed URLs that open nothing, per client address', () => {
  let bff: string;
  beforeAll(async () => {
    // Behind one proxy, so that each test client can come from an address of its own.
    bff = await ownBff({ TRUST_PROXY: '1', RATE_LIMIT_FEED_MISSES_PER_IP: '3', RATE_LIMIT_FEED_PER_TOKEN: '100', RATE_LIMIT_KEY_PREFIX: `${RUN_PREFIX}:feed-misses` });
  });

  const feedFrom = async (address: string, path: string) => {
    const response = await fetch(`${bff}/api/${path}`, { headers: { 'x-forwarded-for': address } });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as ErrorBody };
  };
  const guess = () => `calendar/feed/${randomBytes(32).toString('base64url')}.ics`;

  it('answers 429 with Retry-After to an address after 3 unknown tokens a minute, whichever token it tries next; feeds that open are not counted; other addresses go on', async () => {
    const answer = await callApi<Records<CalendarFeedRecord>>('calendar/feed', { token: await tokenFor('carer1') });
    const real = new URL(answer.body.responceObject.records.url).pathname.replace(/^\/api\//, '');

    expect((await feedFrom('203.0.113.10', guess())).status).toBe(404);
    expect((await feedFrom('203.0.113.10', guess())).status).toBe(404);
    for (let i = 0; i < 5; i += 1) expect((await feedFrom('203.0.113.10', real)).status).toBe(200);
    expect((await feedFrom('203.0.113.10', guess())).status).toBe(404);
    expectTooManyRequests(await feedFrom('203.0.113.10', guess()));
    // Refused before the CMS is asked: the guesser's next try costs no lookup, a real token included.
    expectTooManyRequests(await feedFrom('203.0.113.10', real));

    expect((await feedFrom('203.0.113.11', guess())).status).toBe(404);
    expect((await feedFrom('203.0.113.11', real)).status).toBe(200);
  });
});

describe('limits shared by two BFF processes through Redis', () => {
  let first: string;
  let second: string;
  beforeAll(async () => {
    const overrides = {
      REDIS_URL: 'redis://127.0.0.1:6379',
      RATE_LIMIT_KEY_PREFIX: `${RUN_PREFIX}:redis`,
      RATE_LIMIT_PUBLIC_PER_IP: '4',
      RATE_LIMIT_FEED_PER_TOKEN: '3',
      RATE_LIMIT_WRITES_PER_PERSON: '3',
    };
    [first, second] = [await ownBff(overrides), await ownBff(overrides)];
  });

  it('counts one client’s public requests together, whichever process answers', async () => {
    // Each process alone sees at most 3 of these 6, below the limit of 4.
    for (const bff of [first, second, first, second]) expect((await send(bff, 'campus-config')).status).toBe(200);
    expectTooManyRequests(await send(first, 'campus-config'));
    expectTooManyRequests(await send(second, 'campus-config'));
  });

  it('limits a calendar feed per token: another person’s feed still opens', async () => {
    const feedPath = async (username: string) => {
      const answer = await callApi<Records<CalendarFeedRecord>>('calendar/feed', { token: await tokenFor(username) });
      return new URL(answer.body.responceObject.records.url).pathname.replace(/^\/api\//, '');
    };
    const [busy, other] = [await feedPath('teacher1'), await feedPath('admin1')];
    for (const bff of [first, second, first]) expect((await send(bff, busy)).status).toBe(200);
    expectTooManyRequests(await send(second, busy));

    const otherFeed = await send(first, other);
    expect(otherFeed.status).toBe(200);
    expect(otherFeed.headers.get('content-type')).toMatch(/^text\/calendar/);
  });

  it('limits writes per person across write routes, and leaves reads and other people alone', async () => {
    const visit = () => ({ data: { pageId: '/notices', title: 'Notices', pageType: 'reader', clientVisitId: randomUUID() } });
    const carer = await tokenFor('carer1');
    for (const bff of [first, second, first]) expect((await send(bff, 'weblogs', { token: carer, method: 'POST', body: visit() })).status).toBe(201);
    expectTooManyRequests(await send(second, 'weblogs', { token: carer, method: 'POST', body: visit() }));
    // All writes count together: removing a favourite is a write too.
    expectTooManyRequests(await send(first, 'favorites/abcdefghij1234567890abcd', { token: carer, method: 'DELETE' }));

    expect((await send(first, 'calendar/feed', { token: carer })).status).toBe(200);
    expect((await send(second, 'weblogs', { token: await tokenFor('teacher1'), method: 'POST', body: visit() })).status).toBe(201);
  });
});

describe('lists longer than CMS_MAX_RECORDS', () => {
  let capped: string;
  const output = capturedLog();
  beforeAll(async () => {
    capped = await ownBff({ CMS_MAX_RECORDS: '2', RATE_LIMIT_KEY_PREFIX: `${RUN_PREFIX}:capped` }, output.log);
  });

  it.each([
    ['calendar/', 'calendar-events'],
    ['connection-headers', 'connection-headers'],
  ])('GET %s answers its first records with X-Result-Truncated and logs an error, instead of passing part off as all', async (path, collection) => {
    const token = await tokenFor('carer1');
    const full = await callApi<Records<unknown[]>>(path, { token });
    expect(full.body.responceObject.records.length).toBeGreaterThan(2);
    expect(full.headers.get('x-result-truncated')).toBeNull();

    const cut = await send(capped, path, { token });
    expect(cut.status).toBe(200);
    expect(cut.headers.get('x-result-truncated')).toBe('true');
    expect((JSON.parse(cut.text) as Records<unknown[]>).responceObject.records.length).toBeLessThanOrEqual(2);
    expect(output.lines()).toContainEqual(expect.objectContaining({ level: 'error', msg: expect.stringContaining(`The CMS list ${collection} holds`) }));
  });
});
