import {
  trendingOf,
  type AcademicReportRecord,
  type CarerStudentRecord,
  type HomeroomCommentRecord,
  type LearningBehaviourRecord,
  type LearningBehaviourType,
  type LearningGoalRecord,
  type MyDayTimetableRecord,
  type PlotCourseRecord,
  type PlotTaskRecord,
  type StudentRecord,
  type TeacherDayTimetableRecord,
} from '@portal/contract';
import type { CmsDocument } from '../cms/cms-client.ts';
import type { Student } from '../models/students.ts';

/** Strapi answers decimals as numbers on SQLite and may answer strings on PostgreSQL. */
const numberOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};
const round1 = (value: number) => Math.round(value * 10) / 10;

export function presentStudent(student: Student): StudentRecord {
  return {
    studentUid: student.documentId,
    username: student.username,
    student: student.student ?? student.username,
    form_run: student.form_run ?? null,
    homeroom_teacher: student.homeroom_teacher ?? null,
    homeroom_teacher_email: student.homeroom_teacher_email ?? null,
    head_of_year: student.head_of_year ?? null,
    head_of_year_email: student.head_of_year_email ?? null,
    userUid: student.portal_user?.documentId ?? null,
  };
}

export function presentCarerStudent(student: Student): CarerStudentRecord {
  return {
    firstname: student.portal_user?.firstname ?? null,
    surname: student.portal_user?.surname ?? null,
    username: student.username,
    userUid: student.portal_user?.documentId ?? null,
    orgunit: null,
    STUDENT_NUMBER: student.STUDENT_NUMBER,
  };
}

export type CmsPlotCourse = CmsDocument & { course: string; course_id: string | null; minimum: unknown; q1: unknown; median: unknown; q3: unknown; maximum: unknown; result: unknown };
export type CmsPlotTask = CmsDocument & { task: string; course: string; minimum: unknown; q1: unknown; mean: unknown; q3: unknown; maximum: unknown; result: unknown };

/** The numbers of a box (a missing one reads 0) and the student's result (null when none). */
function boxNumbers<K extends string>(row: Record<K | 'minimum' | 'q1' | 'q3' | 'maximum' | 'result', unknown>, centre: K) {
  const [minimum, q1, middle, q3, maximum] = (['minimum', 'q1', centre, 'q3', 'maximum'] as const).map((key) => numberOf(row[key]) ?? 0) as [number, number, number, number, number];
  return { minimum, q1, centre: middle, q3, maximum, result: numberOf(row.result) };
}

export function presentPlotCourse(row: CmsPlotCourse): PlotCourseRecord {
  const { centre, ...box } = boxNumbers(row, 'median');
  return { courseId: row.course_id ?? row.course, course: row.course, ...box, median: centre };
}

export function presentPlotTask(row: CmsPlotTask): PlotTaskRecord {
  const { centre, ...box } = boxNumbers(row, 'mean');
  return { task: row.task, course: row.course, ...box, mean: centre };
}

export type CmsAcademicReport = CmsDocument & {
  FILENAME: string;
  FILE_PATH: string | null;
  FILE_ID: string | null;
  LAST_UPDATED: string | null;
  /** A standard report's PDF: its key in the CMS's private file store (never shown to readers). */
  pdf_file?: string | null;
};

export function presentAcademicReport(row: CmsAcademicReport): AcademicReportRecord {
  return { FILENAME: row.FILENAME, FILE_PATH: row.FILE_PATH ?? null, FILE_ID: row.FILE_ID ?? null, LAST_UPDATED: row.LAST_UPDATED ?? null };
}

export type CmsLearningBehaviour = CmsDocument & {
  report_period: string | null;
  learning_behaviour: string | null;
  course: string | null;
  perc: unknown;
  this_year: unknown;
  trending: 'Up' | 'Down' | 'Maintaining' | null;
};

const average = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : round1(known.reduce((sum, value) => sum + value, 0) / known.length);
};

/** Rows per key, keeping the order keys first appear in. */
function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

const periodOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/**
 * One averaged rating per `by` value and report period, its trending read from the period
 * before (so 'Up' means the average rose since the last report).
 */
