import net from 'node:net';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_SERVER } from '../importer/run-import-command';
import { compiledCmsTest } from '../testing/compiled-cms';
import { servingCms } from './testing/serving-cms';

// A SIGTERM to a CMS that serves (issue 31): it stops accepting connections, lets the request in
// flight finish, cuts the one that outlasts SHUTDOWN_TIMEOUT_MS, hands its running job back to the
// queue uncounted, and exits 0. Needs `npm run build --workspace cms` and the plugins built first.

const cms = compiledCmsTest('cms-clean-stop');
const SHUTDOWN_TIMEOUT_MS = 3_000;

const PRELUDE = `
  const jobs = strapi.plugin('jobs').service('jobs');
  let holding = false;
  const hold = { name: 'operations-test-hold', async run() { holding = true; await new Promise(() => {}); } };
  jobs.registerJobKind(hold);`;

const SCENARIO = `
  await jobs.enqueue(hold, {}, { dedupeKey: 'operations-test:hold' });
  while (!holding) await new Promise((resolve) => setTimeout(resolve, 50));
  report({ holding: true });`;

/** A request on a connection of its own, sent up to `cut`: it stays in flight until `finish` sends the rest; `answer` is all that came back. */
function requestInFlight(port: number, request: string, cut: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => {});
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.write(request.slice(0, cut));
  return { finish: () => socket.write(request.slice(cut)), answer };
}

/** An upload whose body is sent in two halves. */
function uploadInFlight(port: number, id: string, body: string) {
  const head = `POST /_health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${id}\r\n\r\n`;
  return requestInFlight(port, head + body, head.length + Math.floor(body.length / 2));
}

/** The hold job's row as the next process will find it. */
async function heldJob(): Promise<{ status: string; attempts: number; locked_by: string | null }> {
  const query = `SELECT status, attempts, locked_by FROM jobs WHERE dedupe_key = 'operations-test:hold'`;
  if (!cms.usePostgres) {
    const db = new Database(cms.databaseFile, { readonly: true });
    try {
      return db.prepare(query).get() as { status: string; attempts: number; locked_by: string | null };
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ ...POSTGRES_SERVER, database: cms.postgresName });
  await client.connect();
  try {
    return (await client.query(query)).rows[0];
  } finally {
    await client.end();
  }
}

let serving: Awaited<ReturnType<typeof servingCms>>;
let stop: { refused: unknown; finished: string; cut: string; readiness: string; exitCode: unknown; tookMs: number };

beforeAll(async () => {
  await cms.setUp('operations/clean-stop.js');
  serving = await servingCms(cms, {
    prelude: PRELUDE,
    scenario: SCENARIO,
    env: { SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) },
  });
  await serving.report();
  const finishing = uploadInFlight(serving.port, 'upload-finishing', JSON.stringify({ note: 'sent in two parts' }));
  const hanging = uploadInFlight(serving.port, 'upload-hanging', JSON.stringify({ note: 'never sent whole' }));
  // A balancer's probe whose headers are not all there yet: its connection is busy, so it stays open.
  const probe = `GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
  const probing = requestInFlight(serving.port, probe, probe.length - 2);
  // A moment for the CMS to read what was sent: from then on the requests are in flight.
  await new Promise((resolve) => setTimeout(resolve, 500));

  const signalledAt = Date.now();
  serving.child.kill('SIGTERM');
  await serving.jsonLine(
    (line) => line.msg === 'stopping: no new connections; requests in flight and the running job may finish',
  );
  const refused = await fetch(`${serving.url}/healthz`).then(
    (answer) => answer.status,
    (error: { cause?: { code?: string } }) => error.cause?.code,
  );
  finishing.finish();
  probing.finish();
  const [finished, cut, readiness, exitCode] = await Promise.all([
    finishing.answer,
    hanging.answer,
    probing.answer,
    serving.exited,
  ]);
  stop = { refused, finished, cut, readiness, exitCode, tookMs: Date.now() - signalledAt };
}, 300_000);

afterAll(async () => {
  await serving?.kill();
  await cms.tearDown();
});

describe('SIGTERM', () => {
  it('stops accepting connections at once', () => {
    expect(stop.refused).toBe('ECONNREFUSED');
  });

  it('lets the request in flight finish, and closes its connection after the answer', () => {
    expect(stop.finished).toMatch(/^HTTP\/1\.1 204 /);
    expect(stop.finished).toMatch(/\r\nConnection: close\r\n/i);
    expect(stop.finished).toMatch(/\r\nX-Request-Id: upload-finishing\r\n/i);
    expect(serving.jsonLines().filter((line) => line.request_id === 'upload-finishing')).toEqual([
      expect.objectContaining({ msg: 'request', method: 'POST', route: '/_health', status: 204 }),
    ]);
  });

  it('answers not ready meanwhile, saying it stops', () => {
    expect(stop.readiness).toMatch(/^HTTP\/1\.1 503 /);
    expect(stop.readiness.split('\r\n\r\n')[1]).toBe(
      JSON.stringify({ status: 'not ready', problems: ['stopping: this process is shutting down'] }),
    );
  });

  it('cuts a request that outlasts SHUTDOWN_TIMEOUT_MS, and says so', () => {
    expect(stop.cut).toBe('');
    expect(serving.jsonLines()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'stopping: requests still in flight are cut off',
        timeout_ms: SHUTDOWN_TIMEOUT_MS,
      }),
    );
  });

  it('hands the running job back uncounted, for the next process', async () => {
    expect(await heldJob()).toEqual({ status: 'queued', attempts: 0, locked_by: null });
    expect(serving.jsonLines().filter((line) => line.msg === 'job run')).toEqual([
      expect.objectContaining({ kind: 'operations-test-hold', attempt: 1, outcome: 'handed-back' }),
    ]);
  });

  it('exits 0 once both waits are over, within the bound', () => {
    expect(stop.exitCode).toBe(0);
    expect(stop.tookMs).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS - 100);
    expect(stop.tookMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 5_000);
  });
});
