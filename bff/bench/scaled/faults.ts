import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { isApiErrorBody, type EmailSendRecord, type PostRecord } from '@portal/contract';
import type { ScaledStack } from '@portal/stack/scaled';
import type { OwnService } from './own-services.ts';
import { direct, recordsOf, wordsOf, type Answer, type Front } from './portal-client.ts';

/**
 * What the machine or an operator does to the scaled stack in the middle of the soak, each
 * told as what happened: a BFF killed, the CMS running a digest killed, Redis and PostgreSQL
 * restarted. Each returns its observations and its checks; the soak adds what its own requests
 * saw meanwhile (the fault's window).
 */

export type Reader = { username: string; token: string; notices: string[] };

export type FaultContext = {
  stack: ScaledStack;
  front: Front;
  postgres: OwnService;
  redis: OwnService;
  /** A full-access CMS token (createCmsSetupToken), for what an editor does in the CMS itself. */
  cmsToken: string;
  readers: Reader[];
  armidaleAdminToken: string;
  digest: DigestPeople;
  /** How long Redis and PostgreSQL stay down before they are started again. */
  outageMs: number;
  /** Ms since the soak started. */
  now(): number;
  progress(line: string): void;
};

export type Check = { what: string; pass: boolean; seen: string };

export type FaultReport = {
  name: string;
  fromMs: number;
  toMs: number;
  observations: string[];
  checks: Check[];
  /** The soak's requests in the window that must all succeed (a killed BFF: every GET). */
  mustSucceed: Array<'GET' | 'POST'>;
};

export type Fault = { name: string; run(context: FaultContext): Promise<FaultReport> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Polls `check` every `everyMs` until it is true; the ms it took, or null after `timeoutMs`. */
async function waitFor(check: () => Promise<boolean>, timeoutMs: number, everyMs = 250): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(everyMs);
  }
  return null;
}

const readyz = (bffUrl: string) => direct(bffUrl, 'GET', '/readyz', { timeoutMs: 3000 });
const isReady = async (bffUrl: string) => (await readyz(bffUrl)).status === 200;

/** nginx leaves a BFF that refused a connection aside for fail_timeout (2 s in the scaled configuration) before trying it again. */
const NGINX_FAIL_TIMEOUT_MS = 2000;

export const killBff: Fault = {
  name: 'SIGKILL bff-a',
  async run({ stack, now, progress }) {
    const pid = stack.bffs[0]!.pid();
    if (!pid) throw new Error('bff-a is not running before the kill');
    const fromMs = now();
    process.kill(pid, 'SIGKILL');
    progress(`killed bff-a (pid ${pid})`);
    const backMs = await waitFor(async () => {
      const newPid = stack.bffs[0]!.pid();
      return newPid !== undefined && newPid !== pid && (await isReady(stack.bffUrls[0]!));
    }, 120_000);
    // Requests keep going to bff-b alone until nginx tries bff-a again.
    await sleep(NGINX_FAIL_TIMEOUT_MS + 1000);
    return {
      name: this.name,
      fromMs,
      toMs: now(),
      mustSucceed: ['GET'],
      observations: [
        `bff-a (pid ${pid}) killed with SIGKILL; its supervisor started it again and it was ready ${backMs === null ? 'NOT within 120 s' : `${seconds(backMs)} after the kill`} (pid ${stack.bffs[0]!.pid() ?? 'none'}).`,
      ],
      checks: [
        {
          what: 'bff-a back within 60 s',
          pass: backMs !== null && backMs <= 60_000,
          seen: backMs === null ? 'not back' : seconds(backMs),
        },
      ],
    };
  },
};

/** The people a digest is sent to during the soak, made before it: Armidale carers with addresses at a domain of their own. */
export type DigestPeople = { domain: string; count: number };

/** Makes `count` Armidale carers straight in the CMS, 8 at a time (set-up, before the soak). */
export async function makeDigestPeople(stack: ScaledStack, cmsToken: string, count: number): Promise<DigestPeople> {
  const tag = randomUUID().slice(0, 8);
  const domain = `digest-${tag}.example.com`;
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const index = next++;
        const response = await fetch(`${stack.cmsUrl}/api/portal-users`, {
          method: 'POST',
          headers: { authorization: `Bearer ${cmsToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            data: {
              username: `digest-${tag}-${index}`,
              type: 'affiliate',
              is_carer: true,
              campus: 'armidale',
              email: `family${index}@${domain}`,
            },
          }),
        });
        if (!response.ok)
          throw new Error(`making person ${index} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      }
    }),
  );
  return { domain, count };
}

