import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

/** The table of content-types/job/schema.json (`plugin::jobs.job`). */
export const JOBS_TABLE = 'jobs';

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed';

/** A job as the worker sees it (the table's row, with the JSON payload read). */
export interface Job {
  id: number;
  /** The name of its kind (JobKind.name). */
  kind: string;
  payload: unknown;
  dedupeKey: string;
  status: JobStatus;
  /** Claims so far, this one included: a claim counts even when its process dies mid-run. */
  attempts: number;
  maxAttempts: number;
  runAt: number;
  leaseUntil: number | null;
  lockedBy: string | null;
  lastError: string | null;
}

interface JobRow {
  id: number;
  kind: string;
  payload: unknown;
  dedupe_key: string;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  run_at: number | string;
  lease_until: number | string | null;
  locked_by: string | null;
  last_error: string | null;
}

/** One kind's part of the queue (JobStore.queueByKind). */
export interface KindQueue {
  kind: string;
  /** Queued and due, or running under a lease that ran out: what the next claim takes. */
  due: number;
  /** Queued to run later (a delay, or a retry's backoff). */
  scheduled: number;
  /** Running under a live lease, in any process. */
  running: number;
  /** When the longest-waiting due job became due (epoch ms); null when none is due. */
  oldestDueAt: number | null;
}

export interface NewJob {
  kind: string;
  payload: unknown;
  /** At most one job per key, ever: enqueueing a key again answers the job already there. */
  dedupeKey: string;
  maxAttempts: number;
  /** When it may run first (epoch ms); now by default. */
  runAt?: number;
}

const toJob = (row: JobRow): Job => ({
  id: Number(row.id),
  kind: row.kind,
  // SQLite keeps JSON as text, PostgreSQL hands back the parsed value.
  payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
  dedupeKey: row.dedupe_key,
  status: row.status,
  attempts: Number(row.attempts),
  maxAttempts: Number(row.max_attempts),
  // bigint columns come back from PostgreSQL as strings.
  runAt: Number(row.run_at),
  leaseUntil: row.lease_until === null ? null : Number(row.lease_until),
  lockedBy: row.locked_by,
  lastError: row.last_error,
});

/** Errors are kept for people to read, not whole stacks of megabytes. */
const MAX_ERROR_LENGTH = 4000;

/**
 * The job table, for SQLite and PostgreSQL alike. Every change of a claimed job names the
 * worker holding it, so a worker whose lease ran out (and whose job another worker took) can
 * no longer complete or fail it.
 */
