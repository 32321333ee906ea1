import type { Core } from '@strapi/strapi';
import { connectionsPdfJob } from './jobs/connections-pdf';
import { formSignedCopyJob } from './jobs/form-signed-copy';
import { learningVirtuesGoalsPdfsJob } from './jobs/learning-virtues-goals-pdfs';
import { jobsOf } from './utils';

/** The PDFs are made in durable jobs: their kinds are registered before the worker starts (and takes up a job a crash left). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  if (!strapi.plugin('jobs')) throw new Error('pdfs: the PDFs are made in durable jobs, which need the jobs plugin.');
  const jobs = jobsOf(strapi);
  jobs.registerJobKind(connectionsPdfJob);
  jobs.registerJobKind(learningVirtuesGoalsPdfsJob);
  jobs.registerJobKind(formSignedCopyJob);
};
