import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCmsSetupToken } from '@portal/stack/cms-setup-token';
import { demoAccountsOf } from '@portal/stack/demo-accounts';
import { startScaledStack, type ScaledStack } from '@portal/stack/scaled';
import type { PostRecord, UserRecord } from '@portal/contract';
import { progress } from './bench-support.ts';
import {
  killBff,
  killDigestCms,
  makeDigestPeople,
  restartPostgres,
  restartRedis,
  type Fault,
  type FaultContext,
  type FaultReport,
  type Reader,
} from './scaled/faults.ts';
import { latencies, lateness, type Sent } from './scaled/open-loop.ts';
import { startOwnPostgres, startOwnRedis, type OwnService } from './scaled/own-services.ts';
import { frontOf, recordsOf, signIn, type Front } from './scaled/portal-client.ts';
import { metricSum, rssBytes, treeCpuSeconds, treeRssBytes } from './scaled/process-figures.ts';
import { MIX, writeShare } from './scaled/reader-mix.ts';
import { byStatus, faultSection, mark, mb, ms, overlaps, percent, s, table } from './scaled/report.ts';
import { HOT_LIST, measureScaleOut, type Measured } from './scaled/scale-out.ts';
import { sizingMarkdown, type CpuPer1000 } from './scaled/sizing.ts';
import { startSoakLoad } from './scaled/soak-load.ts';

/**
 * Issue 31's "Must hold" for the scaled configuration (`npm run start:scaled`: nginx with TLS
 * before two BFF processes, two CMS processes, PostgreSQL and Redis), measured in one run:
 *
 * 1. Soak: SOAK_MINUTES at BENCH_SOAK_RATE requests/s of signed-in readers (notices, one notice,
 *    calendar, connections, places, read marks, and writes: marks and visits) through nginx over
 *    HTTPS, open loop; errors, p50/p99, and each process's resident memory after the warm-up, in
 *    the middle and at the end.
 * 2. Faults in the soak's second half, each at a planned time, reported as what happened: bff-a
 *    killed (SIGKILL); the CMS holding a digest to BENCH_DIGEST_RECIPIENTS people killed once
 *    BENCH_DIGEST_KILL_AFTER are sent (every message counted in the SES emulator); Redis stopped
 *    and started again; PostgreSQL stopped and started again (each down BENCH_OUTAGE_SECONDS).
 *    The soak lasts until the last fault has been seen through, if that is after SOAK_MINUTES.
 * 3. Scale-out: the hot notice list straight to one BFF, through nginx to one, through nginx to
 *    both, with each process's CPU time per 1,000 requests; then the sizing of a 20-school group
 *    from the soak's CPU per request (written to BENCH_SIZING_FILE when set).
 *
 * The stack runs on a PostgreSQL cluster and a redis-server the bench starts for itself (on
 * ports of their own, removed after), so that stopping them disturbs nothing else on the machine.
 * The first half of the soak, free of faults, gives the memory growth and the CPU per request
 * (above what each process spends idle, measured for BENCH_IDLE_SECONDS before the soak).
 *
 * Settings (environment): SOAK_MINUTES (10), BENCH_SOAK_RATE (200), BENCH_SOAK_RAMP_SECONDS (30: the
 * rate is reached by a linear ramp, every request counted), BENCH_SOAK_WARMUP_SECONDS (60, or a
 * quarter of a shorter soak), BENCH_FAULTS (bff,digest,redis,postgres),
 * BENCH_OUTAGE_SECONDS (10), BENCH_DIGEST_RECIPIENTS (2000), BENCH_DIGEST_RATE (100 messages/s,
 * the CMS's EMAIL_SENDS_PER_SECOND), BENCH_DIGEST_KILL_AFTER (300), BENCH_JOBS_LEASE_SECONDS (10:
 * how soon the killed CMS's job is taken up), BENCH_IDLE_SECONDS (10), BENCH_SCALE_SECONDS (20),
 * BENCH_SCALE_WARMUP_SECONDS (3), BENCH_SCALE_CONNECTIONS (32), BENCH_SIZING_FILE, TEST_PORT_OFFSET.
 */

