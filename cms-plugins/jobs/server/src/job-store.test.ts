import diagnosticsChannel from 'node:diagnostics_channel';
import knexFactory, { type Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JOBS_TABLE, jobStore } from './job-store';
import type { JobKind } from './job-kind';
import { createWorker, JOB_RUN_ENDED, type JobRunEnded } from './worker';

/**
 * The queue against a real database: SQLite in memory, or with TEST_DATABASE=postgres a
 * PostgreSQL database made for this file (127.0.0.1:5432, trust auth) and dropped after it.
 */
const usePostgres = process.env.TEST_DATABASE === 'postgres';
const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' };
const databaseName = `jobs_test_${process.pid}`;

let knex: Knex;

/** The columns Strapi makes from content-types/job/schema.json, with the unique dedupe key. */
async function createTable(db: Knex) {
  await db.schema.createTable(JOBS_TABLE, (table) => {
    table.increments('id');
    table.string('document_id');
    table.string('kind').notNullable();
    table.jsonb('payload');
    table.string('dedupe_key').notNullable().unique();
    table.string('status').notNullable();
    table.integer('attempts').notNullable();
    table.integer('max_attempts').notNullable();
    table.bigInteger('run_at').notNullable();
    table.bigInteger('lease_until');
    table.string('locked_by');
    table.text('last_error');
    table.bigInteger('finished_at');
    table.datetime('created_at');
    table.datetime('updated_at');
    table.datetime('published_at');
  });
}

beforeAll(async () => {
  if (usePostgres) {
    const admin = new pg.Client({ ...PG, database: 'postgres' });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    knex = knexFactory({ client: 'pg', connection: { ...PG, database: databaseName }, pool: { min: 0, max: 10 } });
  } else {
    knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  }
  await createTable(knex);
});

