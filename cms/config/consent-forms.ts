import type { Core } from '@strapi/strapi';

/**
 * Permission forms (src/consent-forms): how long a form's evidence (its versions, answers, log
 * and invitations) is kept after its due date before the daily `form-evidence-purge` job deletes
 * it all. Seven years by default, as the school keeps its records; a value that is not a whole
 * number of days stops the start.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  evidenceKeptDays: env('FORM_EVIDENCE_KEPT_DAYS', '2555'),
});
