import type { Core } from '@strapi/strapi';
import { scheduleUnverifiedAbsenceEmails } from './jobs/unverified-absence-emails';
import { jobsOf } from './utils';

/** The next daily 'Unverified Absence' run; every process queues the same day's key, so it runs once. */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await scheduleUnverifiedAbsenceEmails(strapi, jobsOf(strapi));
};
