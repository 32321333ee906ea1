import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { FavouriteRecord } from '@portal/contract';
import { callApi, signInAt, tokenFor } from '../test/api.ts';
import { postIdByTitle } from '../test/cms-records.ts';
import { currentCmsPid } from '../test/cms-process.ts';

type FavouriteAnswer = { responceObject: { records: FavouriteRecord } };
type FavouritesAnswer = { responceObject: { records: FavouriteRecord[] } };

const RECOVERY_MS = 30_000;
const NOTICE = 'Robotics team heads to the national finals';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function refusesConnections(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return false;
  } catch {
    return true;
  }
}

describe('the launcher after the CMS is killed', () => {
  it(
    'starts the CMS again: within 30 s of a SIGKILL a person can favourite a notice and read it back fresh',
    { timeout: 60_000 },
    async () => {
      const { cmsUrl, launcherLogFile } = inject('stack');
      const cmsPid = currentCmsPid();
      const postId = await postIdByTitle(NOTICE);
      const token = await tokenFor('carer1');
      expect((await callApi('favorites/', { token })).status).toBe(200);

      process.kill(cmsPid, 'SIGKILL');
      const killedAt = Date.now();
      while (!(await refusesConnections(`${cmsUrl}/_health`))) await sleep(20);

      // The BFF's cache can answer reads from a last good copy, never a write: the write shows when the CMS is back.
      const clientMarkId = randomUUID();
      const outage: number[] = [];
      let favoriteUid: string | undefined;
      while (!favoriteUid && Date.now() - killedAt < RECOVERY_MS) {
        // The same clientMarkId on every try, so a try that reached the CMS is not made twice.
        const answer = await callApi<FavouriteAnswer>('favorites/', {
          token,
          method: 'POST',
          body: { data: { posts_postUid: postId, clientMarkId } },
        });
        if (answer.status === 201 || answer.status === 200) favoriteUid = answer.body.responceObject.records.favoriteUid;
        else {
          outage.push(answer.status);
          await sleep(500);
        }
      }
      expect(favoriteUid, `the CMS was not back within ${RECOVERY_MS / 1000} s of the SIGKILL`).toBeDefined();
      expect(new Set(outage)).toEqual(new Set([502]));

      try {
        const listed = await callApi<FavouritesAnswer>('favorites/', { token });
        expect(Date.now() - killedAt).toBeLessThan(RECOVERY_MS);
        expect(listed.status).toBe(200);
        expect(listed.headers.get('x-served-stale')).toBeNull();
        expect(listed.body.responceObject.records.map((record) => record.favoriteUid)).toContain(favoriteUid);

        const launcherLog = () => readFileSync(launcherLogFile, 'utf8');
        // 0.5 s, or up to the launcher's 15 s cap when other kill tests ran within the last minute (its backoff doubles);
        // the 30 s recovery above is what a person gets either way.
        expect(launcherLog()).toMatch(
          new RegExp(
            `\\[launcher\\] cms \\(pid ${cmsPid}\\) exited unexpectedly \\(signal SIGKILL\\); restarting in (0\\.5|1|2|4|8|15) s`,
          ),
        );
        // The CMS can answer the BFF a moment before the launcher's next health check sees it.
        await expect
          .poll(launcherLog, { timeout: 5000 })
          .toMatch(/\[launcher\] cms is back \(pid \d+\), [\d.]+ s after it went down/);
      } finally {
        await callApi(`favorites/${favoriteUid}`, { token, method: 'DELETE' });
      }
    },
  );
});

describe('the launcher after the identity providers are killed', () => {
  it('starts them again: within 30 s of a SIGKILL a person signs in and reads', { timeout: 60_000 }, async () => {
    const { identityProvidersPid, idpUrl, launcherLogFile } = inject('stack');
    process.kill(identityProvidersPid, 'SIGKILL');
    const killedAt = Date.now();
    while (!(await refusesConnections(`${idpUrl}/.well-known/openid-configuration`))) await sleep(20);

    let token: string | undefined;
    while (!token && Date.now() - killedAt < RECOVERY_MS) {
      token = await signInAt('sydney', 'carer1')
        .then((tokens) => tokens.access_token)
        .catch(async () => {
          await sleep(250);
          return undefined;
        });
    }
    expect(token, `no sign-in within ${RECOVERY_MS / 1000} s of the SIGKILL`).toBeDefined();
    expect((await callApi('favorites/', { token })).status).toBe(200);
    expect(readFileSync(launcherLogFile, 'utf8')).toContain(
      `[launcher] identity providers (pid ${identityProvidersPid}) exited unexpectedly (signal SIGKILL); restarting in 0.5 s`,
    );
  });
});
