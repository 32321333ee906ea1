/**
 * `@portal/strapi-plugin-jobs/types`: what another plugin needs to register and enqueue its kinds
 * of job, types only (`import type`): plugins reach each other through Strapi at run time.
 *
 *     const jobs = strapi.plugin('jobs').service<Jobs>('jobs');
 *     jobs.registerJobKind(connectionsPdfJob);                       // in register()
 *     await jobs.enqueue(connectionsPdfJob, { documentId }, { dedupeKey: `connections-pdf:${documentId}`, trx });
 */
import type { JOB_RUN_ENDED } from './worker';

export type { JobContext, JobKind } from './job-kind';
export type { Job, JobStatus, KindQueue } from './job-store';
export type { EnqueueOptions, Jobs } from './services/jobs';
export type { JobRunEnded, JobRunOutcome } from './worker';
export type { JobRequestContext } from './job-request-context';

/** The name of the diagnostics channel each run's end is published on (a JobRunEnded), as a type: a subscriber's constant is checked against it. */
export type JobRunEndedChannel = typeof JOB_RUN_ENDED;
