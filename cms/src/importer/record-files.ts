import type { UID } from '@strapi/strapi';
import type { ExtraFile } from './read-folder';

type Cells = Record<string, unknown>;

/**
 * How a record file of the portal (README: "Files OneRoster does not cover") is stored: the
 * content type of a row, the key it is found again by (so a second import updates it), and
 * the fields it writes. `student` is the documentId of the row's STUDENT_NUMBER.
 */
export interface RecordFile {
  name: ExtraFile;
  uidOf: (row: Cells) => UID.ContentType;
  /** null: the row's student is not in the portal (a tobedeleted row then has nothing to remove). */
  keyOf: (row: Cells, student: string | null) => Record<string, unknown> | null;
  dataOf: (row: Cells) => Record<string, unknown>;
}

const orNull = (value: unknown) => value ?? null;
const ofStudent = (student: string | null, key: Record<string, unknown>) => (student ? { student: { documentId: student }, ...key } : null);

export const recordFiles: RecordFile[] = [
  {
    name: 'attendance',
    uidOf: () => 'api::absence.absence',
    keyOf: (row) => ({ DAILY_ATTENDANCE_ID: row.DAILY_ATTENDANCE_ID }),
    dataOf: (row) => ({
      DAILY_ATTENDANCE_ID: row.DAILY_ATTENDANCE_ID,
      absence_date: row.absence_date,
      end_date: orNull(row.end_date),
      absence_type: row.absence_type,
      is_verified: row.is_verified,
      reason: orNull(row.reason),
      explanation: orNull(row.explanation),
      notified_by_username: orNull(row.notified_by_username),
    }),
  },
  {
    name: 'learningBehaviours',
    uidOf: () => 'api::learning-behaviour.learning-behaviour',
    keyOf: (row, student) =>
      ofStudent(student, { academic_year: row.academic_year, report_period: row.report_period, learning_behaviour: row.learning_behaviour, course: row.course }),
    dataOf: (row) => ({
      academic_year: row.academic_year,
      report_period: row.report_period,
      learning_behaviour: row.learning_behaviour,
      course: row.course,
      perc: row.perc,
      this_year: row.this_year,
      trending: row.trending,
    }),
  },
  {
    name: 'learningGoals',
    uidOf: () => 'api::learning-goal.learning-goal',
    keyOf: (row, student) => ofStudent(student, { academic_year: row.academic_year, semester: row.semester }),
    dataOf: (row) => ({ academic_year: row.academic_year, semester: row.semester, goal_list: row.goals, reflection_list: row.reflections }),
  },
  {
    name: 'homeroomComments',
    uidOf: () => 'api::homeroom-comment.homeroom-comment',
    keyOf: (row, student) => ofStudent(student, { academic_year: row.academic_year, semester: row.semester }),
    dataOf: (row) => ({
      academic_year: row.academic_year,
      semester: row.semester,
      comment: row.comment,
      home_class: orNull(row.home_class),
      home_teacher: orNull(row.home_teacher),
    }),
  },
  {
    name: 'academicReports',
    uidOf: () => 'api::academic-report.academic-report',
    keyOf: (row) => ({ FILE_ID: row.FILE_ID }),
    dataOf: (row) => ({ FILE_ID: row.FILE_ID, FILENAME: row.FILENAME, FILE_PATH: orNull(row.FILE_PATH), LAST_UPDATED: new Date(String(row.LAST_UPDATED)).toISOString() }),
  },
  {
    name: 'timetables',
    uidOf: (row) => (row.timetable === 'teacher' ? 'api::teacher-day-timetable.teacher-day-timetable' : 'api::my-day-timetable.my-day-timetable'),
    keyOf: (row) => ({ username: row.username, day_date: row.day_date, period: row.period }),
    dataOf: (row) => ({
      username: row.username,
      day_date: row.day_date,
      period: row.period,
      start_time: row.start_time,
      end_time: row.end_time,
      course: orNull(row.course),
      class_name: orNull(row.class_name),
      room: orNull(row.room),
      // The teacher's own timetable has no teacher column.
      ...(row.timetable === 'teacher' ? {} : { teacher: orNull(row.teacher) }),
    }),
  },
];