/** The job engine's row of the running digest: which process holds it (locked_by is host:pid:id). */
async function digestHolderPid(databaseUrl: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ locked_by: string | null }>(
      "SELECT locked_by FROM jobs WHERE kind = 'email-sending' AND status = 'running' ORDER BY id DESC LIMIT 1",
    );
    const pid = rows[0]?.locked_by?.split(':')[1];
    return pid ? Number(pid) : null;
  } finally {
    await client.end();
  }
}

type StoredEmail = { destination: { to: string[] }; headers?: Array<{ name: string; value: string }> };

/** How many messages of one send the SES emulator holds for each address of the domain. */
async function messagesPerAddress(sesUrl: string, sendId: string, domain: string): Promise<Map<string, number>> {
  const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  const perAddress = new Map<string, number>();
  for (const email of emails) {
    if (email.headers?.find((header) => header.name.toLowerCase() === 'x-portal-send')?.value !== sendId) continue;
    const to = email.destination.to[0] ?? '';
    if (to.endsWith(`@${domain}`)) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
  }
  return perAddress;
}

/** The plugin's EMAIL_SENDS_IN_FLIGHT: the SES calls that can be under way when the process dies, and may be sent again. */
const IN_FLIGHT = 8;

export function killDigestCms(killAfterSent: number): Fault {
  return {
    name: 'SIGKILL the CMS sending a digest',
    async run({ stack, front, armidaleAdminToken, digest, now, progress }) {
      const sendOf = async (id: string) => {
        const records = recordsOf<EmailSendRecord[] | EmailSendRecord>(
          await front.request('GET', `/api/send-emails/${id}`, { token: armidaleAdminToken, campus: 'armidale' }),
          'GET send-emails/:id',
        );
        return Array.isArray(records) ? records[0]! : records;
      };
      const started = recordsOf<EmailSendRecord>(
        await front.request('POST', '/api/send-emails/', {
          token: armidaleAdminToken,
          campus: 'armidale',
          body: { type: 'Weekly', email_testing: false },
        }),
        'POST send-emails',
      );
      const sendId = started.emailsendUid;
      progress(`digest ${sendId} queued for ${started.total} people`);

      let sentAtKill = 0;
      let holder: number | null = null;
      while (sentAtKill < killAfterSent) {
        await sleep(100);
        const send = await sendOf(sendId);
        if (send.status === 'Sent')
          throw new Error(`the digest finished (${send.sent} sent) before ${killAfterSent} were sent: nothing to interrupt`);
        sentAtKill = send.sent;
      }
      holder = await digestHolderPid(stack.databaseUrl);
      const holderName = stack.cmses.findIndex((cms) => cms.pid() === holder);
      if (holder === null || holderName < 0)
        throw new Error(`no CMS of the stack holds the digest's job (locked_by pid ${holder})`);
      const fromMs = now();
      process.kill(holder, 'SIGKILL');
      const killed = `cms-${'ab'[holderName]}`;
      progress(`killed ${killed} (pid ${holder}), which held the digest, at ${sentAtKill} sent`);

      let takenUpBy: string | null = null;
      // Both counted from the kill: the killed CMS's restart, and the send's end on whichever CMS takes the job up.
      const [doneMs, backMs] = await Promise.all([
        waitFor(
          async () => {
            const newHolder = await digestHolderPid(stack.databaseUrl).catch(() => null);
            const index = stack.cmses.findIndex((cms) => cms.pid() === newHolder);
            if (newHolder !== null && newHolder !== holder && index >= 0) takenUpBy ??= `cms-${'ab'[index]} (pid ${newHolder})`;
            const send = await sendOf(sendId);
            return send.status === 'Sent' || send.status === 'Failed';
          },
          600_000,
          500,
        ),
        waitFor(async () => {
          const pid = stack.cmses[holderName]!.pid();
          return pid !== undefined && pid !== holder && (await fetch(`${stack.cmsUrls[holderName]}/readyz`)).ok;
        }, 300_000),
      ]);
      const done = await sendOf(sendId);
      const perAddress = await messagesPerAddress(stack.sesUrl!, sendId, digest.domain);
      const counts = [...perAddress.values()];
      const repeated = counts.filter((count) => count > 1).length;
      const most = counts.length ? Math.max(...counts) : 0;
      const missing = digest.count - perAddress.size;
      return {
        name: this.name,
        fromMs,
        toMs: now(),
        mustSucceed: ['GET'],
        observations: [
          `Weekly digest ${sendId} to ${started.total} people (${digest.count} made for the bench at ${digest.domain}), sent by ${killed}.`,
          `${killed} (pid ${holder}, found by the job's locked_by) killed with SIGKILL at ${sentAtKill} sent; back (ready) ${backMs === null ? 'NOT within 300 s' : `${seconds(backMs)} after`}.`,
          `The job was taken up by ${takenUpBy ?? 'a process not seen (between polls)'}; the send ended ${done.status} ${doneMs === null ? 'NOT within 600 s' : `${seconds(doneMs)} after the kill`}: ${done.sent} sent, ${done.failed} failed of ${done.total}.`,
          `SES emulator: ${perAddress.size} of ${digest.count} addresses got it, ${repeated} twice or more (at most ${most} each).`,
        ],
        checks: [
          {
            what: 'the send ended Sent, every recipient counted sent, none failed',
            pass: done.status === 'Sent' && done.sent === done.total && done.failed === 0,
            seen: `${done.status}, ${done.sent}/${done.total} sent, ${done.failed} failed`,
          },
          { what: `nothing lost: each of the ${digest.count} has the digest`, pass: missing === 0, seen: `${missing} missing` },
          {
            what: `no one emailed twice beyond the ${IN_FLIGHT} calls in flight`,
            pass: repeated <= IN_FLIGHT && most <= 2,
            seen: `${repeated} repeated, at most ${most} each`,
          },
        ],
      };
    },
  };
}

