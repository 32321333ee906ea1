import type { CmsRecord } from '@portal/cms/types';
import { LINKED_STUDENT_POPULATE } from './student.ts';

/** A carer's link to a student is read for its student, with the portal person's groups (`carerstudents` filters by them). */
export const CARER_STUDENT_POPULATE = { student: { populate: LINKED_STUDENT_POPULATE } } as const;

/** The school system's link between a carer (a portal person) and one of their students. */
export type CarerStudent = CmsRecord<'api::carer-student.carer-student', typeof CARER_STUDENT_POPULATE>;
