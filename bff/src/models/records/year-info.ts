import type { YearInfoRecord } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';

/** Year and fee records are read with their student's id only: each is paired with a student already read through the per-student rule. */
export const OF_STUDENT_POPULATE = { student: { fields: ['documentId'] } } as const;

/** A student's school year (year group, homeroom, key dates), with its student's id. */
export type YearInfo = CmsRecord<'api::year-info.year-info', typeof OF_STUDENT_POPULATE, { key_dates: YearInfoRecord['key_dates'] }>;
