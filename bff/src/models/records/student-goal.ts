import type { CmsRecord } from '@portal/cms/types';
import type { StudentOfReader } from './student.ts';

/** How every goal is read: with its student's id (the student is presented as the reader sees them). */
export const STUDENT_GOAL_POPULATE = { student: { fields: ['documentId'] } } as const;

/** A Learning Virtues goal a student, a carer or staff set for a student (reader spec 2.9). */
export type StudentGoal = CmsRecord<'api::student-goal.student-goal', typeof STUDENT_GOAL_POPULATE>;

/** A goal as its rules read it: its student as the reader may see them. A loaded goal is one; so is a goal about to be saved. */
export type StudentGoalAccess = { student: StudentOfReader };
