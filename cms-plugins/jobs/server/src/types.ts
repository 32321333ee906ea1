/**
 * `@portal/strapi-plugin-jobs/types`: what another plugin needs to register and enqueue its kinds
 * of job, types only (`import type`): plugins reach each other through Strapi at run time.
 *
 *     const jobs = strapi.plugin('jobs').service<Jobs>('jobs');
 *     jobs.registerJobKind(connectionsPdfJob);                       // in register()
 *     await jobs.enqueue(connectionsPdfJob, { documentId }, { dedupeKey: `connections-pdf:${documentId}`, trx });
 */
export type { JobContext, JobKind } from './job-kind';
export type { Job, JobStatus } from './job-store';
export type { EnqueueOptions, Jobs } from './services/jobs';
export type { JobRequestContext } from './job-request-context';
