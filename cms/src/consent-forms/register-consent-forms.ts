import type { Core } from '@strapi/strapi';
import type { Jobs } from '@portal/strapi-plugin-jobs/types';
import { formEvidenceKeptDays, formEvidencePurgeJob } from './purge';

/**
 * In the CMS's register phase, before the job engine's worker starts: the retention setting is
 * checked (a wrong one stops the start, naming the variable) and the purge's kind of job is
 * registered, so that a run queued before a restart is taken up.
 */
export function registerConsentForms(strapi: Core.Strapi): void {
  formEvidenceKeptDays(strapi);
  strapi.plugin('jobs').service<Jobs>('jobs').registerJobKind(formEvidencePurgeJob);
}
