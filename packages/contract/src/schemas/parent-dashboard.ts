import { z } from 'zod';
import { usernameParam } from './user.ts';
import { SEMESTERS, TRENDING } from '../rules/parent-dashboard.ts';

/**
 * The calls of the parent, student and faculty dashboard (reader spec 2.6 and 7), in the spec's
 * field names. Every per-student call names the student by `username`; the BFF answers 404 for
 * a student the person may not see (a carer's other children, another student, another campus).
 */

export const PARENT_DASHBOARD_MESSAGES = {
  unknownType: 'Choose LEARNING_BEHAVIOUR_ANNUAL, LEARNING_BY_BEHAVIOUR or LEARNING_BY_COURSE.',
  unknownSemester: 'Choose Semester 1 or Semester 2.',
  badYear: 'Choose a year between 2000 and 2100.',
  badCourse: 'Not a valid course id.',
  badFilename: 'Not a valid report file name.',
  badDay: 'Give the day as YYYY-MM-DD.',
} as const;

/** The group whose students a carer's student select lists (spec 2.6). */
export const SENIOR_SCHOOL_STUDENTS = 'Senior School Students';

// ---- students and carerstudents

export const studentRecord = z.strictObject({
  studentUid: z.string(),
  username: z.string(),
  /** The display name. */
  student: z.string(),
  /** The year group. */
  form_run: z.number().int().nullable(),
  homeroom_teacher: z.string().nullable(),
  homeroom_teacher_email: z.string().nullable(),
  head_of_year: z.string().nullable(),
  head_of_year_email: z.string().nullable(),
  /** The student's portal person (student notes name them by it), null before the school system links one. */
  userUid: z.string().nullable(),
});
export type StudentRecord = z.infer<typeof studentRecord>;

/** `students`: the years present (for the faculty's year select) and the students, by name. */
export const studentListData = z.strictObject({
  year_list: z.array(z.number().int()),
  students: z.array(studentRecord),
});
export type StudentListData = z.infer<typeof studentListData>;

/** Students and affiliates send their own username; faculty send none and get their campus's students. */
export const studentsQuery = z.strictObject({ auth_username: usernameParam.optional() });
export type StudentsQuery = z.infer<typeof studentsQuery>;

export const carerStudentRecord = z.strictObject({
  firstname: z.string().nullable(),
  surname: z.string().nullable(),
  username: z.string(),
  userUid: z.string().nullable(),
  /** An identity token attribute the portal does not keep: always null here. */
  orgunit: z.string().nullable(),
  STUDENT_NUMBER: z.string(),
});
export type CarerStudentRecord = z.infer<typeof carerStudentRecord>;

export const carerStudentsQuery = z.strictObject({
  auth_username: usernameParam,
  student_group: z.string().trim().min(1).max(100),
});
export type CarerStudentsQuery = z.infer<typeof carerStudentsQuery>;

// ---- per-student reads

export const studentQuery = z.strictObject({ username: usernameParam });
export type StudentQuery = z.infer<typeof studentQuery>;

const courseIdSchema = z.string().regex(/^[A-Za-z0-9 _.-]{1,40}$/, PARENT_DASHBOARD_MESSAGES.badCourse);

export const plotCourseRecord = z.strictObject({
  /** What `plottask/` asks for (its `courseId`). */
  courseId: z.string(),
  course: z.string(),
  minimum: z.number(),
  q1: z.number(),
  median: z.number(),
  q3: z.number(),
  maximum: z.number(),
  result: z.number().nullable(),
});
export type PlotCourseRecord = z.infer<typeof plotCourseRecord>;

export const plotTaskRecord = z.strictObject({
  task: z.string(),
  course: z.string(),
  minimum: z.number(),
  q1: z.number(),
  mean: z.number(),
  q3: z.number(),
  maximum: z.number(),
  result: z.number().nullable(),
});
export type PlotTaskRecord = z.infer<typeof plotTaskRecord>;

export const plotTaskQuery = z.strictObject({ username: usernameParam, courseId: courseIdSchema });
export type PlotTaskQuery = z.infer<typeof plotTaskQuery>;

/** A report whose FILE_PATH is this word is fetched from its own link (FILE_ID), not by form post. */
export const CUSTOM_REPORT_PATH = 'custom';

export const academicReportRecord = z.strictObject({
  FILENAME: z.string(),
  FILE_PATH: z.string().nullable(),
  FILE_ID: z.string().nullable(),
  LAST_UPDATED: z.string().nullable(),
});
export type AcademicReportRecord = z.infer<typeof academicReportRecord>;

/** `student-academic-reports/download` (POST, a form or JSON): the standard report as a PDF. */
export const academicReportDownloadInput = z.strictObject({
  username: usernameParam,
  filename: z.string().regex(/^[^/\\]{1,200}\.pdf$/i, PARENT_DASHBOARD_MESSAGES.badFilename),
});
export type AcademicReportDownloadInput = z.infer<typeof academicReportDownloadInput>;