const SETTINGS = {
  SOAK_MINUTES: '10',
  BENCH_SOAK_RATE: '200',
  BENCH_SOAK_RAMP_SECONDS: '30',
  BENCH_SOAK_WARMUP_SECONDS: '',
  BENCH_FAULTS: 'bff,digest,redis,postgres',
  BENCH_OUTAGE_SECONDS: '10',
  BENCH_DIGEST_RECIPIENTS: '2000',
  BENCH_DIGEST_RATE: '100',
  BENCH_DIGEST_KILL_AFTER: '300',
  BENCH_JOBS_LEASE_SECONDS: '10',
  BENCH_IDLE_SECONDS: '10',
  BENCH_SCALE_SECONDS: '20',
  BENCH_SCALE_WARMUP_SECONDS: '3',
  BENCH_SCALE_CONNECTIONS: '32',
  BENCH_SIZING_FILE: '',
  TEST_PORT_OFFSET: '0',
};
const setting = (name: keyof typeof SETTINGS) => process.env[name] ?? SETTINGS[name];
const COMMAND = [
  ...Object.keys(SETTINGS).flatMap((name) => (process.env[name] === undefined ? [] : [`${name}=${process.env[name]}`])),
  'node --import tsx bff/bench/scaled.bench.ts',
].join(' ');

const SOAK_MS = Number(setting('SOAK_MINUTES')) * 60_000;
const RATE = Number(setting('BENCH_SOAK_RATE'));
const RAMP_MS = Number(setting('BENCH_SOAK_RAMP_SECONDS')) * 1000;
const WARMUP_MS = setting('BENCH_SOAK_WARMUP_SECONDS')
  ? Number(setting('BENCH_SOAK_WARMUP_SECONDS')) * 1000
  : Math.min(60_000, SOAK_MS / 4);
const FAULTS = setting('BENCH_FAULTS')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const OUTAGE_MS = Number(setting('BENCH_OUTAGE_SECONDS')) * 1000;
const DIGEST_RECIPIENTS = Number(setting('BENCH_DIGEST_RECIPIENTS'));
const OFFSET = Number(setting('TEST_PORT_OFFSET'));
const IDLE_SECONDS = Number(setting('BENCH_IDLE_SECONDS'));

/** Ports apart from npm start's, the tests' and the scaled e2e leg's. */
const PORTS = {
  httpsPort: 8643 + OFFSET,
  httpPort: 8280 + OFFSET,
  bffPorts: [3501 + OFFSET, 3502 + OFFSET],
  cmsPorts: [1741 + OFFSET, 1742 + OFFSET],
  cmsBalancerPort: 1740 + OFFSET,
  bffMetricsPort: 9664 + OFFSET,
  cmsMetricsPort: 9665 + OFFSET,
  idpPort: 4500 + OFFSET,
  sesPort: 8405 + OFFSET,
};
const POSTGRES_PORT = 5544 + OFFSET;
const REDIS_PORT = 6479 + OFFSET;

/** The faults by their BENCH_FAULTS name, each at its share of the soak: all after the middle, which closes the fault-free half. */
const FAULT_PLAN: Array<{ key: string; at: number; fault: Fault }> = [
  { key: 'bff', at: 0.55, fault: killBff },
  { key: 'digest', at: 0.62, fault: killDigestCms(Number(setting('BENCH_DIGEST_KILL_AFTER'))) },
  { key: 'redis', at: 0.75, fault: restartRedis },
  { key: 'postgres', at: 0.87, fault: restartPostgres },
];

const GOALS = { rssGrowth: 0.1, nginxCost: 0.3 };

/** The BFFs' calls to the CMS and their read cache's lookups (both BFFs together), as their metrics count them. */
type BffCounts = { cmsCalls: number; cacheHits: number; cacheMisses: number };