/** The calendar feed's per-token limit (RATE_LIMIT_FEED_PER_TOKEN, 30 a minute): one more than it, through nginx, which spreads them over both BFFs. */
const FEED_LIMIT = 30;

async function feedPathOf(front: Front, token: string): Promise<string> {
  const records = recordsOf<{ url: string } | Array<{ url: string }>>(
    await front.request('GET', '/api/calendar/feed', { token }),
    'GET calendar/feed',
  );
  return new URL((Array.isArray(records) ? records[0]! : records).url).pathname;
}

/** 31 fetches of one feed in a row: "30 × 200, 1 × 429" when both BFFs count together. */
async function feedFetches(front: Front, feedPath: string): Promise<{ words: string; shared: boolean }> {
  const statuses: number[] = [];
  for (let fetchNo = 0; fetchNo <= FEED_LIMIT; fetchNo += 1) statuses.push((await front.request('GET', feedPath)).status);
  const byStatus = new Map<number, number>();
  for (const status of statuses) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  const words = [...byStatus].map(([status, count]) => `${count} × ${status}`).join(', ');
  const shared = statuses.slice(0, FEED_LIMIT).every((status) => status === 200) && statuses[FEED_LIMIT] === 429;
  return { words, shared };
}

function readinessWords(answer: Answer): string {
  const body = JSON.parse(answer.body) as { status: string; problems?: string[] };
  return `${answer.status} ${body.status}${body.problems?.length ? `: ${body.problems.join(' ')}` : ''}`;
}

export const restartRedis: Fault = {
  name: 'restart Redis',
  async run({ stack, front, redis, readers, cmsToken, outageMs, now, progress }) {
    const [first, second, third] = readers;
    if (!first || !second || !third) throw new Error('three readers are needed for the feed limits');
    const feeds = await Promise.all([first, second, third].map((reader) => feedPathOf(front, reader.token)));
    const before = await feedFetches(front, feeds[0]!);

    const fromMs = now();
    await redis.stop();
    progress('Redis stopped');
    await sleep(Math.min(2000, outageMs / 2));
    const readiness = await Promise.all(stack.bffUrls.map(readyz));
    const during = await feedFetches(front, feeds[1]!);
    await sleep(Math.max(0, outageMs - (now() - fromMs)));
    await redis.start();
    const restartedMs = now();
    progress('Redis started again');

    const readyAgainMs = await waitFor(async () => (await Promise.all(stack.bffUrls.map(isReady))).every(Boolean), 60_000, 100);
    // An editor's change in the CMS: each BFF hears of it through Redis and drops its cached copy.
    const notice = first.notices[0]!;
    const title = `Soak edit ${randomUUID().slice(0, 8)}`;
    const edited = Date.now();
    const response = await fetch(`${stack.cmsUrl}/api/posts/${notice}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${cmsToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { title } }),
    });
    if (!response.ok) throw new Error(`editing notice ${notice} in the CMS answered ${response.status}`);
    const seenMs = await Promise.all(
      stack.bffUrls.map((bffUrl) =>
        waitFor(
          async () => {
            const posts = recordsOf<PostRecord[]>(
              await direct(bffUrl, 'GET', '/api/posts/?types=notice', { token: first.token }),
              'GET posts',
            );
            return posts.some((post) => post.postUid === notice && post.title === title);
          },
          30_000,
          50,
        ).then((waited) => (waited === null ? null : Date.now() - edited)),
      ),
    );
    const after = await feedFetches(front, feeds[2]!);
    const readinessSays503 = readiness.every((answer) => answer.status === 503 && answer.body.includes('Redis'));
    return {
      name: this.name,
      fromMs,
      toMs: now(),
      mustSucceed: ['GET', 'POST'],
      observations: [
        `Redis stopped (SIGTERM) for ${seconds(restartedMs - fromMs)}, then started again empty (no persistence).`,
        ...readiness.map((answer, index) => `During the outage bff-${'ab'[index]} /readyz: ${readinessWords(answer)}`),
        `Both BFFs ready again ${readyAgainMs === null ? 'NOT within 60 s' : `${seconds(readyAgainMs)} after Redis was back`}.`,
        `A notice's title edited in the CMS after that: seen by ${seenMs.map((ms, index) => `bff-${'ab'[index]} ${ms === null ? 'NOT within 30 s' : `after ${ms} ms`}`).join(', ')}.`,
        `Feed limit (${FEED_LIMIT} a minute per feed, ${FEED_LIMIT + 1} fetches through nginx): before ${before.words}; during the outage ${during.words}; after ${after.words}.`,
      ],
      checks: [
        {
          what: 'readiness says 503 and why while Redis is away (both BFFs)',
          pass: readinessSays503,
          seen: readiness.map((answer) => answer.status).join(', '),
        },
        {
          what: 'both BFFs ready again within 10 s',
          pass: readyAgainMs !== null && readyAgainMs <= 10_000,
          seen: readyAgainMs === null ? 'not ready' : seconds(readyAgainMs),
        },
        {
          what: 'change events resume: the edit seen on both BFFs within 5 s',
          pass: seenMs.every((ms) => ms !== null && ms <= 5000),
          seen: seenMs.map((ms) => (ms === null ? 'unseen' : `${ms} ms`)).join(', '),
        },
        {
          what: 'rate limits shared across both BFFs before and after',
          pass: before.shared && after.shared,
          seen: `${before.words} / ${after.words}`,
        },
      ],
    };
  },
};

