import type { Core } from '@strapi/strapi';
import { getService } from './utils';
import { scheduleUnverifiedAbsenceEmails } from './jobs/unverified-absence-emails';
import { movePublicPdfs } from './private-files/move-public-pdfs';

/**
 * PDFs an earlier version left in the public media library move to the private file store first,
 * so no job or download sees a record half moved. Then the worker starts and takes up whatever the
 * table holds: jobs queued while no process ran, retries that are due, and jobs of a process that
 * died (once their lease runs out).
 */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await movePublicPdfs(strapi, getService(strapi, 'private-files'));
  getService(strapi, 'jobs').start();
  // The next daily run; every process queues the same day's key, so it runs once.
  return scheduleUnverifiedAbsenceEmails(strapi, getService(strapi, 'jobs'));
};
