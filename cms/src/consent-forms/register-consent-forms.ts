import type { Core } from '@strapi/strapi';
import type { Jobs } from '@portal/strapi-plugin-jobs/types';
import { formTranslationJob } from './form-translations';
import { formEvidenceKeptDays, formEvidencePurgeJob } from './purge';

/**
 * In the CMS's register phase, before the job engine's worker starts: the retention setting is
 * checked (a wrong one stops the start, naming the variable) and the kinds of job of forms (the
 * purge, the machine translation of a version) are registered, so that a run queued before a
 * restart is taken up.
 */
export function registerConsentForms(strapi: Core.Strapi): void {
  formEvidenceKeptDays(strapi);
  const jobs = strapi.plugin('jobs').service<Jobs>('jobs');
  jobs.registerJobKind(formEvidencePurgeJob);
  // Whether machine translation is on or not, so that a job queued while it was on ends quietly.
  jobs.registerJobKind(formTranslationJob);
}
