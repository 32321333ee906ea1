import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import jobTypes from '../jobs';
import { jobStore, type Job } from '../queue/job-store';
import { createWorker, type JobType } from '../queue/worker';
import { getConfig } from '../utils';

export interface EnqueueOptions {
  /** One job per key, ever (e.g. `connections-pdf:<documentId>`): a second enqueue answers the first job. */
  dedupeKey: string;
  /** Overrides the type's (or the queue's) number of attempts. */
  maxAttempts?: number;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** The caller's transaction (Strapi's `strapi.db.transaction(({ trx }) => …)`): the job exists only if it commits. */
  trx?: Knex.Transaction;
}

/**
 * The durable job queue (README: "Jobs"). Other plugins reach it as
 * `strapi.plugin('pdf-queue').service('jobs')`: `register` a job type in their `register`
 * phase, `enqueue` from anywhere.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const config = getConfig(strapi);
  const types = new Map<string, JobType>();
  // Strapi's own knex: the same pool (and, on SQLite, the same single writer) as every other write.
  const store = jobStore(strapi.db.connection as unknown as Knex);
  const worker = createWorker(types, {
    store,
    log: strapi.log,
    pollMs: config.pollMs,
    leaseMs: config.leaseMs,
    retryBaseMs: config.retryBaseMs,
    maxRetryDelayMs: config.maxRetryDelayMs,
    stopTimeoutMs: 10_000,
  });

  const service = {
    register<Payload>(type: JobType<Payload>): void {
      if (types.has(type.type)) throw new Error(`pdf-queue: job type "${type.type}" is registered twice`);
      types.set(type.type, type as JobType);
    },

    async enqueue(type: string, payload: unknown, options: EnqueueOptions): Promise<{ job: Job; created: boolean }> {
      if (!types.has(type)) throw new Error(`pdf-queue: no job type "${type}" is registered`);
      const enqueued = await store.enqueue(
        { type, payload, dedupeKey: options.dedupeKey, maxAttempts: options.maxAttempts ?? types.get(type)?.maxAttempts ?? config.maxAttempts, runAt: Date.now() + (options.delayMs ?? 0) },
        options.trx,
      );
      // Within a transaction the row is not visible to the worker until the commit.
      if (enqueued.created && !options.trx && !options.delayMs) worker.wake();
      return enqueued;
    },

    /** A job by its dedupe key, to show its state (attempts, last error). */
    find: (dedupeKey: string) => store.findByDedupeKey(dedupeKey),

    /** Nudges this process's worker, e.g. after the transaction that enqueued a job committed. */
    wake: () => worker.wake(),

    start(): void {
      if (config.worker) worker.start();
    },
    stop: () => worker.stop(),
  };

  for (const type of jobTypes(strapi)) service.register(type);
  return service;
};
