import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import Koa from 'koa';
import qs from 'qs';
import { INDEFINITE, unwrapRecords, type PostRecord } from '@portal/contract';
import { createApp } from '../src/app.ts';
import { configFromEnv } from '../src/config.ts';
import { createAbuseLimits } from '../src/middleware/abuse-limits.ts';
import { POST_POPULATE } from '../src/models/posts.ts';
import { createCmsSetupToken } from '@portal/stack/cms-setup-token';
import { devIssuersEnv, startStack, type Stack } from '@portal/stack';
import { signIn } from '../src/test/sign-in.ts';
import { median, progress } from './bench-support.ts';

/**
 * The read paths of the "Fast everywhere" issue, side by side in one run, at the seeded size
 * and at the 10× school (BENCH_SIZES, the seed's PORTAL_SEED_SCALE): the BFF's hot notice list,
 * the same query straight to Strapi, bare node:http answering the very bytes the BFF sent, and
 * the BFF's cheapest signed-in route; then 50 connections held on the hot list, edit-to-visible
 * latency, cold misses and memory. Every request asks for gzip.
 *
 * Each size runs in a process of its own (this file, forked with `--size N`) on a fresh SQLite
 * database, so its figures, memory included, are not those of the size before. The BFF runs in
 * that process (startStack starts it in-process) and autocannon in a child, off its event loop.
 * Exits non-zero on errors (a failed request of the BFF or a bare server, an unseen edit, a
 * crash); a missed target is printed as FAIL. Strapi direct is only the comparison: its
 * answers get STRAPI_TIMEOUT_SECONDS each (a 10× school's list takes it seconds under load),
 * and any it still misses are reported in its row without failing the run.
 *
 * BENCH_SECONDS (10) per path, BENCH_LOAD_SECONDS (60) for the held load, BENCH_SIZES ("1,10"),
 * BENCH_WARMUP_SECONDS (2) before each measured path, BENCH_LOAD_WARMUP_SECONDS (10) of the
 * same load before the held load (V8 sizes its heap over the first seconds of a heavy load; the
 * RSS it ends with is compared with the RSS after that).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const LOAD_WARMUP_SECONDS = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 10);
const SIZES = (process.env.BENCH_SIZES ?? '1,10').split(',').map((size) => Number(size.trim()));
const CONNECTIONS = 10;
const LOAD_CONNECTIONS = 50;
const EDITS = 20;
const COLD_RUNS = 5;
/** autocannon's own default (10 s) for every path but Strapi direct. */
const TIMEOUT_SECONDS = 10;
const STRAPI_TIMEOUT_SECONDS = 60;

/** TEST_PORT_OFFSET moves every port, as in the tests, so a bench can run beside another stack. */
const PORT_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0);
const PORTS = { port: 3400 + PORT_OFFSET, cmsPort: 1640 + PORT_OFFSET, idpPort: 4400 + PORT_OFFSET, sesPort: 8805 + PORT_OFFSET };
/** The second BFF of the cold-miss runs (the brief's second-stack port). */
const COLD_PORT = 3450 + PORT_OFFSET;
const LIST_PATH = '/api/posts/?types=notice';
const SETTINGS_PATH = '/api/settings/';

const TARGETS = { vsStrapi: 10, vsBare: 0.25, p99Ms: 50, emptyVsBare: 0.6, loadP99Ms: 100, rssGrowth: 0.1, editMs: 1000 };

type Measured = { rps: number; p50: number; p99: number; non2xx: number; errors: number };
type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer; ms: number };
/** Resident memory of the bench process (the BFF) and the CMS child, and the BFF's heap in use. */
type Rss = { bench: number; cms: number | null; benchHeap: number };

