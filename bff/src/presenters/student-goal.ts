import type { StudentGoalRecord } from '@portal/contract';
import type { GoalOfStudent } from '../models/student-goals.ts';
import { csvCell } from './page-logs-csv.ts';
import { presentStudentIdentity } from './student-info.ts';

/** A goal as the reader portal's record, with its student. */
export function presentStudentGoal(goal: GoalOfStudent): StudentGoalRecord {
  const { student } = goal;
  return {
    studentgoalUid: goal.documentId,
    ...presentStudentIdentity(student),
    academic_year: goal.academic_year,
    semester: goal.semester,
    goal_area: goal.goal_area,
    goal: goal.goal,
    strategies: goal.strategies,
    reflection: goal.reflection,
    created_by: goal.created_by_username,
    created_at: new Date(goal.createdAt).toISOString(),
    updated_at: new Date(goal.updatedAt).toISOString(),
  };
}

const COLUMNS: [string, (goal: StudentGoalRecord) => string | number | null][] = [
  ['Student Number', (goal) => goal.STUDENT_NUMBER],
  ['Student', (goal) => goal.student],
  ['Year', (goal) => goal.academic_year],
  ['Semester', (goal) => goal.semester],
  ['Goal Area', (goal) => goal.goal_area],
  ['Goal', (goal) => goal.goal],
  ['Strategies', (goal) => goal.strategies],
  ['Reflection', (goal) => goal.reflection],
  ['Created By', (goal) => goal.created_by],
  ['Updated', (goal) => goal.updated_at],
];

/** PLC_Student_Goals_CSV.csv: RFC 4180 with CRLF and a BOM, formula cells defused (csvCell). */
export function studentGoalsCsv(goals: readonly StudentGoalRecord[]): string {
  const lines = [COLUMNS.map(([header]) => header), ...goals.map((goal) => COLUMNS.map(([, value]) => value(goal)))];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