type Sample = {
  atMs: number;
  pids: Record<string, number | undefined>;
  rss: Record<string, number>;
  cpu: CpuPer1000;
  bff: BffCounts;
};

/** Each process's memory, the CPU time of each kind of process (BFFs and CMSes together) and the BFFs' counts, now. */
async function sample(stack: ScaledStack, postgres: OwnService, redis: OwnService, atMs: number): Promise<Sample> {
  const pids: Record<string, number | undefined> = {
    'bff-a': stack.bffs[0]!.pid(),
    'bff-b': stack.bffs[1]!.pid(),
    'cms-a': stack.cmses[0]!.pid(),
    'cms-b': stack.cmses[1]!.pid(),
    nginx: stack.nginx.pid(),
  };
  const rss = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [
      name,
      pid === undefined ? 0 : name === 'nginx' ? treeRssBytes(pid) : rssBytes(pid),
    ]),
  );
  const sumOf = async (urls: string[], name: string, labelPart?: string) =>
    (await Promise.all(urls.map((url) => metricSum(url, name, labelPart)))).reduce((sum, value) => sum + value, 0);
  const cpuOf = (urls: string[]) => sumOf(urls, 'process_cpu_seconds_total');
  const cpuOfTree = (pid: number | undefined) => (pid === undefined ? NaN : treeCpuSeconds(pid));
  const cpu = {
    bff: await cpuOf(stack.bffMetricsUrls),
    cms: await cpuOf(stack.cmsMetricsUrls),
    nginx: cpuOfTree(pids.nginx),
    postgres: cpuOfTree(postgres.pid()),
    redis: cpuOfTree(redis.pid()),
  };
  const bff = {
    cmsCalls: await sumOf(stack.bffMetricsUrls, 'portal_bff_cms_call_duration_seconds_count'),
    cacheHits: await sumOf(stack.bffMetricsUrls, 'portal_bff_read_cache_lookups_total', 'result="hit"'),
    cacheMisses: await sumOf(stack.bffMetricsUrls, 'portal_bff_read_cache_lookups_total', 'result="miss"'),
  };
  return { atMs, pids, rss, cpu, bff };
}

/**
 * Each demo reader of Sydney (carers, a student, staff), signed in through nginx's address, with
 * the notices they see. Administrators are left out: a school has a handful among thousands of
 * readers, and a post they open is read from the CMS every time, fresh for their editor (one of
 * six readers here would make that a sixth of the load).
 */
async function signInReaders(stack: ScaledStack, front: Front): Promise<Reader[]> {
  const signedIn = await Promise.all(
    demoAccountsOf('sydney').map(async ({ username }) => {
      const token = await signIn(stack, username);
      const [person] = recordsOf<UserRecord[]>(
        await front.request('GET', `/api/users/${username}`, { token }),
        `GET user ${username}`,
      );
      const notices = recordsOf<PostRecord[]>(
        await front.request('GET', '/api/posts/?types=notice', { token }),
        `GET posts as ${username}`,
      );
      return { username, token, notices: notices.map((notice) => notice.postUid), isAdmin: person!.is_admin };
    }),
  );
  return signedIn.filter((reader) => !reader.isAdmin).map(({ isAdmin: _, ...reader }) => reader);
}

type SoakResult = {
  sent: Sent[];
  samples: { start: Sample; middle: Sample; end: Sample };
  faults: Array<{ plannedMs: number; report: FaultReport }>;
};

