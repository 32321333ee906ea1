import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { API_MESSAGES } from '@portal/contract';
import { accessTokenOf, keepSending, scaledEnv, sleep, throughNginx, type Answer } from '../support/scaled.ts';

/**
 * PostgreSQL goes away (a restart, a failover) while families use the portal: what they had
 * read goes on being served from the BFFs' read cache, a write is refused at once with words a
 * person understands (503, nothing saved, try again shortly) instead of an error page, and the
 * same write goes through once the database is back. The outage is the portal's own database
 * closed to connections and its connections ended, as a restart does, without stopping the
 * machine's PostgreSQL server that other databases share.
 */
const RECOVERY_MS = 60_000;

const databaseName = () => new URL(scaledEnv.databaseUrl).pathname.slice(1);

/** Runs SQL on the server's maintenance database (the portal's own is the one being closed). */
async function onServer(sql: string): Promise<void> {
  const url = new URL(scaledEnv.databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const closeDatabase = async () => {
  await onServer(`ALTER DATABASE "${databaseName()}" ALLOW_CONNECTIONS false`);
  await onServer(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${databaseName()}'`);
};
const openDatabase = () => onServer(`ALTER DATABASE "${databaseName()}" ALLOW_CONNECTIONS true`);

function errorOf(answer: Answer): { id: string; message: string } {
  return (JSON.parse(answer.body) as { responceObject: { error: { id: string; message: string } } }).responceObject.error;
}

describe('the portal while its database is away', () => {
  let token = '';
  let noticeId = '';
  const READS = ['/api/posts/?types=notice', '/api/calendar/', '/api/readposts/', '/api/settings/'];

  before(async () => {
    token = await accessTokenOf('carer2');
    const notices = await throughNginx('GET', '/api/posts/?types=notice', { token });
    noticeId = (JSON.parse(notices.body) as { responceObject: { records: Array<{ postUid: string }> } }).responceObject
      .records[0]!.postUid;
    // What the person has read lately, as their screens read it before the outage: a few times
    // each, so that both BFFs (nginx takes turns) hold their copy in their own read cache.
    for (let turn = 0; turn < 4; turn += 1)
      for (const path of [...READS, `/api/posts/${noticeId}`]) {
        assert.equal((await throughNginx('GET', path, { token })).status, 200, `${path} before the outage`);
      }
  });
  after(openDatabase);

  it(
    'serves reads from the cache, refuses a write with 503 and a message, and takes the same write once it is back',
    { timeout: 120_000 },
    async () => {
      await closeDatabase();
      try {
        const reads = await keepSending({
          durationMs: 6000,
          workers: 4,
          pauseMs: 50,
          request: (n) => throughNginx('GET', n % 5 === 4 ? `/api/posts/${noticeId}` : READS[n % 5]!, { token }),
          expected: (answer) => answer.status === 200,
        });
        assert.deepEqual(reads.failures, [], `reads while the database is away: ${JSON.stringify(reads.byStatus)}`);

        const visit = { data: { pageId: '/notices/', title: 'Notices', pageType: 'reader', clientVisitId: randomUUID() } };
        const refused = await throughNginx('POST', '/api/weblogs/', { token, body: visit });
        assert.equal(refused.status, 503, refused.body);
        assert.deepEqual(errorOf(refused), { id: 'database_unavailable', message: API_MESSAGES.databaseUnavailableForWrite });

        const mark = { data: { posts_postUid: noticeId, clientMarkId: randomUUID() } };
        const markRefused = await throughNginx('POST', '/api/favorites/', { token, body: mark });
        assert.equal(markRefused.status, 503, markRefused.body);
        assert.equal(errorOf(markRefused).message, API_MESSAGES.databaseUnavailableForWrite);

        await openDatabase();
        const backBy = Date.now() + RECOVERY_MS;
        let saved: Answer | undefined;
        while (Date.now() < backBy) {
          const answer = await throughNginx('POST', '/api/weblogs/', { token, body: visit });
          if (answer.status === 201) {
            saved = answer;
            break;
          }
          assert.equal(answer.status, 503, `only the outage's answer until the database is back: ${answer.body}`);
          await sleep(500);
        }
        assert.ok(saved, `the visit was not taken within ${RECOVERY_MS / 1000} s of the database's return`);
        const favourite = await throughNginx('POST', '/api/favorites/', { token, body: mark });
        assert.equal(favourite.status, 201, favourite.body);
      } finally {
        await openDatabase();
      }
    },
  );
});
