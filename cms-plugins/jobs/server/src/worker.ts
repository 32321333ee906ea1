import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Core } from '@strapi/strapi';
import type { JobContext, JobKind } from './job-kind';
import type { Job, JobStore } from './job-store';

export interface WorkerOptions {
  store: JobStore;
  /** Handed to every run, with the log. */
  strapi: Core.Strapi;
  log: JobContext['log'];
  /** How often an idle worker looks for due jobs (another process's, or retries). */
  pollMs: number;
  /** How long a claim holds without renewal; a job of a killed process is claimed again after it. */
  leaseMs: number;
  /** First retry delay; it doubles with each attempt up to `maxRetryDelayMs`. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  /** How long a clean shutdown waits for the running job before handing it back. */
  stopTimeoutMs: number;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message || error.name : String(error));

/** The delay before attempt `attempts + 1`. */
export const retryDelayMs = (attempts: number, { retryBaseMs, maxRetryDelayMs }: Pick<WorkerOptions, 'retryBaseMs' | 'maxRetryDelayMs'>) =>
  Math.min(retryBaseMs * 2 ** Math.max(attempts - 1, 0), maxRetryDelayMs);

/**
 * One worker per CMS process, running one job at a time (PDFs are CPU work; more processes give
 * more throughput). It keeps the lease of its job while running it, so only a dead process's job
 * is taken over.
 */
export function createWorker(kinds: ReadonlyMap<string, JobKind<unknown>>, options: WorkerOptions) {
  const { store, strapi, log } = options;
  const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let current: Job | null = null;
  let stopped = true;
  let wakeSoon = false;

  const contextOf = (job: Job): JobContext => ({ strapi, job: { id: job.id, attempts: job.attempts, maxAttempts: job.maxAttempts, dedupeKey: job.dedupeKey }, log });

  async function failed(job: Job, kind: JobKind<unknown> | undefined, error: string): Promise<void> {
    const retry = job.attempts < job.maxAttempts;
    const recorded = await store.fail(job.id, workerId, error, retry ? Date.now() + retryDelayMs(job.attempts, options) : null);
    if (!recorded) return;
    if (retry) {
      log.warn(`Job ${job.kind} #${job.id} failed (attempt ${job.attempts} of ${job.maxAttempts}), retrying: ${error}`);
      return;
    }
    log.error(`Job ${job.kind} #${job.id} failed for good after ${job.attempts} attempt(s): ${error}`);
    await kind?.onFailed?.(job.payload, error, contextOf(job)).catch((hookError: unknown) => log.error(`Job ${job.kind} #${job.id}: recording its failure failed: ${messageOf(hookError)}`));
  }

  async function runOne(job: Job): Promise<void> {
    const kind = kinds.get(job.kind);
    // Claimed again after its lease ran out more often than it may be tried: a job that kills its process each time.
    if (job.attempts > job.maxAttempts) {
      await failed(job, kind, `Stopped after ${job.maxAttempts} attempt(s): each ended without finishing (the process stopped).`);
      return;
    }
    if (!kind) {
      await failed(job, kind, `No job kind "${job.kind}" is registered in this CMS.`);
      return;
    }
    const heartbeat = setInterval(() => {
      store.extendLease(job.id, workerId, options.leaseMs).then(
        (held) => held || log.warn(`Job ${job.kind} #${job.id}: lease lost; another worker may run it.`),
        (error: unknown) => log.warn(`Job ${job.kind} #${job.id}: lease not renewed: ${messageOf(error)}`),
      );
    }, Math.max(options.leaseMs / 3, 50));
    try {
      await kind.run(job.payload, contextOf(job));
      clearInterval(heartbeat);
      // Another worker took the job over when this one's lease ran out; its run is the one that counts.
      if (!(await store.complete(job.id, workerId))) log.warn(`Job ${job.kind} #${job.id} finished after its lease was lost; not marked completed here.`);
    } catch (error) {
      clearInterval(heartbeat);
      await failed(job, kind, messageOf(error));
    }
  }

  async function drain(): Promise<void> {
    do {
      wakeSoon = false;
      while (!stopped) {
        const job = await store.claim(workerId, options.leaseMs);
        if (!job) break;
        current = job;
        await runOne(job);
        current = null;
      }
    } while (wakeSoon && !stopped);
  }

  function tick(): void {
    timer = null;
    if (stopped) return;
    if (running) {
      wakeSoon = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error(`Job worker: ${messageOf(error)}`))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, options.pollMs);
      });
  }

  return {
    workerId,
    start(): void {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    /** Looks for work now (a job was just enqueued here) instead of at the next poll. */
    wake(): void {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      tick();
    },
    /** Stops claiming; the running job may finish within `stopTimeoutMs`, otherwise it is handed back for the next process. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (!running) return;
      let waited: NodeJS.Timeout | undefined;
      const finished = await Promise.race([running.then(() => true), new Promise<boolean>((resolve) => (waited = setTimeout(() => resolve(false), options.stopTimeoutMs)))]);
      clearTimeout(waited);
      if (!finished && current) await store.release(current.id, workerId);
    },
  };
}

export type Worker = ReturnType<typeof createWorker>;