async function soak(context: Omit<FaultContext, 'now'>): Promise<SoakResult> {
  const { stack } = context;
  const load = startSoakLoad(RATE, RAMP_MS, stack, context.readers);
  const faultContext: FaultContext = { ...context, now: load.now };
  const until = (atMs: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, atMs - load.now())));
  const take = () => sample(stack, context.postgres, context.redis, load.now());
  const counted = () => `${load.counts().answered} answered, ${load.counts().failed} failed so far`;
  progress(
    `soak: ${RATE} req/s (reached over ${s(RAMP_MS)}) for ${s(SOAK_MS)} (warm-up ${s(WARMUP_MS)}), faults: ${FAULTS.join(', ') || 'none'}`,
  );
  try {
    await until(WARMUP_MS);
    const start = await take();
    progress(`soak: warm-up over, ${counted()}`);
    await until(SOAK_MS / 2);
    const middle = await take();
    progress(`soak: middle, ${counted()}`);
    const faults: SoakResult['faults'] = [];
    for (const { key, at, fault } of FAULT_PLAN.filter((planned) => FAULTS.includes(planned.key))) {
      const plannedMs = at * SOAK_MS;
      await until(plannedMs);
      progress(`fault: ${fault.name} (${counted()})...`);
      const fromMs = load.now();
      const report = await fault.run(faultContext).catch((error: unknown): FaultReport => ({
        name: fault.name,
        fromMs,
        toMs: load.now(),
        mustSucceed: [],
        observations: [],
        checks: [{ what: `${key}: the fault ran to its end`, pass: false, seen: (error as Error).message }],
      }));
      faults.push({ plannedMs, report });
    }
    // A few seconds of plain load after the last fault, so its aftermath is in the soak too.
    await until(Math.max(SOAK_MS, load.now() + 5000));
    const end = await take();
    return { sent: await load.stop(), samples: { start, middle, end }, faults };
  } catch (error) {
    await load.stop().catch(() => undefined);
    throw error;
  }
}