type SizeResult = {
  scale: number;
  seed: { line: string; seconds: number | null };
  stackStartS: number;
  counts: Record<string, string>;
  paths: Record<'list' | 'strapi' | 'bareList' | 'settings' | 'bareSettings' | 'koaSettings', Measured>;
  load: Measured & { rssWarm: Rss; rssEnd: Rss };
  edits: { medianMs: number; maxMs: number; failed: number };
  cold: { firstAfterStartMs: number; freshMs: number[] };
  memory: { idle: Rss; cached: Rss; idleHeapMb: number; cachedHeapMb: number };
};

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const int = (value: number) => Math.round(value).toLocaleString('en-AU');
const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : value < 10 ? `${value.toFixed(1)} ms` : `${int(value)} ms`);
/** autocannon's latencies are whole milliseconds. */
const wholeMs = (value: number) => `${int(value)} ms`;
const mb = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / MB).toFixed(1)} MB`);
const mark = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const growth = (from: number | null, to: number | null) => (from && to ? (to - from) / from : NaN);
const percent = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`);

/** A GET as a client sends it (gzip accepted); the body as it came over the wire. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { 'accept-encoding': 'gzip', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), ms: performance.now() - started }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const decoded = (answer: Answer): string =>
  (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8');

function postsOf(answer: Answer): PostRecord[] {
  if (answer.status !== 200) throw new Error(`The BFF answered ${answer.status}: ${decoded(answer).slice(0, 300)}`);
  return unwrapRecords<PostRecord[]>(JSON.parse(decoded(answer)));
}

function cmsRssBytes(stack: Stack): number | null {
  const pid = stack.cmsPid();
  if (!pid) return null;
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : null;
}

/** With `node --expose-gc` (as `npm run bench` runs it) memory is read after a full GC: what is kept, not passing garbage. */
const collectGarbage = (globalThis as { gc?: () => void }).gc;

const rssNow = (stack: Stack): Rss => {
  collectGarbage?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { bench: rss, cms: cmsRssBytes(stack), benchHeap: heapUsed };
};

