import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { unwrapRecords } from '@portal/contract';
import { startStack, type Stack, type StackOptions } from '@portal/stack';

/** What the benches share: their progress lines, a stack on a PostgreSQL database of their own, and the timing of admin pages through the BFF. */

export const progress = (line: string) => process.stderr.write(`[bench] ${line}\n`);
/** A process's resident set now, in MB (/proc/<pid>/status VmRSS): what the benches report memory by. */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** A process's resident set at rest: the least over 5 s (a start and its seed settle first). */
export async function idleRssMb(pid: number): Promise<number> {
  let idle = Infinity;
  for (let sample = 0; sample < 50; sample += 1) {
    idle = Math.min(idle, rssMb(pid));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return idle;
}

/** better-sqlite3 (the CMS's SQLite driver), the part the benches use to fill its file; the BFF has no types of it. */
export type Sqlite = {
  pragma(text: string): unknown;
  prepare(sql: string): { run(...values: unknown[]): unknown };
  transaction(work: () => void): () => void;
  close(): void;
};
export const SqliteDatabase = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => Sqlite;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The machine's PostgreSQL, as the BFF's tests use it (user postgres, trust). */
const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' };

/** Runs one statement on a database of the machine's PostgreSQL (`postgres` for CREATE and DROP DATABASE). */
export async function pgQuery(database: string, sql: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ ...PG, database });
  await client.connect();
  try {
    await client.query(sql, values);
  } finally {
    await client.end();
  }
}

/** The environment that points the CMS (or its seed script) at a database of the machine's PostgreSQL. */
export const postgresEnv = (database: string) => ({
  DATABASE_CLIENT: 'postgres',
  DATABASE_HOST: PG.host,
  DATABASE_PORT: String(PG.port),
  DATABASE_NAME: database,
  DATABASE_USERNAME: PG.user,
  DATABASE_PASSWORD: '',
});

/** The stack on a PostgreSQL database with the demo school seeded, the CMS's log in a new temporary folder named for the bench. */
export function startStackOnPostgres(bench: string, database: string, options: Pick<StackOptions, 'port' | 'cmsPort' | 'idpPort' | 'sesPort' | 'log'>): Promise<Stack> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), `portal-bench-${bench}-`));
  progress(`starting the stack on PostgreSQL database ${database} (CMS log in ${workDir})...`);
  return startStack({ ...options, cmsEnv: { ...postgresEnv(database), PORTAL_SEED: 'demo' }, cmsLogFile: path.join(workDir, 'cms.log') });
}

/** One GET of an admin route, timed from request to parsed answer, with the rows matching (`X-Total-Count`). */
export type TimedAnswer<T> = { ms: number; records: T; total: string | null };

/** GETs of one admin route (`<stack>/api/<route>?<query>`) as a signed-in administrator, each timed; any status but 200 stops the bench. */
export function timedAdminGet<T>(stackUrl: string, route: string, token: string): (query: string) => Promise<TimedAnswer<T>> {
  return async (query) => {
    const started = performance.now();
    const response = await fetch(`${stackUrl}/api/${route}?${query}`, { headers: { authorization: `Bearer ${token}` } });
    const body: unknown = await response.json();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${route}?${query} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return { ms, records: unwrapRecords<T>(body), total: response.headers.get('x-total-count') };
  };
}

export type PageCase = { name: string; query: string };
export type PageTiming = { name: string; medianMs: number; maxMs: number; total: string | null };

/** Each case once to warm up, then `runs` timed runs: the median, the slowest and the rows matching. */
export async function timePages(cases: readonly PageCase[], runs: number, get: (query: string) => Promise<TimedAnswer<unknown>>): Promise<PageTiming[]> {
  const results: PageTiming[] = [];
  for (const { name, query } of cases) {
    await get(query);
    const times: number[] = [];
    let total: string | null = null;
    for (let index = 0; index < runs; index += 1) {
      const answer = await get(query);
      times.push(answer.ms);
      total = answer.total;
    }
    results.push({ name, medianMs: median(times), maxMs: Math.max(...times), total });
    progress(`${name}: ${median(times).toFixed(0)} ms`);
  }
  return results;
}

/** The timings as a table under its title, each PASS when its slowest run is under the target; a FAIL makes the bench's exit code 1. */
export function printPageTimings(title: string, column: string, results: readonly PageTiming[], targetMs: number): void {
  const pad = Math.max(...results.map((result) => result.name.length));
  console.log(`\n${title}\n`);
  console.log(`${column.padEnd(pad)}  median   slowest  rows matching  result`);
  for (const result of results) {
    const pass = result.maxMs < targetMs;
    console.log(`${result.name.padEnd(pad)}  ${`${result.medianMs.toFixed(0)} ms`.padStart(6)}  ${`${result.maxMs.toFixed(0)} ms`.padStart(7)}  ${(result.total ?? '-').padStart(13)}  ${pass ? 'PASS' : 'FAIL'}`);
  }
  if (results.some((result) => result.maxMs >= targetMs)) process.exitCode = 1;
}
