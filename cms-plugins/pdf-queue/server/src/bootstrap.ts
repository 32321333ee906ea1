import type { Core } from '@strapi/strapi';
import { getService } from './utils';
import { scheduleUnverifiedAbsenceEmails } from './jobs/unverified-absence-emails';

/**
 * The worker starts with the CMS and takes up whatever the table holds: jobs queued while no
 * process ran, retries that are due, and jobs of a process that died (once their lease runs out).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  getService(strapi, 'jobs').start();
  // The next daily run; every process queues the same day's key, so it runs once.
  return scheduleUnverifiedAbsenceEmails(strapi, getService(strapi, 'jobs'));
};