function soakReport({ sent, samples, faults }: SoakResult, idle: IdleCpu): { text: string; pass: boolean } {
  const steady = sent.filter((request) => !faults.some(({ report }) => overlaps(request, report)));
  const steadyFailed = steady.filter((request) => !request.ok);
  // Not Math.max(...): a long soak sends more requests than a call can take arguments.
  const durationMs = sent.reduce((latest, request) => Math.max(latest, request.endMs), 0);
  const late = lateness(sent);
  const all = latencies(sent);
  const calm = latencies(steady);
  const out: string[] = [];
  let pass = steadyFailed.length === 0;

  out.push(
    table(
      `Soak: ${RATE} req/s (open loop, reached by a linear ramp over the first ${s(RAMP_MS)}) through nginx over HTTPS for ${s(durationMs)}, readers of Sydney (${MIX.length} kinds, ${(writeShare * 100).toFixed(0)} % writes)`,
      ['', 'requests', 'failed', 'p50', 'p99', 'max'],
      [
        [
          'whole soak',
          String(sent.length),
          String(sent.filter((request) => !request.ok).length),
          ms(all.p50),
          ms(all.p99),
          ms(all.max),
        ],
        [
          'outside the faults (0 failed)',
          String(steady.length),
          `${steadyFailed.length} ${mark(steadyFailed.length === 0)}`,
          ms(calm.p50),
          ms(calm.p99),
          ms(calm.max),
        ],
        ...MIX.map((kind) => {
          const ofKind = steady.filter((request) => request.kind === kind.name);
          const latency = latencies(ofKind);
          return [
            `  ${kind.method} ${kind.name}`,
            String(ofKind.length),
            String(ofKind.filter((request) => !request.ok).length),
            ms(latency.p50),
            ms(latency.p99),
            ms(latency.max),
          ];
        }),
      ],
    ),
  );
  for (const failure of steadyFailed.slice(0, 5))
    out.push(
      `  failed outside the faults: ${failure.kind} at ${s(failure.dueMs)}: ${byStatus([failure])} ${failure.detail ?? ''}`,
    );
  // The rate reached after the ramp: requests due since then over the time since then.
  const achieved = sent.filter((request) => request.dueMs >= RAMP_MS).length / ((durationMs - RAMP_MS) / 1000);
  const heldRate = achieved >= RATE * 0.98 && late.p99 <= 50;
  out.push(
    `Latency counts from when each request was due. Achieved ${achieved.toFixed(1)} req/s; the generator sent ${late.over10ms} requests more than 10 ms late (p99 ${ms(late.p99)}, worst ${ms(late.max)}): ${heldRate ? 'it kept to its schedule' : 'it FELL BEHIND (under 98 % of the rate, or p99 over 50 ms late)'}.`,
  );

  const half = halfFigures({ sent, samples }, idle);
  const lookups = half.cacheHits + half.cacheMisses;
  out.push(
    `In the fault-free half (${s(samples.start.atMs)} to ${s(samples.middle.atMs)}): ${half.answered} requests answered, ${half.failed} failed; the BFFs called the CMS ${half.cmsCalls} times (${(half.cmsCalls / half.answered).toFixed(2)} per request) and their read cache answered ${((half.cacheHits / lookups) * 100).toFixed(1)} % of ${lookups} lookups.`,
  );

  const rssRows = Object.keys(samples.start.pids).map((name) => {
    const [start, middle, end] = [samples.start, samples.middle, samples.end];
    const growthMiddle = middle.pids[name] === start.pids[name] ? middle.rss[name]! / start.rss[name]! - 1 : NaN;
    const sameToEnd = end.pids[name] === start.pids[name];
    const growthEnd = sameToEnd ? end.rss[name]! / start.rss[name]! - 1 : NaN;
    const ok = (growth: number) => !Number.isFinite(growth) || growth <= GOALS.rssGrowth;
    pass &&= ok(growthMiddle) && ok(growthEnd);
    return [
      name,
      sameToEnd ? String(start.pids[name]) : `${start.pids[name]} → ${end.pids[name]}`,
      mb(start.rss[name]!),
      mb(middle.rss[name]!),
      mb(end.rss[name]!),
      `${percent(growthMiddle)} ${mark(ok(growthMiddle))}`,
      sameToEnd ? `${percent(growthEnd)} ${mark(ok(growthEnd))}` : 'restarted by a fault',
    ];
  });
  out.push(
    table(
      `Resident memory (RSS; nginx: master and worker): after the warm-up (${s(samples.start.atMs)}), middle (${s(samples.middle.atMs)}, before any fault), end (${s(samples.end.atMs)})`,
      ['process', 'pid', 'start', 'middle', 'end', `start→middle (≤ +${GOALS.rssGrowth * 100} %)`, 'start→end'],
      rssRows,
    ),
  );

  if (faults.length > 0)
    out.push("\nFaults during the soak (each reported as what happened; the soak's own requests in its window beside it)");
  for (const { plannedMs, report } of faults) {
    const section = faultSection(report, plannedMs, sent);
    out.push(section.text);
    pass &&= section.pass;
  }
  return { text: out.join('\n'), pass };
}

const KINDS = ['bff', 'cms', 'nginx', 'postgres', 'redis'] as const;
const perKind = (value: (kind: keyof CpuPer1000) => number) =>
  Object.fromEntries(KINDS.map((kind) => [kind, value(kind)])) as CpuPer1000;

/** Cores each kind of process keeps busy with no request at all (job polling, timers, metrics): measured before the soak. */
type IdleCpu = CpuPer1000;

async function idleCpu(stack: ScaledStack, postgres: OwnService, redis: OwnService, seconds: number): Promise<IdleCpu> {
  const before = await sample(stack, postgres, redis, 0);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const after = await sample(stack, postgres, redis, seconds * 1000);
  return perKind((kind) => (after.cpu[kind] - before.cpu[kind]) / seconds);
}

/**
 * The fault-free half (between the start and middle samples): requests answered and failed, CPU
 * seconds per 1,000 of them above what the processes spend idle, the BFFs' counts.
 */
