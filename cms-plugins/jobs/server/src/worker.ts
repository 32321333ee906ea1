import { randomUUID } from 'node:crypto';
import diagnosticsChannel from 'node:diagnostics_channel';
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

/**
 * The diagnostics channel on which every run's end is published (a JobRunEnded), for whoever
 * watches: the CMS logs each as one line and counts it in its metrics (cms/src/operations).
 * Nothing is built when no one subscribes.
 */
export const JOB_RUN_ENDED = 'portal.jobs.run-ended';

/** How a run ended: completed, failed with attempts left, failed for good, or handed back by a clean stop (not counted). */
export type JobRunOutcome = 'done' | 'retry' | 'failed' | 'handed-back';

export interface JobRunEnded {
  jobId: number;
  kind: string;
  /** This claim's attempt (a handed-back one is not counted, so the next claim has the same number). */
  attempt: number;
  maxAttempts: number;
  outcome: JobRunOutcome;
  durationMs: number;
  /** Why it failed (retry, failed). */
  error?: string;
}

const runEnded = diagnosticsChannel.channel(JOB_RUN_ENDED);

/** A claimed job and when its run started. */
type Claimed = { job: Job; startedAt: number };

function reportRunEnded({ job, startedAt }: Claimed, outcome: JobRunOutcome, error?: string): void {
  if (!runEnded.hasSubscribers) return;
  const report: JobRunEnded = {
    jobId: job.id,
    kind: job.kind,
    attempt: job.attempts,
    maxAttempts: job.maxAttempts,
    outcome,
    durationMs: performance.now() - startedAt,
    ...(error === undefined ? {} : { error }),
  };
  runEnded.publish(report);
}

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
  let current: Claimed | null = null;
  let stopped = true;
  let stopping: Promise<void> | null = null;
  let wakeSoon = false;

  const contextOf = (job: Job): JobContext => ({ strapi, job: { id: job.id, attempts: job.attempts, maxAttempts: job.maxAttempts, dedupeKey: job.dedupeKey }, log });

  // Retries and failures are told on the run-ended channel (one log line each in the CMS), not here as well.
  async function failed(claimed: Claimed, kind: JobKind<unknown> | undefined, error: string): Promise<void> {
    const { job } = claimed;
    const retry = job.attempts < job.maxAttempts;
    const recorded = await store.fail(job.id, workerId, error, retry ? Date.now() + retryDelayMs(job.attempts, options) : null);
    if (!recorded) return;
    reportRunEnded(claimed, retry ? 'retry' : 'failed', error);
    if (retry) return;
    await kind?.onFailed?.(job.payload, error, contextOf(job)).catch((hookError: unknown) => log.error(`Job ${job.kind} #${job.id}: recording its failure failed: ${messageOf(hookError)}`));
  }

  async function runOne(claimed: Claimed): Promise<void> {
    const { job } = claimed;
    const kind = kinds.get(job.kind);
    // Claimed again after its lease ran out more often than it may be tried: a job that kills its process each time.
    if (job.attempts > job.maxAttempts) {
      await failed(claimed, kind, `Stopped after ${job.maxAttempts} attempt(s): each ended without finishing (the process stopped).`);
      return;
    }
    if (!kind) {
      await failed(claimed, kind, `No job kind "${job.kind}" is registered in this CMS.`);
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
      if (await store.complete(job.id, workerId)) reportRunEnded(claimed, 'done');
      else log.warn(`Job ${job.kind} #${job.id} finished after its lease was lost; not marked completed here.`);
    } catch (error) {
      clearInterval(heartbeat);
      await failed(claimed, kind, messageOf(error));
    }
  }

  async function drain(): Promise<void> {
    do {
      wakeSoon = false;
      while (!stopped) {
        const job = await store.claim(workerId, options.leaseMs);
        if (!job) break;
        current = { job, startedAt: performance.now() };
        await runOne(current);
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

  async function stopWorker(): Promise<void> {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    if (!running) return;
    let waited: NodeJS.Timeout | undefined;
    const finished = await Promise.race([running.then(() => true), new Promise<boolean>((resolve) => (waited = setTimeout(() => resolve(false), options.stopTimeoutMs)))]);
    clearTimeout(waited);
    const unfinished = current;
    if (!finished && unfinished && (await store.release(unfinished.job.id, workerId))) reportRunEnded(unfinished, 'handed-back');
  }

  return {
    workerId,
    start(): void {
      if (!stopped) return;
      stopped = false;
      stopping = null;
      tick();
    },
    /** Looks for work now (a job was just enqueued here) instead of at the next poll. */
    wake(): void {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      tick();
    },
    /**
     * Stops claiming; the running job may finish within `stopTimeoutMs`, otherwise it is handed back
     * for the next process. A second call (the CMS stops the worker on SIGTERM, then this plugin's
     * destroy) waits for the same stop rather than for the job again.
     */
    stop(): Promise<void> {
      stopping ??= stopWorker();
      return stopping;
    },
  };
}

export type Worker = ReturnType<typeof createWorker>;
