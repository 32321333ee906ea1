import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import {
  accessTokenOf,
  bffIsReady,
  keepSending,
  processes,
  signal,
  sleep,
  throughNginx,
  waitUntil,
  type StackProcess,
} from '../support/scaled.ts';

/**
 * An operator loses a BFF machine, or restarts one BFF after another for an upgrade, while
 * families read and write: nginx sends their requests to the other BFF and nobody sees an error.
 */
/** nginx's fail_timeout for the BFFs in the scaled configuration (tools/stack/src/scaled/nginx.ts). */
const NGINX_FAIL_TIMEOUT_MS = 2000;

describe('the portal behind nginx while a BFF goes', () => {
  // Several people, as a school's morning brings: each person's writes are limited per minute.
  let tokens: string[] = [];
  before(async () => {
    tokens = await Promise.all(['carer1', 'carer2', 'student1', 'teacher1'].map(accessTokenOf));
  });
  const tokenOf = (n: number) => tokens[n % tokens.length]!;

  // Signed-in reads: the public routes are limited per address, and all of this load comes from one.
  const reads = (n: number) => throughNginx('GET', n % 2 ? '/api/posts/?types=notice' : '/api/settings/', { token: tokenOf(n) });

  async function backAfter(bff: StackProcess, stoppedPid: number | null) {
    await waitUntil(`${bff} is started again by its supervisor`, async () => {
      const pid = (await processes())[bff];
      return pid !== null && pid !== stoppedPid;
    });
    await waitUntil(`${bff} serves again`, () => bffIsReady(bff as 'bff-a' | 'bff-b'));
    // nginx left it aside for fail_timeout after its refused connections (2 s in the scaled
    // configuration) and tries it again after that: only then may the other one stop, as the
    // README's rolling restart says.
    await sleep(NGINX_FAIL_TIMEOUT_MS + 1000);
  }

  it('a BFF killed (SIGKILL) under reads: no read fails, and the BFF is back within seconds', async () => {
    const killedPid = (await processes())['bff-a'];
    assert.ok(killedPid, 'bff-a runs before the kill');
    const load = keepSending({
      durationMs: 8000,
      workers: 8,
      pauseMs: 20,
      request: reads,
      expected: (answer) => answer.status === 200,
    });
    await sleep(2500);
    await signal('bff-a', 'SIGKILL');
    const result = await load;

    assert.deepEqual(result.failures, [], `reads through nginx while bff-a was killed: ${JSON.stringify(result.byStatus)}`);
    assert.ok(result.sent > 200, `the load kept going (${result.sent} requests)`);
    await backAfter('bff-a', killedPid);
  });

  it('a rolling restart (SIGTERM to one BFF, then the other) under reads and writes: nothing fails, no write is lost', async () => {
    const readsAndWrites = (n: number) =>
      n % 3 === 0
        ? throughNginx('POST', '/api/weblogs/', {
            token: tokenOf(n),
            body: { data: { pageId: '/notices/', title: 'Notices', pageType: 'reader', clientVisitId: randomUUID() } },
          })
        : reads(n);
    for (const bff of ['bff-b', 'bff-a'] as const) {
      const stoppedPid = (await processes())[bff];
      const load = keepSending({
        durationMs: 8000,
        workers: 8,
        pauseMs: 20,
        request: readsAndWrites,
        expected: (answer) => answer.status === 200 || answer.status === 201,
      });
      await sleep(2500);
      await signal(bff, 'SIGTERM');
      const result = await load;
      assert.deepEqual(
        result.failures,
        [],
        `reads and visits through nginx while ${bff} stopped: ${JSON.stringify(result.byStatus)}`,
      );
      assert.ok((result.byStatus['201'] ?? 0) > 30, `visits were written (${result.byStatus['201'] ?? 0})`);
      // The other BFF is stopped only once this one serves again, as a rolling restart does.
      await backAfter(bff, stoppedPid);
    }
  });
});