/** CPU time (clock ticks) the CMS process has used so far. */
function cmsCpuTicks(stack: Stack): number | null {
  const pid = stack.cmsPid();
  if (!pid) return null;
  // Fields after the parenthesised command name: state is the 3rd field, utime and stime the 14th and 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Waits until the CMS is idle (under a tenth of a core for half a second, 30 s at most): a run
 * that ends with Strapi still working through queued requests would otherwise take CPU from
 * the next one on a small machine.
 */
async function settle(stack: Stack): Promise<void> {
  const deadline = performance.now() + 30_000;
  let before = cmsCpuTicks(stack);
  while (before !== null && performance.now() < deadline) {
    await sleep(500);
    const after = cmsCpuTicks(stack);
    if (after === null || after - before <= 5) return;
    before = after;
  }
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon');

/** autocannon in a child process, so the load generator does not share the BFF's event loop. */
function cannon(url: string, headers: Record<string, string>, connections: number, seconds: number, timeoutSeconds = TIMEOUT_SECONDS): Promise<Measured> {
  const args = [autocannonCli, '--json', '--no-progress', '-c', String(connections), '-d', String(seconds), '-t', String(timeoutSeconds)];
  for (const [name, value] of Object.entries({ 'accept-encoding': 'gzip', ...headers })) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`));
      const result = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
        timeouts: number;
      };
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts });
    });
  });
}

/** Bare node:http answering every request with the given bytes and headers: the floor of any route. */
function replayedHeaders(answer: Answer): OutgoingHttpHeaders {
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
  const headers: OutgoingHttpHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !skip.has(name)));
  headers['content-length'] = answer.body.length;
  return headers;
}

async function bareServer(answer: Answer): Promise<{ url: string; close: () => Promise<void> }> {
  const headers = replayedHeaders(answer);
  return listening(
    http.createServer((_request, response) => {
      response.writeHead(200, headers);
      response.end(answer.body);
    }),
  );
}

/**
 * Koa with one middleware setting the same headers and bytes: the floor of any route of a Koa
 * app (the BFF is one, ARCHITECTURE.md), for telling the framework's cost from the BFF's own.
 */
async function koaServer(answer: Answer): Promise<{ url: string; close: () => Promise<void> }> {
  const headers = replayedHeaders(answer);
  const app = new Koa();
  app.use((ctx) => {
    ctx.set(headers as Record<string, string>);
    ctx.body = answer.body;
  });
  return listening(http.createServer(app.callback()));
}

async function listening(server: http.Server): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** One path, warmed up first, once the CMS has finished the work of the path before. */
async function measure(stack: Stack, name: string, url: string, headers: Record<string, string>, timeoutSeconds = TIMEOUT_SECONDS): Promise<Measured> {
  await settle(stack);
  if (WARMUP_SECONDS > 0) await cannon(url, headers, CONNECTIONS, WARMUP_SECONDS, timeoutSeconds);
  const result = await cannon(url, headers, CONNECTIONS, SECONDS, timeoutSeconds);
  progress(`${name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
  return result;
}

/** How many records a CMS collection holds for a filter (the full-access token reads them all). */
async function cmsCount(stack: Stack, token: string, collection: string, filters: object = {}): Promise<number> {
  const query = qs.stringify({ filters, pagination: { pageSize: 1, withCount: true } }, { encodeValuesOnly: true });
  const response = await fetch(`${stack.cmsUrl}/api/${collection}?${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`Counting ${collection} answered ${response.status}`);
  return ((await response.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total;
}

/** A BFF of its own against the same CMS, with nothing cached and no key set fetched: a cold start. */
async function coldMiss(stack: Stack, token: string): Promise<number> {
  const config = configFromEnv({
    PORT: String(COLD_PORT),
    CMS_URL: stack.cmsUrl,
    CMS_API_TOKEN: stack.cmsApiToken,
    ...devIssuersEnv(stack.idpUrl!, stack.armidaleIdpUrl!),
  });
  const limits = createAbuseLimits(config);
  const app = createApp({ config, limits, servePwa: false });
  const server = app.listen(COLD_PORT, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  try {
    const answer = await get(`http://127.0.0.1:${COLD_PORT}${LIST_PATH}`, { authorization: `Bearer ${token}` });
    postsOf(answer);
    return answer.ms;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await app.changeEvents.close();
    await limits.close();
  }
}

/** Edits a notice's title through the CMS REST API and polls the BFF's list until it shows. */
async function editToVisible(stack: Stack, bff: string, token: string, setupToken: string, notice: PostRecord) {
  const latencies: number[] = [];
  let failed = 0;
  for (let edit = 1; edit <= EDITS; edit += 1) {
    const title = `${notice.title} (edit ${edit})`;
    const started = performance.now();
    const response = await fetch(`${stack.cmsUrl}/api/posts/${notice.postUid}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${setupToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { title } }),
    });
    if (!response.ok) throw new Error(`Editing ${notice.postUid} answered ${response.status}: ${await response.text()}`);
    let seen = false;
    while (!seen && performance.now() - started < 10_000) {
      const shown = postsOf(await get(`${bff}${LIST_PATH}`, { authorization: `Bearer ${token}` })).find((post) => post.postUid === notice.postUid);
      seen = shown?.title === title;
      if (!seen) await sleep(5);
    }
    if (seen) latencies.push(performance.now() - started);
    else failed += 1;
    await sleep(50);
  }
  return { medianMs: latencies.length ? median(latencies) : NaN, maxMs: latencies.length ? Math.max(...latencies) : NaN, failed };
}

async function runSize(scale: number): Promise<SizeResult> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), `portal-bench-x${scale}-`));
  const cmsLog = path.join(workDir, 'cms.log');
  progress(`×${scale}: starting the stack on a fresh database (${workDir})...`);
  const started = performance.now();
  const stack = await startStack({
    ...PORTS,
    cmsEnv: { DATABASE_FILENAME: path.join(workDir, 'cms.db'), PORTAL_SEED: 'demo', PORTAL_SEED_SCALE: String(scale) },
    cmsLogFile: cmsLog,
    log: () => {},
  });
  const stackStartS = (performance.now() - started) / 1000;
  let ok = false;
  try {
    const seedLine = /Seeded (.+) in ([\d.]+) s\./.exec(readFileSync(cmsLog, 'utf8'));
    const seed = { line: seedLine?.[1] ?? 'no seed line in the CMS log', seconds: seedLine ? Number(seedLine[2]) : null };
    progress(`×${scale}: stack up in ${stackStartS.toFixed(1)} s; seeded ${seed.line} in ${seed.seconds} s`);
    const idle = rssNow(stack);
    const idleHeapMb = process.memoryUsage().heapUsed / MB;

    const { access_token: token } = await signIn({ idpUrl: stack.idpUrl!, appUrl: stack.url, username: 'carer1' });
    const bff = `http://127.0.0.1:${PORTS.port}`;
    const auth = { authorization: `Bearer ${token}` };

    // The very first read of this BFF: key set, account and list all loaded from scratch.
    const first = await get(`${bff}${LIST_PATH}`, auth);
    postsOf(first);
    const freshMs: number[] = [];
    for (let run = 0; run < COLD_RUNS; run += 1) freshMs.push(await coldMiss(stack, token));
    progress(`×${scale}: cold miss ${first.ms.toFixed(0)} ms after start, fresh BFF ${freshMs.map((ms) => ms.toFixed(0)).join('/')} ms`);

    // The exact answers the bare servers repeat.
    const list = await get(`${bff}${LIST_PATH}`, auth);
    const notices = postsOf(list);
    const settings = await get(`${bff}${SETTINGS_PATH}`, auth);
    if (settings.status !== 200) throw new Error(`GET ${SETTINGS_PATH} answered ${settings.status}`);
    for (const warm of ['/api/posts/', '/api/calendar/', '/api/post-categories/', '/api/groups/', '/api/emergencybroadcast/']) {
      const answer = await get(`${bff}${warm}`, auth);
      if (answer.status !== 200) throw new Error(`GET ${warm} answered ${answer.status}`);
    }

    const notEnded = { $or: [{ publish_end: { $eq: INDEFINITE } }, { publish_end: { $null: true } }, { publish_end: { $gte: new Date().toISOString() } }] };
    const cachedSet = { published: { $eq: true }, campus: { $eq: 'sydney' }, ...notEnded };
    // What the BFF would ask the CMS for this list without its cache: one page holds it all.
    const direct = `${stack.cmsUrl}/api/posts?${qs.stringify(
      { filters: { type: { $eq: 'notice' }, ...cachedSet }, populate: POST_POPULATE, sort: ['id:asc'], pagination: { pageSize: 1000 } },
      { encodeValuesOnly: true },
    )}`;
    const strapiAuth = { authorization: `Bearer ${stack.cmsApiToken}` };
    const strapiAnswer = await get(direct, strapiAuth);
    if (strapiAnswer.status !== 200) throw new Error(`Strapi answered ${strapiAnswer.status}: ${decoded(strapiAnswer).slice(0, 300)}`);
    const strapiBody = JSON.parse(decoded(strapiAnswer)) as { data: unknown[]; meta: { pagination: { total: number } } };
    if (strapiBody.meta.pagination.total > strapiBody.data.length) throw new Error('The Strapi query needs more than one page: raise its pageSize');

    const setupToken = await createCmsSetupToken(stack.cmsUrl, 'bench');
    const count = async (collection: string, filters?: object) => int(await cmsCount(stack, setupToken, collection, filters));
    const sydney = { campus: { $eq: 'sydney' } };
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const counts: Record<string, string> = {
      'posts in the CMS (all / Sydney)': `${await count('posts')} / ${await count('posts', sydney)}`,
      "BFF's cached Sydney posts (published, not ended)": await count('posts', cachedSet),
      'Strapi direct answer: Sydney notices (published, not ended)': int(strapiBody.data.length),
      "hot list answer: carer1's live notices": int(notices.length),
      'calendar events (all / Sydney or every campus)': `${await count('calendar-events')} / ${await count('calendar-events', { $or: [sydney, { campus: { $null: true } }] })}`,
      'people: portal users / student records': `${await count('portal-users')} / ${await count('students')}`,
      'hot list bytes: JSON / gzip': `${kb(Buffer.byteLength(decoded(list)))} / ${kb(list.body.length)}`,
      'Strapi direct bytes (it does not compress)': `${kb(strapiAnswer.body.length)}${strapiAnswer.headers['content-encoding'] ? ` (${strapiAnswer.headers['content-encoding']})` : ''}`,
      'empty route (settings) bytes: JSON / on the wire': `${kb(Buffer.byteLength(decoded(settings)))} / ${kb(settings.body.length)}${settings.headers['content-encoding'] ? ' gzip' : ' (under the compression floor)'}`,
    };

    const bareList = await bareServer(list);
    const bareSettings = await bareServer(settings);
    const koaSettings = await koaServer(settings);
    let paths: SizeResult['paths'];
    try {
      paths = {
        list: await measure(stack, `×${scale} BFF hot list`, `${bff}${LIST_PATH}`, auth),
        strapi: await measure(stack, `×${scale} Strapi direct`, direct, strapiAuth, STRAPI_TIMEOUT_SECONDS),
        bareList: await measure(stack, `×${scale} bare node (list bytes)`, bareList.url, auth),
        settings: await measure(stack, `×${scale} BFF empty route`, `${bff}${SETTINGS_PATH}`, auth),
        bareSettings: await measure(stack, `×${scale} bare node (settings bytes)`, bareSettings.url, auth),
        koaSettings: await measure(stack, `×${scale} bare Koa (settings bytes)`, koaSettings.url, auth),
      };
    } finally {
      await bareList.close();
      await bareSettings.close();
      await koaSettings.close();
    }
    const cached = rssNow(stack);
    const cachedHeapMb = process.memoryUsage().heapUsed / MB;

    progress(`×${scale}: holding ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s on the hot list...`);
    await settle(stack);
    if (LOAD_WARMUP_SECONDS > 0) await cannon(`${bff}${LIST_PATH}`, auth, LOAD_CONNECTIONS, LOAD_WARMUP_SECONDS);
    const rssWarm = rssNow(stack);
    const held = await cannon(`${bff}${LIST_PATH}`, auth, LOAD_CONNECTIONS, LOAD_SECONDS);
    const rssEnd = rssNow(stack);
    progress(`×${scale} held: ${held.rps.toFixed(0)} req/s, p99 ${held.p99} ms, non-2xx ${held.non2xx}, errors ${held.errors}`);

    const notice = notices[0];
    if (!notice) throw new Error('carer1 sees no notice to edit');
    const edits = await editToVisible(stack, bff, token, setupToken, notice);
    progress(`×${scale}: edit-to-visible median ${edits.medianMs.toFixed(0)} ms, max ${edits.maxMs.toFixed(0)} ms, ${edits.failed} not seen`);

    ok = true;
    return {
      scale,
      seed,
      stackStartS,
      counts,
      paths,
      load: { ...held, rssWarm, rssEnd },
      edits,
      cold: { firstAfterStartMs: first.ms, freshMs },
      memory: { idle, cached, idleHeapMb, cachedHeapMb },
    };
  } finally {
    await stack.stop();
    // Kept when something failed: its cms.log says why.
    if (ok) rmSync(workDir, { recursive: true, force: true });
    else progress(`×${scale}: kept ${workDir} (cms.log)`);
  }
}

// ---- The report ----

function table(title: string, header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('   ');
  return [`\n${title}`, line(header), ...rows.map(line)].join('\n');
}

function report(results: SizeResult[]): { text: string; errors: number } {
  const sizeName = (scale: number) => (scale === 1 ? 'seeded (×1)' : `${scale}× school`);
  const header = ['', ...results.map((result) => sizeName(result.scale))];
  const each = (cell: (result: SizeResult) => string) => results.map(cell);
  const cell = (result: Measured) => `${int(result.rps)} req/s  p50 ${wholeMs(result.p50)}  p99 ${wholeMs(result.p99)}  non-2xx ${result.non2xx + result.errors}`;
  let errors = 0;
  for (const result of results) {
    const { strapi: _comparison, ...ours } = result.paths;
    for (const measured of [...Object.values(ours), result.load]) errors += measured.non2xx + measured.errors;
    errors += result.edits.failed;
  }

  const out: string[] = [
    `Read paths, "Fast everywhere": ${CONNECTIONS} connections for ${SECONDS} s per path (after ${WARMUP_SECONDS} s of warm-up), Accept-Encoding: gzip,`,
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}. The BFF runs in the bench's process (one per size), autocannon in a child process`,
    `(latencies in whole ms); bare node:http runs in the bench's process too.`,
  ];
  out.push(
    table('Records and answers', header, [
      ['seed (CMS bootstrap, PORTAL_SEED_SCALE)', ...each((result) => (result.seed.seconds === null ? 'n/a' : `${result.seed.seconds.toFixed(1)} s`))],
      ['stack start, seed included', ...each((result) => `${result.stackStartS.toFixed(1)} s`)],
      ...Object.keys(results[0]!.counts).map((label) => [label, ...each((result) => result.counts[label] ?? '')]),
    ]),
  );
  out.push(
    table(`Paths (${CONNECTIONS} connections, ${SECONDS} s)`, header, [
      ['BFF hot list  GET /api/posts/?types=notice (carer1)', ...each((result) => cell(result.paths.list))],
      [`Strapi direct  GET /api/posts (the same query; ${STRAPI_TIMEOUT_SECONDS} s timeout, misses not counted as errors)`, ...each((result) => cell(result.paths.strapi))],
      ['bare node:http, the hot list gzip bytes', ...each((result) => cell(result.paths.bareList))],
      ['BFF empty route  GET /api/settings/ (carer1, cached)', ...each((result) => cell(result.paths.settings))],
      ['bare node:http, the settings bytes', ...each((result) => cell(result.paths.bareSettings))],
      ['bare Koa (one middleware), the settings bytes', ...each((result) => cell(result.paths.koaSettings))],
    ]),
  );
  const ratio = (value: number, target: number, atLeast = true) => `${value.toFixed(2)}x ${mark(atLeast ? value >= target : value <= target)}`;
  out.push(
    table('Targets', header, [
      [`hot list / Strapi direct, req/s (>= ${TARGETS.vsStrapi}x)`, ...each((result) => ratio(result.paths.list.rps / result.paths.strapi.rps, TARGETS.vsStrapi))],
      [`hot list / bare node same bytes, req/s (>= ${TARGETS.vsBare}x)`, ...each((result) => ratio(result.paths.list.rps / result.paths.bareList.rps, TARGETS.vsBare))],
      [`hot list p99 (<= ${TARGETS.p99Ms} ms)`, ...each((result) => `${wholeMs(result.paths.list.p99)} ${mark(result.paths.list.p99 <= TARGETS.p99Ms)}`)],
      [`empty route / bare node same bytes, req/s (>= ${TARGETS.emptyVsBare}x)`, ...each((result) => ratio(result.paths.settings.rps / result.paths.bareSettings.rps, TARGETS.emptyVsBare))],
      ['  for reference: bare Koa / bare node, same bytes', ...each((result) => `${(result.paths.koaSettings.rps / result.paths.bareSettings.rps).toFixed(2)}x`)],
      ['  for reference: empty route / bare Koa, same bytes', ...each((result) => `${(result.paths.settings.rps / result.paths.koaSettings.rps).toFixed(2)}x`)],
      ['  for reference: empty route / bare node hot list bytes', ...each((result) => `${(result.paths.settings.rps / result.paths.bareList.rps).toFixed(2)}x`)],
    ]),
  );
  out.push(
    table(`Load held: ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s on the hot list, after ${LOAD_WARMUP_SECONDS} s of the same load`, header, [
      ['req/s', ...each((result) => int(result.load.rps))],
      ['non-2xx and errors (0)', ...each((result) => `${result.load.non2xx + result.load.errors} ${mark(result.load.non2xx + result.load.errors === 0)}`)],
      [`p50 / p99 (p99 <= ${TARGETS.loadP99Ms} ms)`, ...each((result) => `${wholeMs(result.load.p50)} / ${wholeMs(result.load.p99)} ${mark(result.load.p99 <= TARGETS.loadP99Ms)}`)],
      ...(['bench', 'cms'] as const).map((which) => [
        `RSS ${which === 'bench' ? 'BFF (bench process)' : 'CMS child'}: after warm-up -> end (<= +10 %)`,
        ...each((result) => {
          const change = growth(result.load.rssWarm[which], result.load.rssEnd[which]);
          return `${mb(result.load.rssWarm[which])} -> ${mb(result.load.rssEnd[which])} ${percent(change)} ${mark(change <= TARGETS.rssGrowth)}`;
        }),
      ]),
      // What a leak would show first: live objects after a full GC, against the allocator's high-water mark above.
      ['BFF heap used after GC: after warm-up -> end', ...each((result) => `${mb(result.load.rssWarm.benchHeap)} -> ${mb(result.load.rssEnd.benchHeap)} ${percent(growth(result.load.rssWarm.benchHeap, result.load.rssEnd.benchHeap))}`)],
    ]),
  );
  out.push(
    table(`Edit-to-visible: ${EDITS} title edits through the CMS REST API, polling the BFF list`, header, [
      [`median / max (<= ${TARGETS.editMs} ms)`, ...each((result) => `${ms(result.edits.medianMs)} / ${ms(result.edits.maxMs)} ${mark(result.edits.failed === 0 && result.edits.maxMs <= TARGETS.editMs)}`)],
      ['edits not seen within 10 s', ...each((result) => String(result.edits.failed))],
    ]),
  );
  out.push(
    table('Cold miss: first read of the hot list on a BFF with nothing cached', header, [
      ['first request after the stack started', ...each((result) => ms(result.cold.firstAfterStartMs))],
      [`a fresh BFF (createApp, same CMS), median / max of ${COLD_RUNS}`, ...each((result) => `${ms(median(result.cold.freshMs))} / ${ms(Math.max(...result.cold.freshMs))}`)],
    ]),
  );
  out.push(
    table(`Memory (RSS${collectGarbage ? ' and heap used, after a forced GC' : ', without --expose-gc: garbage included'})`, header, [
      ['BFF (bench process), started, nothing cached', ...each((result) => `${mb(result.memory.idle.bench)} (heap ${result.memory.idleHeapMb.toFixed(1)} MB)`)],
      ['BFF (bench process), school cached and measured', ...each((result) => `${mb(result.memory.cached.bench)} (heap ${result.memory.cachedHeapMb.toFixed(1)} MB)`)],
      ['CMS child, after the measured paths', ...each((result) => mb(result.memory.cached.cms))],
    ]),
  );
  const largest = results.reduce((a, b) => (b.scale > a.scale ? b : a));
  out.push(
    `\nBFF resident memory with the ${sizeName(largest.scale)} cached: ${mb(largest.memory.cached.bench)} RSS, heap ${largest.memory.cachedHeapMb.toFixed(1)} MB` +
      ` (${mb(largest.memory.idle.bench)} and ${largest.memory.idleHeapMb.toFixed(1)} MB before its first request).`,
  );
  return { text: out.join('\n'), errors };
}

function runSizeInChild(scale: number): Promise<SizeResult> {
  return new Promise((resolve, reject) => {
    // Advanced serialisation: the result keeps its NaN (an edit never seen) instead of null.
    const child = fork(fileURLToPath(import.meta.url), ['--size', String(scale)], { stdio: 'inherit', serialization: 'advanced' });
    let result: SizeResult | null = null;
    child.on('message', (message) => (result = message as SizeResult));
    child.on('error', reject);
    child.on('exit', (code) => (result && code === 0 ? resolve(result) : reject(new Error(`The ×${scale} run exited with ${code}`))));
  });
}

const sizeArgument = process.argv.indexOf('--size');
if (sizeArgument !== -1) {
  const result = await runSize(Number(process.argv[sizeArgument + 1]));
  await new Promise<void>((resolve, reject) => process.send!(result, undefined, undefined, (error: Error | null) => (error ? reject(error) : resolve())));
  // Whatever a library left open (a keep-alive socket, a timer) must not hold the next size up.
  process.exit(0);
} else {
  const results: SizeResult[] = [];
  for (const scale of SIZES) results.push(await runSizeInChild(scale));
  const { text, errors } = report(results);
  console.log(text);
  if (errors > 0) {
    console.log(`\n${errors} failed requests or unseen edits.`);
    process.exitCode = 1;
  }
}
