import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { SEMESTERS } from '../rules/parent-dashboard.ts';

/** Reader spec 2.9: the CSV a download of student goals is saved as. */
export const STUDENT_GOALS_CSV_NAME = 'PLC_Student_Goals_CSV.csv';
/** Reader spec 8: shown when the goals CSV opens. */
export const STUDENT_GOALS_DOWNLOAD_MESSAGE = 'Check Your Downloads.';

export const STUDENT_GOAL_MESSAGES = {
  goal: 'Please enter the goal',
  goalLength: 'The goal is at most 2000 characters',
  goalArea: 'Please choose a goal area',
  semester: 'Please choose a semester',
  year: 'Please choose a year',
  student: 'Please choose a student',
  saved: 'Goal saved successfully!',
} as const;

export const GOAL_AREAS = ['Persistence', 'Organisation', 'Engagement', 'Respect', 'Wellbeing'] as const;

export const studentGoalRecord = z.strictObject({
  studentgoalUid: z.string(),
  STUDENT_NUMBER: z.string(),
  username: z.string(),
  student: z.string(),
  academic_year: z.number().int().nullable(),
  semester: z.string().nullable(),
  goal_area: z.string().nullable(),
  goal: z.string(),
  strategies: z.string().nullable(),
  reflection: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type StudentGoalRecord = z.infer<typeof studentGoalRecord>;

/**
 * GET student-goals: one student's (or all the person may see), optionally one year and
 * semester. `is_download=true` (admin spec 7) or `is_csv_export=True` (the reader's download,
 * as the student notes ask for theirs) answers the CSV link instead.
 */
export const studentGoalsQuery = z.strictObject({
  username: z.string().trim().min(1).max(100).optional(),
  selected_year: z.coerce.number().int().min(2000).max(2100).optional(),
  semester: z.enum(SEMESTERS).optional(),
  is_csv_export: z.enum(['True', 'true']).optional(),
  is_download: z.enum(['true', 'True']).optional(),
});
export type StudentGoalsQuery = z.infer<typeof studentGoalsQuery>;

const optionalText = z.string().trim().max(2000, 'At most 2000 characters').optional().default('');

/** The goal form and the save body (POST student-goals, PUT student-goals/:id). */
export const studentGoalFields = z.strictObject({
  username: z.string().trim().min(1, STUDENT_GOAL_MESSAGES.student).max(100),
  academic_year: z.coerce.number({ error: STUDENT_GOAL_MESSAGES.year }).int(STUDENT_GOAL_MESSAGES.year).min(2000, STUDENT_GOAL_MESSAGES.year).max(2100, STUDENT_GOAL_MESSAGES.year),
  semester: z.enum(SEMESTERS, { error: STUDENT_GOAL_MESSAGES.semester }),
  goal_area: z.enum(GOAL_AREAS, { error: STUDENT_GOAL_MESSAGES.goalArea }),
  goal: z.string().trim().min(1, STUDENT_GOAL_MESSAGES.goal).max(2000, STUDENT_GOAL_MESSAGES.goalLength),
  strategies: optionalText,
  reflection: optionalText,
});
export type StudentGoalFields = z.output<typeof studentGoalFields>;
export const studentGoalWriteInput = z.object({ data: studentGoalFields });

/** The goals CSV: a short-lived link that downloads it without a token. */
export const studentGoalsCsvRecord = z.strictObject({ pre_signed_URL: z.url() });