function halfFigures(
  { sent, samples }: Pick<SoakResult, 'sent' | 'samples'>,
  idle: IdleCpu,
): BffCounts & { answered: number; failed: number; cpuPer1000: CpuPer1000 } {
  const answered = sent.filter((request) => request.endMs >= samples.start.atMs && request.endMs < samples.middle.atMs);
  const seconds = (samples.middle.atMs - samples.start.atMs) / 1000;
  // Less than idle is a process too quiet to tell apart from its idle noise: none.
  const per1000 = (kind: keyof CpuPer1000) =>
    Math.max(0, ((samples.middle.cpu[kind] - samples.start.cpu[kind] - idle[kind] * seconds) * 1000) / answered.length);
  const counted = (name: keyof BffCounts) => samples.middle.bff[name] - samples.start.bff[name];
  return {
    answered: answered.length,
    failed: answered.filter((request) => !request.ok).length,
    cpuPer1000: perKind(per1000),
    cmsCalls: counted('cmsCalls'),
    cacheHits: counted('cacheHits'),
    cacheMisses: counted('cacheMisses'),
  };
}

function scaleOutReport(results: Measured[]): { text: string; pass: boolean } {
  const [directRun, oneBehindNginx] = results;
  const processes = Object.keys(results[0]!.cpuPer1000);
  const cpu = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : 'n/a');
  const out = [
    table(
      `Scale-out: GET ${HOT_LIST} as carer1, ${setting('BENCH_SCALE_CONNECTIONS')} connections for ${setting('BENCH_SCALE_SECONDS')} s each (autocannon, keep-alive, gzip), CPU s per 1,000 requests`,
      ['', 'req/s', 'p50', 'p99', 'failed', ...processes],
      results.map((result) => [
        result.way,
        result.rps.toFixed(0),
        `${result.p50} ms`,
        `${result.p99} ms`,
        String(result.failed),
        ...processes.map((name) => cpu(result.cpuPer1000[name]!)),
      ]),
    ),
  ];
  // nginx's cost: the share of the direct requests/s lost by putting nginx (TLS, proxying) in front of the same one BFF.
  const cost = 1 - oneBehindNginx!.rps / directRun!.rps;
  const everyProcess = (result: Measured) => Object.values(result.cpuPer1000).reduce((sum, value) => sum + value, 0);
  const perRequestMs = (result: Measured, name: string) => `${result.cpuPer1000[name]!.toFixed(3)} ms`;
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  out.push(
    `nginx in front of one BFF costs ${(cost * 100).toFixed(1)} % of the direct requests/s (goal ≤ ${GOALS.nginxCost * 100} %): ${mark(cost <= GOALS.nginxCost)}. On this machine nginx, the BFFs and the load generator share ${os.cpus().length} cores, so nginx's CPU is taken from the others.`,
    `CPU per request through nginx to bff-a alone: nginx ${perRequestMs(oneBehindNginx!, 'nginx')}, bff-a ${perRequestMs(oneBehindNginx!, 'bff-a')} (direct: ${perRequestMs(directRun!, 'bff-a')}); every process together ${percent(everyProcess(oneBehindNginx!) / everyProcess(directRun!) - 1)} against direct.`,
    `Failed requests in the scale-out runs: ${failed} ${mark(failed === 0)}.`,
  );
  return { text: out.join('\n'), pass: cost <= GOALS.nginxCost && failed === 0 };
}

