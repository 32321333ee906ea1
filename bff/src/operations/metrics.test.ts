import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tokenFor } from '../test/api.ts';
import { createCmsLink } from '../test/cms-link.ts';
import { postIdByTitle } from '../test/cms-records.ts';
import { stackBffConfig, startOwnBff, type OwnBff } from '../test/own-bff.ts';
import { startMetricsServer, type MetricsServer } from './metrics-server.ts';

// What an operator's Prometheus reads (issue 31): a BFF of the test's own against the stack's CMS,
// through a link the test can cut, and its metrics server on a port of its own.

const NOTICE = 'Robotics team heads to the national finals';
// Counts of this run only: Redis outlives test runs, and two suites may share it.
const RUN_PREFIX = `portal-bff-metrics-test:${process.pid}:${Date.now()}`;

let link: Awaited<ReturnType<typeof createCmsLink>>;
let bff: OwnBff;
let metrics: MetricsServer;

beforeAll(async () => {
  link = await createCmsLink(inject('stack').cmsUrl);
  bff = await startOwnBff(
    stackBffConfig({
      CMS_URL: link.url,
      // Copies older than a second are read again: the stale-answer test waits that long rather than minutes.
      CACHE_MAX_AGE_SECONDS: '1',
      RATE_LIMIT_PUBLIC_PER_IP: '1',
      RATE_LIMIT_KEY_PREFIX: RUN_PREFIX,
    }),
  );
  metrics = await startMetricsServer({ registry: bff.app.metrics, port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await metrics?.close();
  await bff?.close();
  await link?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readNotice(id: string, token: string) {
  return fetch(`${bff.url}/api/posts/${id}`, { headers: { authorization: `Bearer ${token}` } });
}

async function scrape(): Promise<string> {
  const response = await fetch(metrics.url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  return response.text();
}

/** A series' value as Prometheus reads it (`name{labels} value`), or undefined when the series is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the metrics server', () => {
  it('counts requests by route pattern, never by the id in the path, and unknown paths as other', async () => {
    const token = await tokenFor('carer1');
    const id = await postIdByTitle(NOTICE);
    for (let i = 0; i < 2; i += 1) expect((await readNotice(id, token)).status).toBe(200);
    expect((await fetch(`${bff.url}/no/such/page`)).status).toBe(404);

    const text = await scrape();
    expect(valueOf(text, 'portal_bff_http_requests_total{method="GET",route="/api/posts/:id",status="200"}')).toBe(2);
    expect(
      valueOf(text, 'portal_bff_http_request_duration_seconds_count{method="GET",route="/api/posts/:id",status_class="2xx"}'),
    ).toBe(2);
    expect(valueOf(text, 'portal_bff_http_requests_total{method="GET",route="other",status="404"}')).toBe(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('/no/such/page');
    // The first read loaded the campus's notices from the CMS; the second was answered from the copy.
    expect(valueOf(text, 'portal_bff_read_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'portal_bff_read_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'portal_bff_cms_call_duration_seconds_count{method="GET",outcome="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'portal_bff_read_cache_stale_answers_total{reason="cms_error"}')).toBe(0);
    // The process's own figures, under their usual names.
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts the answers given from a last good copy while the CMS is down, and the failed CMS calls', async () => {
    const token = await tokenFor('carer1');
    const id = await postIdByTitle(NOTICE);
    expect((await readNotice(id, token)).status).toBe(200);
    link.set('down');
    try {
      // Older than CACHE_MAX_AGE_SECONDS: the next read asks the CMS, which cannot be reached.
      await sleep(1100);
      const answer = await readNotice(id, token);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-served-stale')).not.toBeNull();
    } finally {
      link.set('up');
    }

    const text = await scrape();
    expect(valueOf(text, 'portal_bff_read_cache_stale_answers_total{reason="cms_error"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'portal_bff_cms_call_errors_total{method="GET",reason="network"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'portal_bff_cms_call_duration_seconds_count{method="GET",outcome="network"}')).toBeGreaterThanOrEqual(1);
  });

  it('counts rate-limit refusals by limit', async () => {
    expect((await fetch(`${bff.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${bff.url}/api/health`)).status).toBe(429);

    const text = await scrape();
    expect(valueOf(text, 'portal_bff_rate_limit_refusals_total{limit="public"}')).toBe(1);
    expect(valueOf(text, 'portal_bff_http_requests_total{method="GET",route="/api/health",status="429"}')).toBe(1);
  });

  it("answers GET /metrics only, on its own port: the app's port has no metrics", async () => {
    expect(new URL(metrics.url).port).not.toBe(new URL(bff.url).port);
    expect((await fetch(`${bff.url}/metrics`)).status).toBe(404);
    expect((await fetch(new URL('/', metrics.url))).status).toBe(404);
    expect((await fetch(metrics.url, { method: 'POST' })).status).toBe(404);
  });
});
