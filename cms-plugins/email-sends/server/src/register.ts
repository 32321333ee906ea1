import type { Core } from '@strapi/strapi';
import { connectionsPdfEmailJob } from './jobs/connections-pdf-email';
import { emailSendingJob } from './jobs/email-sending';
import { emergencyAlertEmailsJob } from './jobs/emergency-alert-emails';
import { formInvitationEmailJob } from './jobs/form-invitation-email';
import { formReceiptJob } from './jobs/form-receipt';
import { formRemindersJob } from './jobs/form-reminders';
import { formRequestsJob } from './jobs/form-requests';
import { unverifiedAbsenceEmailsJob } from './jobs/unverified-absence-emails';
import { jobsOf } from './utils';

/**
 * The statistics rows this plugin writes live in the app's email-statistic type; without it
 * nothing can be recorded. Bulk sends, the Connections PDF's email, the daily absence emails, the
 * emergency emails and the permission forms' emails run as durable jobs of the jobs plugin, their
 * kinds registered here so that the worker knows them before it starts (and takes up a send a
 * crash interrupted).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  if (!('api::email-statistic.email-statistic' in strapi.contentTypes)) {
    throw new Error('email-sends: the CMS has no api::email-statistic.email-statistic content type.');
  }
  if (!strapi.plugin('jobs')) throw new Error('email-sends: bulk sends need the jobs plugin (its durable jobs).');
  const jobs = jobsOf(strapi);
  jobs.registerJobKind(emailSendingJob);
  jobs.registerJobKind(connectionsPdfEmailJob);
  jobs.registerJobKind(unverifiedAbsenceEmailsJob);
  jobs.registerJobKind(emergencyAlertEmailsJob);
  jobs.registerJobKind(formRequestsJob);
  jobs.registerJobKind(formInvitationEmailJob);
  jobs.registerJobKind(formReceiptJob);
  jobs.registerJobKind(formRemindersJob);
};