async function main() {
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`;
  progress(`starting PostgreSQL (port ${POSTGRES_PORT}) and Redis (port ${REDIS_PORT}) of the bench's own...`);
  const postgres = await startOwnPostgres(POSTGRES_PORT);
  const redis = await startOwnRedis(REDIS_PORT).catch(async (error: unknown) => {
    await postgres.close();
    throw error;
  });
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-scaled-'));
  let stack: ScaledStack | undefined;
  let front: Front | undefined;
  const cleanUp = async () => {
    front?.close();
    await stack?.stop();
    await redis.close();
    await postgres.close();
  };
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    progress(`starting the scaled stack on a fresh database (logs in ${path.join(workDir, 'logs')})...`);
    const startedAt = Date.now();
    stack = await startScaledStack({
      ...PORTS,
      databaseUrl: `${postgres.url}/portal_bench_scaled`,
      redisUrl: redis.url,
      workDir,
      logDir: path.join(workDir, 'logs'),
      cmsEnv: {
        EMAIL_SENDS_PER_SECOND: setting('BENCH_DIGEST_RATE'),
        JOBS_LEASE_SECONDS: setting('BENCH_JOBS_LEASE_SECONDS'),
        PRIVATE_FILES_DIR: path.join(workDir, 'private-files'),
      },
      log: (line) => progress(`[stack] ${line}`),
    });
    const stackStartS = (Date.now() - startedAt) / 1000;
    front = frontOf(stack, { maxSockets: 256 });
    const cmsToken = await createCmsSetupToken(stack.cmsUrl, 'bench-scaled');
    const readers = await signInReaders(stack, front);
    const armidaleAdminToken = await signIn(stack, 'admin1', 'armidale');
    let digest = { domain: '', count: 0 };
    if (FAULTS.includes('digest')) {
      progress(`making ${DIGEST_RECIPIENTS} people for the digest...`);
      digest = await makeDigestPeople(stack, cmsToken, DIGEST_RECIPIENTS);
    }

    progress(`measuring what the processes spend idle for ${IDLE_SECONDS} s...`);
    const idle = await idleCpu(stack, postgres, redis, IDLE_SECONDS);
    const soakResult = await soak({
      stack,
      front,
      postgres,
      redis,
      cmsToken,
      readers,
      armidaleAdminToken,
      digest,
      outageMs: OUTAGE_MS,
      progress,
    });
    const soakPart = soakReport(soakResult, idle);

    const scaleOut = await measureScaleOut(stack, {
      token: readers.find((reader) => reader.username === 'carer1')!.token,
      connections: Number(setting('BENCH_SCALE_CONNECTIONS')),
      seconds: Number(setting('BENCH_SCALE_SECONDS')),
      warmupSeconds: Number(setting('BENCH_SCALE_WARMUP_SECONDS')),
      workDir,
      progress,
    });
    const scalePart = scaleOutReport(scaleOut);

    const half = halfFigures(soakResult, idle);
    const mix = half.cpuPer1000;
    const both = scaleOut.find((result) => result.way === 'nginx to both BFFs')!.cpuPer1000;
    const sizing = sizingMarkdown({
      mix,
      idle,
      hotList: { bff: both['bff-a']! + both['bff-b']!, nginx: both.nginx! },
      writeShare,
      measuredAt: RATE,
      failedMeanwhile: half.failed / half.answered,
      machine,
      command: COMMAND,
    });
    const sizingFile = setting('BENCH_SIZING_FILE');
    if (sizingFile) writeFileSync(sizingFile, sizing);

    console.log(
      [
        `Scaled configuration (issue 31): ${COMMAND}`,
        `${machine}; nginx (TLS, development certificate) before 2 BFFs, 2 CMSes, the bench's own PostgreSQL and Redis; stack started in ${stackStartS.toFixed(1)} s; logs in ${path.join(workDir, 'logs')}.`,
        `Digest: EMAIL_SENDS_PER_SECOND=${setting('BENCH_DIGEST_RATE')}, JOBS_LEASE_SECONDS=${setting('BENCH_JOBS_LEASE_SECONDS')}; Redis and PostgreSQL down ${s(OUTAGE_MS)} each; writes spread over ${readers.length} readers under the default RATE_LIMIT_WRITES_PER_PERSON (300 a minute).`,
      ].join('\n'),
    );
    console.log(soakPart.text);
    console.log(scalePart.text);
    console.log(
      table(
        `CPU of the soak's mix (fault-free half; BFFs and CMSes: both processes together)`,
        ['', ...KINDS],
        [
          ['idle before the soak, cores', ...KINDS.map((kind) => idle[kind].toFixed(3))],
          ['CPU s per 1,000 requests above idle', ...KINDS.map((kind) => mix[kind].toFixed(3))],
        ],
      ),
    );
    console.log(`\n${sizing}${sizingFile ? `(also written to ${sizingFile})` : ''}`);
    if (!soakPart.pass || !scalePart.pass) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
