import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgresServer } from '../importer/run-import-command';
import { compiledCmsTest } from '../testing/compiled-cms';
import { samplesOf, sampleValue, type Sample } from './testing/prometheus-text';
import { servingCms } from './testing/serving-cms';
import { DEADLINE_PASSED_ROUTE } from './request-middleware';
import { CMS_DEADLINE_HEADER } from '@portal/contract';

// What an operator sees of a running CMS (issue 31): its probes, its metrics on their own port, its
// JSON lines with the BFF's request id, and readiness once its database is gone. One compiled CMS
// serves the whole file, with three kinds of job of the test's own, SES at a server of the test's
// that throttles the first message, and the database damaged at the end. Needs
// `npm run build --workspace cms` and the plugins built first.

const cms = compiledCmsTest('cms-operations');

/** The test's kinds of job, registered once the CMS has loaded: one SES refuses, one quick, one that holds the worker. */
const PRELUDE = `
  const jobs = strapi.plugin('jobs').service('jobs');
  let holding = false;
  const kinds = {
    refused: { name: 'operations-test-refused', maxAttempts: 1, async run() { throw new Error('SES refused carer@example.com: Email address is not verified.'); } },
    quick: { name: 'operations-test-quick', async run() {} },
    hold: { name: 'operations-test-hold', async run() { holding = true; await new Promise(() => {}); } },
  };
  for (const kind of Object.values(kinds)) jobs.registerJobKind(kind);`;

/** Two runs that end, then the worker held while one job waits behind it (due two minutes ago) and another is due in an hour; then one bulk email. */
const SCENARIO = `
  const until = async (check) => { while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50)); };
  const ended = async (key) => ['completed', 'failed'].includes((await jobs.find(key))?.status);
  await jobs.enqueue(kinds.refused, {}, { dedupeKey: 'operations-test:refused' });
  await jobs.enqueue(kinds.quick, {}, { dedupeKey: 'operations-test:quick' });
  await until(async () => (await ended('operations-test:refused')) && (await ended('operations-test:quick')));
  await jobs.enqueue(kinds.hold, {}, { dedupeKey: 'operations-test:hold' });
  await until(async () => holding);
  await jobs.enqueue(kinds.quick, {}, { dedupeKey: 'operations-test:waiting', delayMs: -120000 });
  await jobs.enqueue(kinds.quick, {}, { dedupeKey: 'operations-test:later', delayMs: 3600000 });
  const sent = await strapi.plugin('email-sends').service('sends')
    .send({ kind: 'PRINCIPAL', campus: 'sydney', to: 'carer@example.com', subject: 'Assembly', html: '<p>Assembly at 9</p>', text: 'Assembly at 9' });
  report({ ready: true, email: sent.status });`;

/** SES v2's SendEmail as Amazon answers it: the first message is over the account's rate (429), the next accepted. */
function startSesThatThrottlesOnce(): Promise<http.Server> {
  let calls = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      calls += 1;
      if (calls === 1) {
        response.writeHead(429, { 'Content-Type': 'application/json', 'x-amzn-ErrorType': 'TooManyRequestsException' });
        response.end(JSON.stringify({ message: 'Maximum sending rate exceeded.' }));
      } else {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ MessageId: `message-${calls}` }));
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let ses: http.Server;
let serving: Awaited<ReturnType<typeof servingCms>>;
let samples: Sample[];

beforeAll(async () => {
  await cms.setUp('operations/index.js');
  ses = await startSesThatThrottlesOnce();
  serving = await servingCms(cms, {
    prelude: PRELUDE,
    scenario: SCENARIO,
    env: {
      SES_ENDPOINT: `http://127.0.0.1:${(ses.address() as AddressInfo).port}`,
      SES_REGION: 'us-east-1',
      SES_ACCESS_KEY_ID: 'local',
      SES_SECRET_ACCESS_KEY: 'local',
      JOBS_POLL_MS: '100',
    },
  });
  expect(await serving.report()).toEqual({ ready: true, email: 'sent' });
}, 300_000);