/** The words of an error answer (the envelope's error message), or null when it carries none. */
function errorMessageOf(answer: Answer): string | null {
  try {
    const body: unknown = JSON.parse(answer.body);
    return isApiErrorBody(body) ? body.responceObject.error.message : null;
  } catch {
    return null;
  }
}

const visit = () => ({ data: { pageId: '/notices/', title: 'Notices', pageType: 'reader', clientVisitId: randomUUID() } });

export const restartPostgres: Fault = {
  name: 'restart PostgreSQL',
  async run({ front, postgres, readers, outageMs, now, progress }) {
    const reader = readers[0]!;
    const fromMs = now();
    await postgres.stop();
    progress('PostgreSQL stopped');
    await sleep(Math.min(2000, outageMs / 2));
    const reads = await Promise.all(
      ['/api/posts/?types=notice', '/api/calendar/', '/api/places/', `/api/posts/${reader.notices[0]}`].map(async (path) => ({
        path,
        answer: await front.request('GET', path, { token: reader.token }),
      })),
    );
    const write = await front.request('POST', '/api/weblogs/', { token: reader.token, body: visit() });
    await sleep(Math.max(0, outageMs - (now() - fromMs)));
    await postgres.start();
    const restartedMs = now();
    progress('PostgreSQL started again');
    const writesAgainMs = await waitFor(
      async () => (await front.request('POST', '/api/weblogs/', { token: reader.token, body: visit() })).status === 201,
      300_000,
      500,
    );

    const message = errorMessageOf(write);
    return {
      name: this.name,
      fromMs,
      toMs: now(),
      mustSucceed: ['GET'],
      observations: [
        `PostgreSQL stopped (fast shutdown) for ${seconds(restartedMs - fromMs)}, then started again.`,
        ...reads.map(
          ({ path, answer }) =>
            `During the outage GET ${path}: ${answer.status}${answer.headers['x-served-stale'] ? `, X-Served-Stale ${answer.headers['x-served-stale']} s` : ''}${answer.status === 200 ? '' : ` ${wordsOf(answer.body)}`}`,
        ),
        `During the outage POST /api/weblogs/: ${write.status} ${message === null ? `(no message: ${wordsOf(write.body)})` : `"${message}"`}`,
        `Writes answered 201 again ${writesAgainMs === null ? 'NOT within 300 s' : `${seconds(writesAgainMs)} after PostgreSQL was back`}.`,
      ],
      checks: [
        {
          what: 'reads answered 200 during the outage',
          pass: reads.every(({ answer }) => answer.status === 200),
          seen: reads.map(({ answer }) => answer.status).join(', '),
        },
        {
          what: 'a write answered 503 with a message during the outage',
          pass: write.status === 503 && message !== null,
          seen: `${write.status}`,
        },
        {
          what: 'writes work again within 60 s',
          pass: writesAgainMs !== null && writesAgainMs <= 60_000,
          seen: writesAgainMs === null ? 'not yet' : seconds(writesAgainMs),
        },
      ],
    };
  },
};