function averagedByPeriod(rows: CmsLearningBehaviour[], by: 'learning_behaviour' | 'course'): LearningBehaviourRecord[] {
  const records: LearningBehaviourRecord[] = [];
  for (const [name, ofName] of groupBy(rows, (row) => row[by] ?? '')) {
    let previous: number | null = null;
    const periods = [...groupBy(ofName, (row) => row.report_period ?? '')].sort(([a], [b]) => periodOrder(a, b));
    for (const [period, ofPeriod] of periods) {
      const perc = average(ofPeriod.map((row) => numberOf(row.perc)));
      records.push({
        report_period: period || null,
        learning_behaviour: by === 'learning_behaviour' ? name || null : null,
        course: by === 'course' ? name || null : null,
        perc,
        this_year: average(ofPeriod.map((row) => numberOf(row.this_year))),
        trending: perc === null ? null : trendingOf(previous, perc),
      });
      previous = perc;
    }
  }
  return records;
}

/** The latest report period of each behaviour, as the summary box and the 'By Behaviour' view read it. */
function annual(rows: CmsLearningBehaviour[]): LearningBehaviourRecord[] {
  const byBehaviour = groupBy(averagedByPeriod(rows, 'learning_behaviour'), (record) => record.learning_behaviour ?? '');
  return [...byBehaviour.values()].map((periods) => periods[periods.length - 1]!);
}

export function presentLearningBehaviour(rows: CmsLearningBehaviour[], type: LearningBehaviourType): LearningBehaviourRecord[] {
  if (type === 'LEARNING_BEHAVIOUR_ANNUAL') return annual(rows);
  return averagedByPeriod(rows, type === 'LEARNING_BY_BEHAVIOUR' ? 'learning_behaviour' : 'course');
}

/** Each course and behaviour in the latest report period (the 'By Course' table). */
export function presentBehaviourByCourse(rows: CmsLearningBehaviour[]): LearningBehaviourRecord[] {
  const latest = [...new Set(rows.map((row) => row.report_period ?? ''))].sort(periodOrder).at(-1);
  return rows
    .filter((row) => (row.report_period ?? '') === latest)
    .map((row) => ({
      report_period: row.report_period,
      learning_behaviour: row.learning_behaviour,
      course: row.course,
      perc: numberOf(row.perc),
      this_year: numberOf(row.this_year),
      trending: row.trending ?? null,
    }));
}

export type CmsLearningGoal = CmsDocument & { goal_list: unknown; reflection_list: unknown };

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

export function presentLearningGoal(row: CmsLearningGoal): LearningGoalRecord {
  return { goal_list: stringList(row.goal_list), reflection_list: stringList(row.reflection_list) };
}

export type CmsHomeroomComment = CmsDocument & { comment: string | null; home_class: string | null; home_teacher: string | null };

export function presentHomeroomComment(row: CmsHomeroomComment): HomeroomCommentRecord {
  return { comment: row.comment ?? '', home_class: row.home_class ?? null, home_teacher: row.home_teacher ?? null };
}

type CmsPeriod = CmsDocument & {
  username: string;
  day_date: string;
  period: string | null;
  start_time: string | null;
  end_time: string | null;
  course: string | null;
  class_name: string | null;
  room: string | null;
};
export type CmsMyDayPeriod = CmsPeriod & { teacher: string | null };
export type CmsTeacherDayPeriod = CmsPeriod;

/** 08:50:00.000 -> 08:50 */
/** HH:MM of a CMS time (`HH:mm:ss.SSS`). */
export const hoursAndMinutes = (time: string | null | undefined) => (time ? time.slice(0, 5) : null);

function periodFields(row: CmsPeriod) {
  return {
    username: row.username,
    day_date: row.day_date,
    period: row.period ?? null,
    start_time: hoursAndMinutes(row.start_time),
    end_time: hoursAndMinutes(row.end_time),
    course: row.course ?? null,
    class_name: row.class_name ?? null,
    room: row.room ?? null,
  };
}

export function presentMyDayPeriod(row: CmsMyDayPeriod): MyDayTimetableRecord {
  return { mydaytimetablesUid: row.documentId, ...periodFields(row), teacher: row.teacher ?? null };
}

export function presentTeacherDayPeriod(row: CmsTeacherDayPeriod): TeacherDayTimetableRecord {
  return { teacherdayUid: row.documentId, ...periodFields(row) };
}
