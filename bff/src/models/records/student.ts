import type { CmsRecord } from '@portal/cms/types';

/** How every student is read: with their portal person (the dashboard's notes button and note lookups need its id). */
export const STUDENT_POPULATE = { portal_user: { fields: ['documentId', 'username', 'firstname', 'surname'] } } as const;

/** A student record of the school system, with its portal person when linked. */
export type Student = CmsRecord<'api::student.student', typeof STUDENT_POPULATE>;

/** As a carer's links read them: the portal person's groups come too (`carerstudents` filters by them). */
export const LINKED_STUDENT_POPULATE = {
  portal_user: { ...STUDENT_POPULATE.portal_user, populate: { groups: { fields: ['groupname'] } } },
} as const;

export type LinkedStudent = CmsRecord<'api::student.student', typeof LINKED_STUDENT_POPULATE>;

/**
 * A student as the per-student rule decides on them: the record, and the carers the school
 * system links to them among those asking (a carer reaches students only through their links:
 * the student record has no relation back to them).
 */
export type StudentOfReader = (Student | LinkedStudent) & { linkedCarers: readonly string[] };