afterAll(async () => {
  await serving?.kill();
  ses?.close();
  await cms.tearDown();
});

describe('probes', () => {
  it("answer alive and ready without a token, and leave Strapi's own /_health as it was", async () => {
    const alive = await fetch(`${serving.url}/healthz`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'alive' });
    const ready = await fetch(`${serving.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect((await fetch(`${serving.url}/_health`)).status).toBe(204);
  });
});

describe('a request', () => {
  it("keeps the BFF's X-Request-Id and writes one JSON line with it, the route pattern, status and duration, and no token or path", async () => {
    const answer = await fetch(`${serving.url}/api/posts/p7mq2z9d4k?populate=author`, {
      headers: { 'X-Request-Id': 'bff-1f3a9c', Authorization: 'Bearer no-such-token-5e1d' },
    });
    expect(answer.headers.get('x-request-id')).toBe('bff-1f3a9c');
    const line = await serving.jsonLine((entry) => entry.request_id === 'bff-1f3a9c');
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/api/posts/:id',
      status: answer.status,
      duration_ms: expect.any(Number),
    });
    expect(serving.jsonLines().filter((entry) => entry.request_id === 'bff-1f3a9c')).toHaveLength(1);
    expect(serving.output()).not.toContain('no-such-token-5e1d');
    expect(serving.output()).not.toContain('p7mq2z9d4k');
  });

  it('gets an id of its own when it brings none, or one that is not an id', async () => {
    const answer = await fetch(`${serving.url}/api/posts`, { headers: { 'X-Request-Id': 'not an id; rm -rf' } });
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await serving.jsonLine((entry) => entry.request_id === id)).toMatchObject({
      route: '/api/posts',
      status: answer.status,
    });
  });
});

describe('a call the BFF stopped waiting for', () => {
  it('is answered 504 at once, without being done, once its deadline has passed; a deadline from a clock far out of step is ignored', async () => {
    const call = (answerBy: number, requestId: string) =>
      fetch(`${serving.url}/api/posts`, {
        method: 'POST',
        headers: { [CMS_DEADLINE_HEADER]: String(answerBy), 'X-Request-Id': requestId, 'content-type': 'application/json' },
        body: JSON.stringify({ data: { title: 'Late' } }),
      });

    const late = await call(Date.now() - 1000, 'bff-late-1');
    expect(late.status).toBe(504);
    expect(await late.json()).toMatchObject({ error: { status: 504, name: 'DeadlinePassed' } });
    expect(await serving.jsonLine((entry) => entry.request_id === 'bff-late-1')).toMatchObject({
      route: DEADLINE_PASSED_ROUTE,
      status: 504,
    });

    // Done as any call: refused by the content API's auth (no token), which the late one never reached.
    const inTime = await call(Date.now() + 8000, 'bff-in-time-1');
    const skewed = await call(Date.now() - 10 * 60_000, 'bff-skewed-1');
    for (const answer of [inTime, skewed]) {
      expect(answer.status).not.toBe(504);
      expect([401, 403]).toContain(answer.status);
    }
  });
});

describe('metrics', () => {
  beforeAll(async () => {
    const answer = await fetch(serving.metricsUrl);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    samples = samplesOf(await answer.text());
  });

  it("are not on the CMS's own port", async () => {
    expect((await fetch(`${serving.url}/metrics`)).status).toBe(404);
  });

  it('count requests by route pattern, method and status, with their durations', () => {
    const labels = { method: 'GET', route: '/api/posts/:id' };
    expect(sampleValue(samples, 'portal_cms_http_requests_total', labels)).toBe(1);
    expect(sampleValue(samples, 'portal_cms_http_request_duration_seconds_count', labels)).toBe(1);
    expect(samples.some((sample) => sample.labels.route?.includes('p7mq2z9d4k'))).toBe(false);
    expect(sampleValue(samples, 'portal_cms_http_requests_total', { route: '/readyz', status: '200' })).toBeGreaterThanOrEqual(1);
  });

  it('show the queue from the jobs table: the job due two minutes ago, the one due later, the one running', () => {
    expect(sampleValue(samples, 'portal_cms_jobs_queued', { kind: 'operations-test-quick', state: 'due' })).toBe(1);
    expect(sampleValue(samples, 'portal_cms_jobs_queued', { kind: 'operations-test-quick', state: 'scheduled' })).toBe(1);
    expect(sampleValue(samples, 'portal_cms_jobs_oldest_due_age_seconds')).toBeGreaterThanOrEqual(120);
    expect(sampleValue(samples, 'portal_cms_jobs_oldest_due_age_seconds')).toBeLessThan(600);
    expect(sampleValue(samples, 'portal_cms_jobs_running', { kind: 'operations-test-hold' })).toBe(1);
  });

  it('count job runs by kind and outcome, with their durations', () => {
    expect(sampleValue(samples, 'portal_cms_job_runs_total', { kind: 'operations-test-refused', outcome: 'failed' })).toBe(1);
    expect(sampleValue(samples, 'portal_cms_job_runs_total', { kind: 'operations-test-quick', outcome: 'done' })).toBe(1);
    expect(sampleValue(samples, 'portal_cms_job_run_duration_seconds_count', { kind: 'operations-test-quick' })).toBe(1);
  });

  it('count the bulk email SES accepted and its throttling answer', () => {
    expect(sampleValue(samples, 'portal_cms_emails_sent_total', { path: 'bulk' })).toBe(1);
    expect(sampleValue(samples, 'portal_cms_ses_throttled_total', { path: 'bulk' })).toBe(1);
    expect(sampleValue(samples, 'portal_cms_emails_sent_total', { path: 'transactional' })).toBe(0);
  });

  it("include the process's own", () => {
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('a job run', () => {
  it('writes one JSON line with its id, kind, attempt, outcome, duration and error, without the address SES named, and no request id', () => {
    const runs = serving.jsonLines().filter((entry) => entry.msg === 'job run');
    const refused = runs.filter((entry) => entry.kind === 'operations-test-refused');
    expect(refused).toEqual([
      {
        level: 'error',
        time: expect.any(String),
        service: 'cms',
        pid: expect.any(Number),
        hostname: expect.any(String),
        msg: 'job run',
        job_id: expect.any(Number),
        kind: 'operations-test-refused',
        attempt: 1,
        max_attempts: 1,
        outcome: 'failed',
        duration_ms: expect.any(Number),
        error: 'SES refused [email address]: Email address is not verified.',
      },
    ]);
    expect(runs.filter((entry) => entry.kind === 'operations-test-quick')).toEqual([
      expect.objectContaining({ level: 'info', attempt: 1, outcome: 'done' }),
    ]);
    expect(serving.output()).not.toContain('carer@example.com');
  });
});

describe('readiness without a database', () => {
  it('answers 503 and says what the database answered', async () => {
    if (cms.usePostgres) {
      await onPostgresServer(`DROP DATABASE ${cms.postgresName} WITH (FORCE)`);
    } else {
      // A damaged file: the CMS's open connection reads its header again at its next query.
      const file = fs.openSync(cms.databaseFile, 'r+');
      fs.writeSync(file, Buffer.alloc(100, 0x2a), 0, 100, 0);
      fs.closeSync(file);
    }
    const answer = await fetch(`${serving.url}/readyz`);
    expect(answer.status).toBe(503);
    const body = (await answer.json()) as { status: string; problems: string[] };
    expect(body).toEqual({ status: 'not ready', problems: [expect.stringMatching(/^database: \S/)] });
    expect(body.problems[0]).toMatch(cms.usePostgres ? /does not exist|terminat/ : /not a database/);
    // Alive all the same: the process serves.
    expect((await fetch(`${serving.url}/healthz`)).status).toBe(200);
  });
});
