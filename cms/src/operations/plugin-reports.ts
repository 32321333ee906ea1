import diagnosticsChannel from 'node:diagnostics_channel';
import type { JobRunEnded, JobRunEndedChannel, JobRunOutcome } from '@portal/strapi-plugin-jobs/types';
import type { Logger } from 'pino';
import type { EmailPath, Metrics } from './metrics';

// The plugins publish on diagnostics channels and import nothing of the CMS (cms-plugins/README.md).
const JOB_RUN_ENDED: JobRunEndedChannel = 'portal.jobs.run-ended';
// cms-plugins/email-sends/server/src/services/sends.ts (that plugin has no types entry to check these names against).
const EMAIL_SENT = 'portal.email-sends.sent';
const SES_THROTTLED = 'portal.email-sends.ses-throttled';

const LEVEL_OF: Record<JobRunOutcome, 'info' | 'warn' | 'error'> = {
  done: 'info',
  'handed-back': 'info',
  retry: 'warn',
  failed: 'error',
};

/** An SES refusal names the address it refused; a log line never does. */
const EMAIL_ADDRESS = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+/g;

/**
 * What the plugins report, while the CMS runs: each job run's end as one JSON line (no request
 * id: a job belongs to no request) and in the job metrics, and each email SES accepted or
 * throttled in the email metrics. Answers the function that stops following them.
 */
export function followPluginReports({ log, metrics }: { log: Logger; metrics: Metrics }): () => void {
  const onJobRunEnded = (message: unknown) => {
    const run = message as JobRunEnded;
    metrics.observeJobRun(run);
    log[LEVEL_OF[run.outcome]](
      {
        job_id: run.jobId,
        kind: run.kind,
        attempt: run.attempt,
        max_attempts: run.maxAttempts,
        outcome: run.outcome,
        duration_ms: Math.round(run.durationMs),
        ...(run.error === undefined ? {} : { error: run.error.replace(EMAIL_ADDRESS, '[email address]') }),
      },
      'job run',
    );
  };
  const onEmailSent = (message: unknown) => metrics.countEmailSent((message as { path: EmailPath }).path);
  const onSesThrottled = (message: unknown) => metrics.countSesThrottled((message as { path: EmailPath }).path);

  const subscriptions: Array<[string, (message: unknown) => void]> = [
    [JOB_RUN_ENDED, onJobRunEnded],
    [EMAIL_SENT, onEmailSent],
    [SES_THROTTLED, onSesThrottled],
  ];
  for (const [name, listener] of subscriptions) diagnosticsChannel.subscribe(name, listener);
  return () => {
    for (const [name, listener] of subscriptions) diagnosticsChannel.unsubscribe(name, listener);
  };
}
