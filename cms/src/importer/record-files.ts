import type { UID } from '@strapi/strapi';
import type { ExtraFile } from './read-folder';
import { academicReportFileKey, isStandardReport } from './report-files';

type Cells = Record<string, unknown>;

/**
 * How a record file of the portal (README: "Files OneRoster does not cover") is stored: the
 * content type of a row, the key it is found again by (so a second import updates it), and
 * the fields it writes. A row with a STUDENT_NUMBER is linked to that student when created.
 */
export interface RecordFile {
  name: ExtraFile;
  uidOf: (row: Cells) => UID.ContentType;
  /** Whether the key starts with the row's student (its STUDENT_NUMBER's student record). */
  ofStudent: boolean;
  /** The columns, each an attribute of the same name, that find the record again. */
  key: readonly string[];
  dataOf: (row: Cells) => Record<string, unknown>;
  /**
   * Files of one row per item of a list (a financial line, a key date): the rows of one key
   * are one record, whose list `field` holds the items of its rows (itemOf: null for a row
   * without one), and which must agree on the `shared` columns.
   */
  listed?: { field: string; shared: readonly string[]; itemOf: (row: Cells) => Record<string, unknown> | null };
}

const orNull = (value: unknown) => value ?? null;

export const recordFiles: RecordFile[] = [
  {
    name: 'attendance',
    uidOf: () => 'api::absence.absence',
    ofStudent: false,
    key: ['DAILY_ATTENDANCE_ID'],
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
    ofStudent: true,
    key: ['academic_year', 'report_period', 'learning_behaviour', 'course'],
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
    ofStudent: true,
    key: ['academic_year', 'semester'],
    dataOf: (row) => ({ academic_year: row.academic_year, semester: row.semester, goal_list: row.goals, reflection_list: row.reflections }),
  },
  {
    name: 'homeroomComments',
    uidOf: () => 'api::homeroom-comment.homeroom-comment',
    ofStudent: true,
    key: ['academic_year', 'semester'],
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
    ofStudent: false,
    key: ['FILE_ID'],
    dataOf: (row) => ({
      FILE_ID: row.FILE_ID,
      FILENAME: row.FILENAME,
      FILE_PATH: orNull(row.FILE_PATH),
      LAST_UPDATED: new Date(String(row.LAST_UPDATED)).toISOString(),
      // The PDF itself is in the private file store (report-files.ts), stored before this record.
      pdf_file: isStandardReport(row) ? academicReportFileKey(String(row.FILE_ID)) : null,
    }),
  },
  {
    name: 'timetables',
    uidOf: (row) => (row.timetable === 'teacher' ? 'api::teacher-day-timetable.teacher-day-timetable' : 'api::my-day-timetable.my-day-timetable'),
    ofStudent: false,
    key: ['username', 'day_date', 'period'],
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
  {
    name: 'yearInfo',
    uidOf: () => 'api::year-info.year-info',
    ofStudent: true,
    key: ['academic_year'],
    listed: {
      field: 'key_dates',
      shared: ['form_run', 'home_class', 'house', 'start_date', 'is_new_student'],
      itemOf: (row) => (row.key_date ? { date: row.key_date, title: row.key_date_title } : null),
    },
    dataOf: (row) => ({
      STUDENT_NUMBER: row.STUDENT_NUMBER,
      academic_year: row.academic_year,
      form_run: orNull(row.form_run),
      home_class: orNull(row.home_class),
      house: orNull(row.house),
      start_date: orNull(row.start_date),
      is_new_student: row.is_new_student,
      key_dates: row.key_dates,
    }),
  },
  {
    name: 'financialInfo',
    uidOf: () => 'api::financial-info.financial-info',
    ofStudent: true,
    key: ['academic_year'],
    listed: {
      field: 'lines',
      shared: ['account_number', 'next_due_date'],
      itemOf: (row) => (row.line_date ? { date: row.line_date, description: row.description, amount: row.amount, kind: row.kind } : null),
    },
    dataOf: (row) => ({
      STUDENT_NUMBER: row.STUDENT_NUMBER,
      academic_year: row.academic_year,
      account_number: orNull(row.account_number),
      next_due_date: orNull(row.next_due_date),
      lines: row.lines,
    }),
  },
];
