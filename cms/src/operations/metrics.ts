import type { JobRunEnded, KindQueue } from '@portal/strapi-plugin-jobs/types';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How an email reached SES: `bulk` through SES v2 (the paced sends), `transactional` through Strapi's SES provider. */
export type EmailPath = 'bulk' | 'transactional';

/** How long a scrape waits for the jobs table before it leaves the queue's gauges out. */
const QUEUE_READ_TIMEOUT_MS = 2_000;

/**
 * The CMS's metrics, in a registry of its own (prefix portal_cms_), with Node's process metrics
 * under their usual names so that the common dashboards read them. The queue's gauges are read
 * from the jobs table at each scrape (`readQueue`), the counters kept by this process.
 */
export function createMetrics({ readQueue }: { readQueue: () => Promise<KindQueue[]> }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'portal_cms_http_requests_total',
    help: 'Requests answered by this CMS process, by method, route pattern (Strapi\'s matched route; "unmatched" for none) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'portal_cms_http_request_duration_seconds',
    help: "Time from a request's arrival to the end of its answer, by method, route pattern and status.",
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const jobRuns = new Counter({
    name: 'portal_cms_job_runs_total',
    help: 'Job runs this process ended, by kind and outcome: done, retry (an attempt failed, another follows), failed (the last attempt failed), handed-back (a clean stop; not counted as an attempt).',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const jobRunSeconds = new Histogram({
    name: 'portal_cms_job_run_duration_seconds',
    help: 'How long the job runs this process ended took, by kind.',
    labelNames: ['kind'] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
    registers,
  });
  const emailsSent = new Counter({
    name: 'portal_cms_emails_sent_total',
    help: "Emails SES accepted from this process, by path: bulk (SES v2, the paced sends) or transactional (Strapi's SES provider).",
    labelNames: ['path'] as const,
    registers,
  });
  const sesThrottled = new Counter({
    name: 'portal_cms_ses_throttled_total',
    help: "Throttling answers SES gave this process (TooManyRequestsException, Throttling, 429), by path; on the bulk path each of the SDK's own retries too.",
    labelNames: ['path'] as const,
    registers,
  });

  // Both paths from the start at 0, so that a rate of nothing sent is 0 rather than no series (the stalled-send alert).
  for (const path of ['bulk', 'transactional'] as const) {
    emailsSent.inc({ path }, 0);
    sesThrottled.inc({ path }, 0);
  }

  // One read of the table per scrape, shared by the three gauges that prom-client collects together.
  let reading: Promise<KindQueue[] | null> | null = null;
  const queueNow = () => {
    reading ??= new Promise<KindQueue[] | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), QUEUE_READ_TIMEOUT_MS);
      readQueue()
        .then(resolve, () => resolve(null))
        .finally(() => clearTimeout(timer));
    }).finally(() => (reading = null));
    return reading;
  };
  // When the table cannot be read (readiness then says why), the gauges are left out rather than shown as an empty queue.
  new Gauge({
    name: 'portal_cms_jobs_queued',
    help: "Queued jobs by kind and state: due (waiting for a worker; a dead process's job whose lease ran out too) or scheduled (to run later). Read from the jobs table at each scrape, so it is the same for every CMS process sharing the database.",
    labelNames: ['kind', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { kind, due, scheduled } of (await queueNow()) ?? []) {
        this.set({ kind, state: 'due' }, due);
        this.set({ kind, state: 'scheduled' }, scheduled);
      }
    },
  });
  new Gauge({
    name: 'portal_cms_jobs_oldest_due_age_seconds',
    help: 'How long the longest-waiting due job has been due (0 when none is). Read from the jobs table at each scrape, so it is the same for every CMS process sharing the database.',
    registers,
    async collect() {
      this.reset();
      const queue = await queueNow();
      if (!queue) return;
      const oldest = Math.min(...queue.map((kind) => kind.oldestDueAt ?? Infinity));
      this.set(Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'portal_cms_jobs_running',
    help: 'Jobs running under a live lease, by kind, in any CMS process. Read from the jobs table at each scrape, so it is the same for every CMS process sharing the database.',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { kind, running } of (await queueNow()) ?? []) this.set({ kind }, running);
    },
  });

  return {
    registry,
    observeRequest(labels: { method: string; route: string; status: number }, durationMs: number): void {
      requests.inc(labels);
      requestSeconds.observe(labels, durationMs / 1000);
    },
    observeJobRun({ kind, outcome, durationMs }: JobRunEnded): void {
      jobRuns.inc({ kind, outcome });
      jobRunSeconds.observe({ kind }, durationMs / 1000);
    },
    countEmailSent: (path: EmailPath) => emailsSent.inc({ path }),
    countSesThrottled: (path: EmailPath) => sesThrottled.inc({ path }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
