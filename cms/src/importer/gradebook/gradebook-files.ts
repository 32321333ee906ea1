import type { CsvFile } from '../csv-files';
import { bindingColumns } from '../oneroster/binding';

/** The OneRoster files of a gradebook, in the order their references go (a line item names its category...). */
const GRADEBOOK_PACKAGE_FILES = ['academicSessions', 'categories', 'courses', 'classes', 'enrollments', 'lineItems', 'results'] as const;

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
 * The OneRoster gradebook files of a school's year: the school year and its Term 1 as
 * academic sessions, one category of tasks (the binding requires a line item's), a course
 * with one class per course, its enrollments, its tasks as line items and their results.
 * sourcedIds start with `prefix` so that two schools never clash.
 */
export const gradebookFiles = ({ prefix, org, year, courses }: { prefix: string; org: string; year: number; courses: readonly GradebookCourse[] }): Record<string, CsvFile> => {
  const schoolYear = `${prefix}-sy-${year}`;
  const term = `${prefix}-term1-${year}`;
  const category = `${prefix}-tasks`;
  const termStart = `${year}-01-27`;
  const termEnd = `${year}-04-10`;
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
      lineItems.push({
        sourcedId: lineItem,
        title: task.title,
        assignDate: termStart,
        dueDate: termEnd,
        classSourcedId: classId,
        categorySourcedId: category,
        academicSessionSourcedId: term,
        resultValueMin: 0,
        resultValueMax: task.outOf,
        schoolSourcedId: org,
      });
      for (const student of course.students) {
        const score = course.score(student, index);
        if (score !== null) results.push({ sourcedId: `${lineItem}-${student}`, lineItemSourcedId: lineItem, studentSourcedId: student, scoreStatus: 'fully graded', score, scoreDate: termEnd });
      }
    }
  }
  return {
    academicSessions: {
      columns: bindingColumns('academicSessions'),
      rows: [
        { sourcedId: schoolYear, title: `${year} school year`, type: 'schoolYear', startDate: termStart, endDate: `${year}-12-18`, schoolYear: year },
        { sourcedId: term, title: `Term 1 ${year}`, type: 'term', startDate: termStart, endDate: termEnd, parentSourcedId: schoolYear, schoolYear: year },
      ],
    },
    categories: { columns: bindingColumns('categories'), rows: [{ sourcedId: category, title: 'Assessment tasks' }] },
    courses: {
      columns: bindingColumns('courses'),
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
      columns: bindingColumns('classes'),
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
    enrollments: { columns: bindingColumns('enrollments'), rows: enrollments },
    lineItems: { columns: bindingColumns('lineItems'), rows: lineItems },
    results: { columns: bindingColumns('results'), rows: results },
  };
};

/** The manifest modes of the gradebook files. */
export const gradebookModes = (mode: 'bulk' | 'delta') =>
  Object.fromEntries(GRADEBOOK_PACKAGE_FILES.map((name) => [name, mode])) as Record<(typeof GRADEBOOK_PACKAGE_FILES)[number], 'bulk' | 'delta'>;