export function jobStore(knex: Knex, { now = Date.now }: { now?: () => number } = {}) {
  const isPostgres = ['pg', 'postgres', 'postgresql'].includes(String(knex.client.config.client));
  const claimable = (builder: Knex.QueryBuilder, at: number) =>
    builder.where((free) => free.where('status', 'queued').andWhere('run_at', '<=', at)).orWhere((lost) => lost.where('status', 'running').andWhere('lease_until', '<', at));

  const claimed = (workerId: string, leaseMs: number, at: number) => ({
    status: 'running',
    attempts: knex.raw('attempts + 1'),
    lease_until: at + leaseMs,
    locked_by: workerId,
    updated_at: new Date(at),
  });

  return {
    /** Adds a job unless its dedupe key is taken; answers the job either way. `trx` joins the caller's transaction. */
    async enqueue(job: NewJob, trx: Knex | Knex.Transaction = knex): Promise<{ job: Job; created: boolean }> {
      const at = now();
      const inserted = (await trx(JOBS_TABLE)
        .insert({
          document_id: randomUUID(),
          kind: job.kind,
          payload: JSON.stringify(job.payload ?? null),
          dedupe_key: job.dedupeKey,
          status: 'queued',
          attempts: 0,
          max_attempts: job.maxAttempts,
          run_at: job.runAt ?? at,
          created_at: new Date(at),
          updated_at: new Date(at),
          published_at: new Date(at),
        })
        .onConflict('dedupe_key')
        .ignore()
        .returning('*')) as JobRow[];
      if (inserted.length > 0) return { job: toJob(inserted[0]), created: true };
      const existing = (await trx(JOBS_TABLE).where('dedupe_key', job.dedupeKey).first()) as JobRow;
      return { job: toJob(existing), created: false };
    },

    /**
     * Takes the next job that is due, or whose lease ran out (its worker died), for `leaseMs`.
     * PostgreSQL: the row is locked with SKIP LOCKED, so workers in other processes pass over
     * it instead of waiting or taking it too. SQLite: one UPDATE is atomic (the database has one writer).
     */
    async claim(workerId: string, leaseMs: number): Promise<Job | null> {
      const at = now();
      if (isPostgres) {
        return knex.transaction(async (trx) => {
          const next = await claimable(trx(JOBS_TABLE).select('id'), at).orderBy([{ column: 'run_at' }, { column: 'id' }]).limit(1).forUpdate().skipLocked().first();
          if (!next) return null;
          const [row] = (await trx(JOBS_TABLE).where('id', next.id).update(claimed(workerId, leaseMs, at)).returning('*')) as JobRow[];
          return toJob(row);
        });
      }
      const rows = (await knex(JOBS_TABLE)
        .whereIn('id', claimable(knex(JOBS_TABLE).select('id'), at).orderBy([{ column: 'run_at' }, { column: 'id' }]).limit(1))
        .update(claimed(workerId, leaseMs, at))
        .returning('*')) as JobRow[];
      return rows.length > 0 ? toJob(rows[0]) : null;
    },

    /** Keeps a running job's lease; false when the worker no longer holds it. */
    async extendLease(id: number, workerId: string, leaseMs: number): Promise<boolean> {
      const count = await knex(JOBS_TABLE).where({ id, locked_by: workerId, status: 'running' }).update({ lease_until: now() + leaseMs });
      return count > 0;
    },

    async complete(id: number, workerId: string): Promise<boolean> {
      const at = now();
      const count = await knex(JOBS_TABLE)
        .where({ id, locked_by: workerId, status: 'running' })
        .update({ status: 'completed', lease_until: null, last_error: null, finished_at: at, updated_at: new Date(at) });
      return count > 0;
    },

    /** Records the error; with `retryAt` the job waits until then, otherwise it has failed for good. */
    async fail(id: number, workerId: string, error: string, retryAt: number | null): Promise<boolean> {
      const at = now();
      const lastError = error.slice(0, MAX_ERROR_LENGTH);
      const changes =
        retryAt === null
          ? { status: 'failed', lease_until: null, last_error: lastError, finished_at: at, updated_at: new Date(at) }
          : { status: 'queued', lease_until: null, locked_by: null, last_error: lastError, run_at: retryAt, updated_at: new Date(at) };
      const count = await knex(JOBS_TABLE).where({ id, locked_by: workerId, status: 'running' }).update(changes);
      return count > 0;
    },

    /** Hands a job back untouched (a clean shutdown mid-run): its claim does not count as an attempt. False when the worker no longer held it. */
    async release(id: number, workerId: string): Promise<boolean> {
      const count = await knex(JOBS_TABLE)
        .where({ id, locked_by: workerId, status: 'running' })
        .update({ status: 'queued', attempts: knex.raw('attempts - 1'), lease_until: null, locked_by: null, run_at: now() });
      return count > 0;
    },

    /**
     * What waits and runs, by kind, for every process sharing the table: jobs due (queued and due,
     * or of a worker whose lease ran out: both are the next claim's), jobs scheduled later, jobs
     * running under a live lease, and since when the longest-waiting due job has been due.
     */
    async queueByKind(): Promise<KindQueue[]> {
      const at = now();
      const lost = "status = 'running' and lease_until < ?";
      const rows = (await knex(JOBS_TABLE)
        .select('kind')
        .select(
          knex.raw(`sum(case when (status = 'queued' and run_at <= ?) or (${lost}) then 1 else 0 end) as due`, [at, at]),
          knex.raw(`sum(case when status = 'queued' and run_at > ? then 1 else 0 end) as scheduled`, [at]),
          knex.raw(`sum(case when status = 'running' and lease_until >= ? then 1 else 0 end) as running`, [at]),
          knex.raw(`min(case when status = 'queued' and run_at <= ? then run_at when ${lost} then lease_until end) as oldest_due_at`, [at, at]),
        )
        .whereIn('status', ['queued', 'running'])
        .groupBy('kind')) as Array<{ kind: string; due: number | string; scheduled: number | string; running: number | string; oldest_due_at: number | string | null }>;
      // Sums and bigint columns come back from PostgreSQL as strings.
      return rows.map((row) => ({
        kind: row.kind,
        due: Number(row.due),
        scheduled: Number(row.scheduled),
        running: Number(row.running),
        oldestDueAt: row.oldest_due_at === null ? null : Number(row.oldest_due_at),
      }));
    },

    async find(id: number): Promise<Job | null> {
      const row = (await knex(JOBS_TABLE).where('id', id).first()) as JobRow | undefined;
      return row ? toJob(row) : null;
    },

    async findByDedupeKey(dedupeKey: string): Promise<Job | null> {
      const row = (await knex(JOBS_TABLE).where('dedupe_key', dedupeKey).first()) as JobRow | undefined;
      return row ? toJob(row) : null;
    },
  };
}

export type JobStore = ReturnType<typeof jobStore>;
