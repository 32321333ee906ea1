import type { CmsRecord } from '@portal/cms/types';

/**
 * A request for the Learning Virtues goals PDFs of a year group or one student, for a year and
 * term (admin spec 7), with its progress and its PDFs' keys in the CMS's private file store
 * (`pdf_files`, also their names in the ZIP). The CMS keeps it as `queue-statistic`, the admin
 * spec's "queue statistics" (its wire name).
 */
export type LearningVirtuesGoalsRequest = CmsRecord<'api::queue-statistic.queue-statistic', Record<never, never>, { pdf_files: string[] }>;
