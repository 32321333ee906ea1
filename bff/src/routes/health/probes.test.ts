import { afterEach, describe, expect, it } from 'vitest';
import { stackBffConfig, startOwnBff, type OwnBff } from '../../test/own-bff.ts';

// The load balancer's probes (issue 31) on BFFs of the test's own against the stack's CMS: the
// machine's Redis (127.0.0.1:6379, as on every machine here), a port where nothing listens for
// a Redis or a CMS that is down.

type Readiness = { status: string; problems: string[]; checks: Record<string, string> };

const NOTHING_LISTENS = 'http://127.0.0.1:9';
let bff: OwnBff | undefined;

afterEach(async () => {
  await bff?.close();
  bff = undefined;
});

async function probe(path: string): Promise<{ status: number; body: Readiness; cacheControl: string | null }> {
  // Asked by the machine's address, as an orchestrator asks: no campus host name.
  const response = await fetch(`${bff!.url}${path}`);
  return {
    status: response.status,
    body: (await response.json()) as Readiness,
    cacheControl: response.headers.get('cache-control'),
  };
}

describe('the liveness and readiness probes', () => {
  it('say alive and ready with Redis shared and the CMS up', { timeout: 60_000 }, async () => {
    bff = await startOwnBff(stackBffConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }));
    expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'alive' }, cacheControl: 'no-store' });
    expect(await probe('/readyz')).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: {
        status: 'ready',
        problems: [],
        checks: { cms: 'reachable', redis_change_events: 'connected', redis_rate_limits: 'connected' },
      },
    });
  });

  it('stay ready while the CMS is down, saying that reads come from cached copies', { timeout: 60_000 }, async () => {
    bff = await startOwnBff(stackBffConfig({ CMS_URL: NOTHING_LISTENS }));
    const { status, body } = await probe('/readyz');
    expect(status).toBe(200);
    expect(body.checks).toEqual({
      cms: 'unreachable: reads are answered from cached copies, writes are refused',
      redis_change_events: 'not configured',
      redis_rate_limits: 'not configured',
    });
    // The API's own health keeps its behaviour.
    expect((await fetch(`${bff.url}/api/health`)).status).toBe(503);
  });

  it(
    'say not ready, and why, from the start while the Redis this process is configured with cannot be reached; alive all the same',
    { timeout: 60_000 },
    async () => {
      bff = await startOwnBff(stackBffConfig({ REDIS_URL: 'redis://127.0.0.1:9' }), { waitForRedis: false });

      expect((await probe('/healthz')).status).toBe(200);
      await expect
        .poll(async () => (await probe('/readyz')).body.checks, { timeout: 10_000 })
        .toMatchObject({ cms: 'reachable', redis_change_events: 'unreachable', redis_rate_limits: 'unreachable' });
      const { status, body } = await probe('/readyz');
      expect(status).toBe(503);
      expect(body.status).toBe('not ready');
      expect(body.problems).toEqual(
        expect.arrayContaining([
          'Redis is unreachable: changes made through other machines are not heard, so cached copies may be out of date.',
          'Redis is unreachable: rate limits are counted in this process alone.',
        ]),
      );
    },
  );
});