export const LEARNING_BEHAVIOUR_TYPES = ['LEARNING_BEHAVIOUR_ANNUAL', 'LEARNING_BY_BEHAVIOUR', 'LEARNING_BY_COURSE'] as const;
export type LearningBehaviourType = (typeof LEARNING_BEHAVIOUR_TYPES)[number];

export const learningBehaviourQuery = z.strictObject({
  username: usernameParam,
  type: z.enum(LEARNING_BEHAVIOUR_TYPES, PARENT_DASHBOARD_MESSAGES.unknownType),
});
export type LearningBehaviourQuery = z.infer<typeof learningBehaviourQuery>;

/**
 * One rating: LEARNING_BEHAVIOUR_ANNUAL answers one per behaviour (course null, this year's
 * average in this_year); LEARNING_BY_BEHAVIOUR one per behaviour and report period (averaged over
 * courses); LEARNING_BY_COURSE one per course and report period (averaged over behaviours);
 * `learning-behaviour-by-course/` one per course and behaviour for the latest report period.
 */
export const learningBehaviourRecord = z.strictObject({
  report_period: z.string().nullable(),
  learning_behaviour: z.string().nullable(),
  course: z.string().nullable(),
  perc: z.number().nullable(),
  this_year: z.number().nullable(),
  trending: z.enum(TRENDING).nullable(),
});
export type LearningBehaviourRecord = z.infer<typeof learningBehaviourRecord>;

export const semesterSchema = z.enum(SEMESTERS, PARENT_DASHBOARD_MESSAGES.unknownSemester);

export const semesterQuery = z.strictObject({
  username: usernameParam,
  semester: semesterSchema,
  selected_year: z.coerce.number(PARENT_DASHBOARD_MESSAGES.badYear).int(PARENT_DASHBOARD_MESSAGES.badYear).min(2000, PARENT_DASHBOARD_MESSAGES.badYear).max(2100, PARENT_DASHBOARD_MESSAGES.badYear),
});
export type SemesterQuery = z.infer<typeof semesterQuery>;

export const learningGoalRecord = z.strictObject({
  goal_list: z.array(z.string()),
  reflection_list: z.array(z.string()),
});
export type LearningGoalRecord = z.infer<typeof learningGoalRecord>;

export const homeroomCommentRecord = z.strictObject({
  comment: z.string(),
  home_class: z.string().nullable(),
  home_teacher: z.string().nullable(),
});
export type HomeroomCommentRecord = z.infer<typeof homeroomCommentRecord>;

/** `absences/absence-summary/`: green the verified absences this year, red the unverified, percentage the attendance rate. */
export const absenceSummaryRecord = z.strictObject({
  green: z.number().int(),
  red: z.number().int(),
  percentage: z.number(),
});
export type AbsenceSummaryRecord = z.infer<typeof absenceSummaryRecord>;

/** `absences/percentage/`: the attendance rate this year, keyed by STUDENT_NUMBER. */
export const absencePercentageRecord = z.strictObject({
  STUDENT_NUMBER: z.string(),
  percentage: z.number(),
});
export type AbsencePercentageRecord = z.infer<typeof absencePercentageRecord>;

// ---- My day

const dayDate = z.iso.date(PARENT_DASHBOARD_MESSAGES.badDay);

/** The day asked for, or by default the first school day from today that has periods. */
export const myDayQuery = z.strictObject({ username: usernameParam, day_date: dayDate.optional() });
export type MyDayQuery = z.infer<typeof myDayQuery>;

const periodFields = {
  username: z.string(),
  day_date: z.string(),
  period: z.string().nullable(),
  /** HH:mm */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  course: z.string().nullable(),
  class_name: z.string().nullable(),
  room: z.string().nullable(),
};

export const myDayTimetableRecord = z.strictObject({ mydaytimetablesUid: z.string(), ...periodFields, teacher: z.string().nullable() });
export type MyDayTimetableRecord = z.infer<typeof myDayTimetableRecord>;

export const teacherDayTimetableRecord = z.strictObject({ teacherdayUid: z.string(), ...periodFields });
export type TeacherDayTimetableRecord = z.infer<typeof teacherDayTimetableRecord>;

/** `upcoming-tasks/` (POST): the person's own username, or a student's they may see. */
export const upcomingTasksInput = z.strictObject({ username: usernameParam });
export type UpcomingTasksInput = z.infer<typeof upcomingTasksInput>;

/** A task due from today in one of the person's classes (its resources merged into one row). */
export const upcomingTaskRecord = z.strictObject({
  TASK: z.string(),
  course_id: z.number().int().nullable(),
  WEIGHTING: z.number().nullable(),
  MARK_OUT_OF: z.number().nullable(),
  SET_DATE: z.string().nullable(),
  DUE_DATE: z.string(),
});
export type UpcomingTaskRecord = z.infer<typeof upcomingTaskRecord>;
