import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { JobsConfig } from '../config';
import type { JobKind } from '../job-kind';
import { jobStore, type Job } from '../job-store';
import { createWorker } from '../worker';

export const PLUGIN = 'jobs';

export interface EnqueueOptions {
  /** One job per key, ever (e.g. `connections-pdf:<documentId>`): a second enqueue answers the first job. */
  dedupeKey: string;
  /** Overrides the kind's (or the engine's) number of attempts. */
  maxAttempts?: number;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** The caller's transaction (Strapi's `strapi.db.transaction(({ trx }) => …)`): the job exists only if it commits. */
  trx?: Knex.Transaction;
}

/**
 * The job engine (README: "Jobs"). Other plugins reach it as
 * `strapi.plugin('jobs').service<Jobs>('jobs')` (the type from `@portal/strapi-plugin-jobs/types`):
 * `registerJobKind` in their `register` phase, `enqueue` from anywhere.
 */
const jobs = ({ strapi }: { strapi: Core.Strapi }) => {
  const config = strapi.config.get(`plugin::${PLUGIN}`) as JobsConfig;
  const kinds = new Map<string, JobKind<unknown>>();
  // Strapi's own knex: the same pool (and, on SQLite, the same single writer) as every other write.
  const store = jobStore(strapi.db.connection);
  const worker = createWorker(kinds, {
    store,
    strapi,
    log: strapi.log,
    pollMs: config.pollMs,
    leaseMs: config.leaseMs,
    retryBaseMs: config.retryBaseMs,
    maxRetryDelayMs: config.maxRetryDelayMs,
    stopTimeoutMs: config.stopTimeoutMs,
  });

  return {
    /** Makes the worker run jobs of this kind, including ones queued before this process started. */
    registerJobKind<Payload>(kind: JobKind<Payload>): void {
      if (kinds.has(kind.name)) throw new Error(`jobs: the job kind "${kind.name}" is registered twice`);
      kinds.set(kind.name, kind);
    },

    /** Queues a job of a registered kind, its payload typed by the kind; answers the job and whether it is new. */
    async enqueue<Payload>(kind: JobKind<Payload>, payload: NoInfer<Payload>, options: EnqueueOptions): Promise<{ job: Job; created: boolean }> {
      if (kinds.get(kind.name) !== kind) throw new Error(`jobs: the job kind "${kind.name}" is not registered`);
      const enqueued = await store.enqueue(
        { kind: kind.name, payload, dedupeKey: options.dedupeKey, maxAttempts: options.maxAttempts ?? kind.maxAttempts ?? config.maxAttempts, runAt: Date.now() + (options.delayMs ?? 0) },
        options.trx,
      );
      // Within a transaction the row is not visible to the worker until the commit.
      if (enqueued.created && !options.trx && !options.delayMs) worker.wake();
      return enqueued;
    },

    /** A job by its dedupe key, to show its state (attempts, last error). */
    find: (dedupeKey: string) => store.findByDedupeKey(dedupeKey),

    /** What waits and runs, by kind, in the table all processes share (the CMS's metrics read it at each scrape). */
    queueByKind: () => store.queueByKind(),

    /** Nudges this process's worker, e.g. after the transaction that enqueued a job committed. */
    wake: () => worker.wake(),

    /** Called by this plugin's bootstrap and destroy, and by the CMS on SIGTERM (so the job's wait runs beside the requests' drain). */
    start(): void {
      if (config.worker) worker.start();
    },
    stop: () => worker.stop(),
  };
};

export type Jobs = ReturnType<typeof jobs>;

export default jobs;
