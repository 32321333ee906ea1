import {
  compareReportPeriods,
  learningBehaviourSummaryRecords,
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
  type UpcomingTaskRecord,
} from '@portal/contract';
import type { AcademicReport } from '../models/records/academic-report.ts';
import type { HomeroomComment } from '../models/records/homeroom-comment.ts';
import type { LearningBehaviour } from '../models/records/learning-behaviour.ts';
import type { LearningGoal } from '../models/records/learning-goal.ts';
import type { MyDayPeriod } from '../models/records/my-day-timetable.ts';
import type { MyDayCourseTask } from '../models/records/my-day-tasks.ts';
import type { PlotCourseResult } from '../models/records/plot-course-result.ts';
import type { PlotTaskResult } from '../models/records/plot-task-result.ts';
import type { Student } from '../models/records/student.ts';
import type { TeacherDayPeriod } from '../models/records/teacher-day-timetable.ts';

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

/** The numbers of a box (a missing one reads 0) and the student's result (null when none). */
function boxNumbers<K extends string>(row: Record<K | 'minimum' | 'q1' | 'q3' | 'maximum' | 'result', unknown>, centre: K) {
  const [minimum, q1, middle, q3, maximum] = (['minimum', 'q1', centre, 'q3', 'maximum'] as const).map((key) => numberOf(row[key]) ?? 0) as [number, number, number, number, number];
  return { minimum, q1, centre: middle, q3, maximum, result: numberOf(row.result) };
}

// The gradebook import names every course and task; a row written around it may not.
export function presentPlotCourse(row: PlotCourseResult): PlotCourseRecord {
  const { centre, ...box } = boxNumbers(row, 'median');
  const course = row.course ?? '';
  return { courseId: row.course_id ?? course, course, ...box, median: centre };
}

export function presentPlotTask(row: PlotTaskResult): PlotTaskRecord {
  const { centre, ...box } = boxNumbers(row, 'mean');
  return { task: row.task ?? '', course: row.course ?? '', ...box, mean: centre };
}

export function presentAcademicReport(row: AcademicReport): AcademicReportRecord {
  return { FILENAME: row.FILENAME, FILE_PATH: row.FILE_PATH ?? null, FILE_ID: row.FILE_ID ?? null, LAST_UPDATED: row.LAST_UPDATED ?? null };
}

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

/**
 * One averaged rating per `by` value and report period, its trending read from the period
 * before (so 'Up' means the average rose since the last report).
 */
function averagedByPeriod(rows: LearningBehaviour[], by: 'learning_behaviour' | 'course'): LearningBehaviourRecord[] {
  const records: LearningBehaviourRecord[] = [];
  for (const [name, ofName] of groupBy(rows, (row) => row[by] ?? '')) {
    let previous: number | null = null;
    const periods = [...groupBy(ofName, (row) => row.report_period ?? '')].sort(([a], [b]) => compareReportPeriods(a, b));
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

export function presentLearningBehaviour(rows: LearningBehaviour[], type: LearningBehaviourType): LearningBehaviourRecord[] {
  // The summary is read off the 'By Behaviour' rows by the contract's one rule, as the PWA's box does.
  if (type === 'LEARNING_BEHAVIOUR_ANNUAL') return learningBehaviourSummaryRecords(averagedByPeriod(rows, 'learning_behaviour'));
  return averagedByPeriod(rows, type === 'LEARNING_BY_BEHAVIOUR' ? 'learning_behaviour' : 'course');
}

/** Each course and behaviour in the latest report period (the 'By Course' table). */
export function presentBehaviourByCourse(rows: LearningBehaviour[]): LearningBehaviourRecord[] {
  const latest = [...new Set(rows.map((row) => row.report_period ?? ''))].sort(compareReportPeriods).at(-1);
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

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

export function presentLearningGoal(row: LearningGoal): LearningGoalRecord {
  return { goal_list: stringList(row.goal_list), reflection_list: stringList(row.reflection_list) };
}

export function presentHomeroomComment(row: HomeroomComment): HomeroomCommentRecord {
  return { comment: row.comment ?? '', home_class: row.home_class ?? null, home_teacher: row.home_teacher ?? null };
}

/** HH:MM of a CMS time (`HH:mm:ss.SSS`): 08:50:00.000 -> 08:50. */
export const hoursAndMinutes = (time: string | null | undefined) => (time ? time.slice(0, 5) : null);

function periodFields(row: MyDayPeriod | TeacherDayPeriod) {
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

export function presentMyDayPeriod(row: MyDayPeriod): MyDayTimetableRecord {
  return { mydaytimetablesUid: row.documentId, ...periodFields(row), teacher: row.teacher ?? null };
}

export function presentTeacherDayPeriod(row: TeacherDayPeriod): TeacherDayTimetableRecord {
  return { teacherdayUid: row.documentId, ...periodFields(row) };
}

/** How many upcoming tasks the 'My day' panel lists. */
const UPCOMING_TASKS_SHOWN = 20;

/** The upcoming tasks, one row per task (the CMS keeps a row per learning resource), soonest first as read. */
export function presentUpcomingTasks(tasks: readonly MyDayCourseTask[]): UpcomingTaskRecord[] {
  const seen = new Map<string, UpcomingTaskRecord>();
  for (const task of tasks) {
    // Read from today on: every task has its due date.
    if (!task.DUE_DATE) continue;
    const key = `${task.course_id}|${task.TASK}|${task.DUE_DATE}`;
    if (seen.has(key)) continue;
    seen.set(key, {
      TASK: task.TASK,
      course_id: task.course_id,
      WEIGHTING: numberOf(task.WEIGHTING),
      MARK_OUT_OF: task.MARK_OUT_OF ?? null,
      SET_DATE: task.SET_DATE ?? null,
      DUE_DATE: task.DUE_DATE,
    });
  }
  return [...seen.values()].slice(0, UPCOMING_TASKS_SHOWN);
}
