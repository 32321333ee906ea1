import type { Core } from '@strapi/strapi';
import type { Jobs } from '@portal/strapi-plugin-jobs/types';
import { alertSendingJob } from './alert-sending-job';
import { noticeGoingLiveJob } from './notice-going-live-job';
import { alertSettings } from './settings';

/**
 * In the CMS's register phase, before the job engine's worker starts: the settings are checked
 * (keys that cannot be right stop the start), and the kinds of job registered whether alerts are
 * on or not, so that a job queued while they were on ends quietly rather than as unknown.
 */
export function registerAlerts(strapi: Core.Strapi): void {
  alertSettings(strapi);
  const jobs = strapi.plugin('jobs').service<Jobs>('jobs');
  jobs.registerJobKind(alertSendingJob);
  jobs.registerJobKind(noticeGoingLiveJob);
}