afterAll(async () => {
  await knex.destroy();
  if (usePostgres) {
    const admin = new pg.Client({ ...PG, database: 'postgres' });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
});

beforeEach(async () => {
  await knex(JOBS_TABLE).delete();
});

const job = (dedupeKey: string, maxAttempts = 3) => ({ kind: 'test', payload: { key: dedupeKey }, dedupeKey, maxAttempts });

const silent = { info() {}, warn() {}, error() {} };

/** The run-ended reports published while `body` runs, as the CMS's subscriber receives them. */
async function runReportsDuring(body: () => Promise<void>): Promise<JobRunEnded[]> {
  const reports: JobRunEnded[] = [];
  const record = (message: unknown) => reports.push(message as JobRunEnded);
  diagnosticsChannel.subscribe(JOB_RUN_ENDED, record);
  try {
    await body();
  } finally {
    diagnosticsChannel.unsubscribe(JOB_RUN_ENDED, record);
  }
  return reports;
}

/** Resolves once `check` holds, polling; fails the test after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('job store', () => {
  it('keeps one job per dedupe key: enqueueing it again answers the first', async () => {
    const store = jobStore(knex);
    const first = await store.enqueue(job('pdf:1'));
    const again = await store.enqueue({ ...job('pdf:1'), payload: { other: true } });
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ created: false, job: { id: first.job.id, payload: { key: 'pdf:1' } } });
    expect((await knex(JOBS_TABLE).select('id')).length).toBe(1);
  });

  it('gives each job to one worker, however many claim at once', async () => {
    const store = jobStore(knex);
    for (let n = 0; n < 5; n += 1) await store.enqueue(job(`pdf:${n}`));
    const claims = await Promise.all(Array.from({ length: 12 }, (_, n) => store.claim(`worker-${n}`, 60_000)));
    const claimed = claims.filter((claim) => claim !== null);
    expect(claimed).toHaveLength(5);
    expect(new Set(claimed.map((claim) => claim.id)).size).toBe(5);
    expect(claimed.every((claim) => claim.status === 'running' && claim.attempts === 1)).toBe(true);
  });

  it('does not run a job before its time', async () => {
    const store = jobStore(knex);
    await store.enqueue({ ...job('later'), runAt: Date.now() + 60_000 });
    expect(await store.claim('worker-a', 60_000)).toBeNull();
  });

  it('hands the job of a worker whose lease ran out (a killed process) to another, and refuses the old worker its result', async () => {
    let clock = 1_000_000;
    const store = jobStore(knex, { now: () => clock });
    await store.enqueue(job('pdf:killed'));
    const first = await store.claim('worker-dead', 30_000);
    expect(first?.lockedBy).toBe('worker-dead');

    clock += 29_999;
    expect(await store.claim('worker-new', 30_000), 'taken while its lease holds').toBeNull();

    clock += 2;
    const second = await store.claim('worker-new', 30_000);
    expect(second).toMatchObject({ id: first!.id, lockedBy: 'worker-new', attempts: 2 });
    expect(await store.complete(first!.id, 'worker-dead')).toBe(false);
    expect(await store.extendLease(first!.id, 'worker-dead', 30_000)).toBe(false);
    expect(await store.complete(first!.id, 'worker-new')).toBe(true);
    expect(await store.find(first!.id)).toMatchObject({ status: 'completed' });
  });

  it('tells what waits and runs by kind, across processes: due (a dead worker\'s job too), scheduled, running, and since when the oldest is due', async () => {
    const clock = 1_000_000_000;
    const store = jobStore(knex, { now: () => clock });
    await store.enqueue({ ...job('pdf:live'), kind: 'pdf', runAt: clock - 200_000 });
    await store.claim('worker-a', 30_000);
    await store.enqueue({ ...job('pdf:dead'), kind: 'pdf', runAt: clock - 150_000 });
    const dead = await store.claim('worker-dead', 30_000);
    await knex(JOBS_TABLE).where('id', dead!.id).update({ lease_until: clock - 20_000 });
    await store.enqueue({ ...job('digest:due'), kind: 'digest', runAt: clock - 90_000 });
    await store.enqueue({ ...job('digest:later'), kind: 'digest', runAt: clock + 60_000 });
    const { job: done } = await store.enqueue({ ...job('digest:done'), kind: 'digest', runAt: clock - 500_000 });
    await knex(JOBS_TABLE).where('id', done.id).update({ status: 'completed' });
    const byKind = Object.fromEntries((await store.queueByKind()).map(({ kind, ...queue }) => [kind, queue]));
    expect(byKind).toEqual({
      digest: { due: 1, scheduled: 1, running: 0, oldestDueAt: clock - 90_000 },
      pdf: { due: 1, scheduled: 0, running: 1, oldestDueAt: clock - 20_000 },
    });
  });

  it('keeps a running job from being taken while its worker renews the lease', async () => {
    let clock = 1_000_000;
    const store = jobStore(knex, { now: () => clock });
    const { job: queued } = await store.enqueue(job('pdf:long'));
    await store.claim('worker-a', 30_000);
    clock += 20_000;
    expect(await store.extendLease(queued.id, 'worker-a', 30_000)).toBe(true);
    clock += 20_000;
    expect(await store.claim('worker-b', 30_000)).toBeNull();
  });
});

describe('worker', () => {
  // The kinds here use nothing of Strapi's.
  const options = { strapi: {} as Core.Strapi, log: silent, pollMs: 20, leaseMs: 1_000, retryBaseMs: 10, maxRetryDelayMs: 40, stopTimeoutMs: 1_000 };

  it('retries a failing job with backoff, keeps its last error, and completes it when it succeeds', async () => {
    const store = jobStore(knex);
    let runs = 0;
    const flaky: JobKind<unknown> = {
      name: 'test',
      async run() {
        runs += 1;
        if (runs < 3) throw new Error(`render failed (${runs})`);
      },
    };
    const { job: queued } = await store.enqueue(job('flaky', 5));
    const worker = createWorker(new Map([[flaky.name, flaky]]), { store, ...options });
    const reports = await runReportsDuring(async () => {
      worker.start();
      await until(async () => (await store.find(queued.id))?.status === 'completed');
      await worker.stop();
    });
    expect(runs).toBe(3);
    expect(await store.find(queued.id)).toMatchObject({ attempts: 3, lastError: null });
    expect(reports.map(({ attempt, outcome, error }) => ({ attempt, outcome, error }))).toEqual([
      { attempt: 1, outcome: 'retry', error: 'render failed (1)' },
      { attempt: 2, outcome: 'retry', error: 'render failed (2)' },
      { attempt: 3, outcome: 'done', error: undefined },
    ]);
    expect(reports.every((report) => report.jobId === queued.id && report.kind === 'test' && report.maxAttempts === 5 && report.durationMs >= 0)).toBe(true);
  });

  it('stops after the attempt limit, records the error and tells the job kind', async () => {
    const store = jobStore(knex);
    const failures: string[] = [];
    let runs = 0;
    const broken: JobKind<unknown> = {
      name: 'test',
      async run() {
        runs += 1;
        throw new Error('no newsletters to render');
      },
      async onFailed(_payload, error) {
        failures.push(error);
      },
    };
    const { job: queued } = await store.enqueue(job('broken', 3));
    const worker = createWorker(new Map([[broken.name, broken]]), { store, ...options });
    const reports = await runReportsDuring(async () => {
      worker.start();
      await until(async () => (await store.find(queued.id))?.status === 'failed');
      await worker.stop();
    });
    expect(reports.map((report) => report.outcome)).toEqual(['retry', 'retry', 'failed']);
    expect(runs).toBe(3);
    expect(await store.find(queued.id)).toMatchObject({ attempts: 3, lastError: 'no newsletters to render' });
    expect(failures).toEqual(['no newsletters to render']);
  });

  it('fails a job that each time ended with its process, instead of running it forever', async () => {
    const store = jobStore(knex);
    const { job: queued } = await store.enqueue(job('crashes', 1));
    // A process took it and died: its lease has run out.
    await store.claim('worker-dead', 1_000);
    await knex(JOBS_TABLE).where('id', queued.id).update({ lease_until: Date.now() - 1 });
    let runs = 0;
    const failures: string[] = [];
    const crashing: JobKind<unknown> = {
      name: 'test',
      async run() {
        runs += 1;
      },
      async onFailed(_payload, error) {
        failures.push(error);
      },
    };
    const worker = createWorker(new Map([[crashing.name, crashing]]), { store, ...options });
    worker.start();
    await until(async () => (await store.find(queued.id))?.status === 'failed');
    await worker.stop();
    expect(runs).toBe(0);
    expect(failures[0]).toMatch(/Stopped after 1 attempt/);
  });

  it('hands back the running job on a clean stop, without counting the attempt', async () => {
    const store = jobStore(knex);
    let release!: () => void;
    const slow: JobKind<unknown> = { name: 'test', run: () => new Promise<void>((resolve) => (release = resolve)) };
    const { job: queued } = await store.enqueue(job('slow'));
    const worker = createWorker(new Map([[slow.name, slow]]), { store, ...options, stopTimeoutMs: 50 });
    worker.start();
    await until(async () => (await store.find(queued.id))?.status === 'running');
    // Stopped twice, as the CMS does on SIGTERM and then this plugin's destroy: one wait, one hand-back.
    const reports = await runReportsDuring(async () => {
      await Promise.all([worker.stop(), worker.stop()]);
    });
    expect(await store.find(queued.id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    expect(reports).toEqual([expect.objectContaining({ jobId: queued.id, attempt: 1, outcome: 'handed-back' })]);
    release();
  });
});
