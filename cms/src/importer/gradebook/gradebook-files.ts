import type { CsvFile } from '../csv-files';

/** The OneRoster 1.2 headers of the gradebook files, in the order of the specification's CSV binding. */
export const GRADEBOOK_COLUMNS = {
  academicSessions: ['sourcedId', 'status', 'dateLastModified', 'title', 'type', 'startDate', 'endDate', 'parentSourcedId', 'schoolYear'],
  courses: ['sourcedId', 'status', 'dateLastModified', 'schoolYearSourcedId', 'title', 'courseCode', 'grades', 'orgSourcedId', 'subjects', 'subjectCodes'],
  classes: [
    'sourcedId', 'status', 'dateLastModified', 'title', 'grades', 'courseSourcedId', 'classCode', 'classType', 'location', 'schoolSourcedId',
    'termSourcedIds', 'subjects', 'subjectCodes', 'periods',
  ],
  enrollments: ['sourcedId', 'status', 'dateLastModified', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role', 'primary', 'beginDate', 'endDate'],
  lineItems: [
    'sourcedId', 'status', 'dateLastModified', 'title', 'description', 'assignDate', 'dueDate', 'classSourcedId', 'categorySourcedId',
    'gradingPeriodSourcedId', 'resultValueMin', 'resultValueMax',
  ],
  results: ['sourcedId', 'status', 'dateLastModified', 'lineItemSourcedId', 'studentSourcedId', 'scoreStatus', 'score', 'scoreDate', 'comment'],
} as const;

/** A course of one school year as a school system's gradebook holds it: one class, its students and its tasks. */
export interface GradebookCourse {
  /** The course code the portal shows plots by (e.g. 9ENG). */
  code: string;
  title: string;
  /** CEDS grade, e.g. 09. */
  grade: string;
  /** Directory ids (OneRoster sourcedIds) of the class's students. */
  students: readonly string[];
  teacher?: string;
  /** Each task's title and its highest score. */
  tasks: readonly { title: string; outOf: number }[];
  /** A student's score in a task (0 to its outOf), or null for none yet. */
  score: (student: string, task: number) => number | null;
}

/**
 * The six OneRoster gradebook files of a school's year: the school year and its Term 1 as
 * academic sessions, a course with one class per course, its enrollments, its tasks as line
 * items and their results. sourcedIds start with `prefix` so that two schools never clash.
 */
export const gradebookFiles = ({ prefix, org, year, courses }: { prefix: string; org: string; year: number; courses: readonly GradebookCourse[] }): Record<string, CsvFile> => {
  const schoolYear = `${prefix}-sy-${year}`;
  const term = `${prefix}-term1-${year}`;
  const enrollments: Record<string, unknown>[] = [];
  const lineItems: Record<string, unknown>[] = [];
  const results: Record<string, unknown>[] = [];
  for (const course of courses) {
    const classId = `${prefix}-class-${course.code}-${year}`;
    if (course.teacher) {
      enrollments.push({ sourcedId: `${classId}-${course.teacher}`, classSourcedId: classId, schoolSourcedId: org, userSourcedId: course.teacher, role: 'teacher', primary: 'true' });
    }
    for (const student of course.students) {
      enrollments.push({ sourcedId: `${classId}-${student}`, classSourcedId: classId, schoolSourcedId: org, userSourcedId: student, role: 'student', primary: 'false' });
    }
    for (const [index, task] of course.tasks.entries()) {
      const lineItem = `${classId}-task${index + 1}`;
      lineItems.push({ sourcedId: lineItem, title: task.title, classSourcedId: classId, resultValueMin: 0, resultValueMax: task.outOf });
      for (const student of course.students) {
        const score = course.score(student, index);
        if (score !== null) results.push({ sourcedId: `${lineItem}-${student}`, lineItemSourcedId: lineItem, studentSourcedId: student, scoreStatus: 'fully graded', score });
      }
    }
  }
  return {
    academicSessions: {
      columns: GRADEBOOK_COLUMNS.academicSessions,
      rows: [
        { sourcedId: schoolYear, title: `${year} school year`, type: 'schoolYear', startDate: `${year}-01-27`, endDate: `${year}-12-18`, schoolYear: year },
        { sourcedId: term, title: `Term 1 ${year}`, type: 'term', startDate: `${year}-01-27`, endDate: `${year}-04-10`, parentSourcedId: schoolYear, schoolYear: year },
      ],
    },
    courses: {
      columns: GRADEBOOK_COLUMNS.courses,
      rows: courses.map((course) => ({
        sourcedId: `${prefix}-course-${course.code}-${year}`,
        schoolYearSourcedId: schoolYear,
        title: course.title,
        courseCode: course.code,
        grades: [course.grade],
        orgSourcedId: org,
      })),
    },
    classes: {
      columns: GRADEBOOK_COLUMNS.classes,
      rows: courses.map((course) => ({
        sourcedId: `${prefix}-class-${course.code}-${year}`,
        title: `${course.code} ${year}`,
        grades: [course.grade],
        courseSourcedId: `${prefix}-course-${course.code}-${year}`,
        classCode: course.code,
        classType: 'scheduled',
        schoolSourcedId: org,
        termSourcedIds: [term],
      })),
    },
    enrollments: { columns: GRADEBOOK_COLUMNS.enrollments, rows: enrollments },
    lineItems: { columns: GRADEBOOK_COLUMNS.lineItems, rows: lineItems },
    results: { columns: GRADEBOOK_COLUMNS.results, rows: results },
  };
};

/** The manifest modes of the gradebook files. */
export const gradebookModes = (mode: 'bulk' | 'delta') =>
  Object.fromEntries(Object.keys(GRADEBOOK_COLUMNS).map((name) => [name, mode])) as Record<keyof typeof GRADEBOOK_COLUMNS, 'bulk' | 'delta'>;
