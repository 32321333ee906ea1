import type { CmsRecord } from '@portal/cms/types';

/** A term of one campus: its first and last school day (dates). */
export type SchoolTerm = CmsRecord<'api::school-term.school-term'>;
