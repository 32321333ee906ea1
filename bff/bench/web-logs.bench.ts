import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { DEFAULT_SCHOOL_TIME_ZONE, addDays, lastWeek, schoolDayOf, type PlatformLogsRecord } from '@portal/contract';
import { REPO_ROOT } from '@portal/stack';
import { signIn } from '../src/test/sign-in.ts';
import { pgQuery, postgresEnv, printPageTimings, progress, startStackOnPostgres, timePages, timedAdminGet, type PageCase } from './bench-support.ts';

/**
 * The admin's web log summaries over 1,000,000 visits on PostgreSQL (issue 13): each summary
 * as the Web Logs screen asks for it through the BFF (which asks the CMS's summary routes,
 * whose SQL does the counting), timed from request to parsed answer. Target: under 500 ms each.
 *
 * A fresh PostgreSQL database is made, the stack started on it (the demo school seeded), then
 * `npm run seed -- --visits N` adds the visits with bulk SQL; the database is dropped at the
 * end. BENCH_VISITS (1000000), BENCH_RUNS (5 timed runs after one warm-up, median and
 * slowest shown), BENCH_WEB_LOGS_DATABASE (an existing database to use as it is: nothing
 * seeded, nothing dropped). PostgreSQL at 127.0.0.1:5432 as user postgres (trust), as the
 * BFF's tests use it.
 */
const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const REUSED = process.env.BENCH_WEB_LOGS_DATABASE;
const TARGET_MS = 500;
const PORTS = { port: 3500, cmsPort: 1700, idpPort: 4500, sesPort: 8705 };

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function main() {
  const database = REUSED ?? `portal_bench_web_logs_${process.pid}`;
  if (!REUSED) await pgQuery('postgres', `CREATE DATABASE ${database}`);
  const stack = await startStackOnPostgres('web-logs', database, { ...PORTS, log: () => {} });
  try {
    if (!REUSED) {
      const started = performance.now();
      progress(`adding ${VISITS.toLocaleString('en-AU')} visits: npm run seed -- --visits ${VISITS}`);
      await run('npm', ['run', 'seed', '--workspace', 'cms', '--', '--visits', String(VISITS)], postgresEnv(database));
      progress(`visits added in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }

    const { access_token: token } = await signIn({ idpUrl: stack.idpUrl!, appUrl: stack.url, username: 'admin1' });
    const get = timedAdminGet<unknown>(stack.url, 'weblogs', token);

    const now = new Date();
    const week = new URLSearchParams(lastWeek(now, DEFAULT_SCHOOL_TIME_ZONE)).toString();
    const today = schoolDayOf(now, DEFAULT_SCHOOL_TIME_ZONE);
    const year = new URLSearchParams({ visit_from_date: addDays(today, -365), visit_to_date: today }).toString();
    const platformYear = (await get(`log_type=platform_logs&${year}`)).records as PlatformLogsRecord;
    progress(`the year holds ${platformYear.total_visits.toLocaleString('en-AU')} visits of Sydney`);

    const cases: PageCase[] = [
      { name: 'platform logs, last week (the screen opens on it)', query: `log_type=platform_logs&${week}` },
      { name: 'platform logs, the whole year', query: `log_type=platform_logs&${year}` },
      { name: 'page logs, last week, page 1', query: `log_type=page_logs&${week}` },
      { name: 'page logs, the whole year, page 1', query: `log_type=page_logs&${year}` },
      { name: 'page logs, the whole year, title filter', query: `log_type=page_logs&${year}&post_title=carnival` },
      { name: "users logs, one person's year (carer1)", query: `log_type=users_logs&${year}&users_userid=carer1` },
      { name: 'users logs, everyone, last week, page 1', query: `log_type=users_logs&${week}` },
      { name: 'users logs, everyone, the whole year, page 40', query: `log_type=users_logs&${year}&page=40` },
    ];
    const results = await timePages(cases, RUNS, get);

    printPageTimings(
      `Web log summaries over ${platformYear.total_visits.toLocaleString('en-AU')} visits of the year (PostgreSQL, through the BFF; ${RUNS} runs, target < ${TARGET_MS} ms)`,
      'summary',
      results,
      TARGET_MS,
    );
  } finally {
    await stack.stop();
    if (!REUSED) await pgQuery('postgres', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
