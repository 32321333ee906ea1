import { cohortSummary } from '@portal/contract';
import type { Gradebook } from './plan-gradebook';

/** A plot-course-result as reader spec section 3 shows it, for the student of a directory id. */
export interface CoursePlot {
  student: string;
  academic_year: number;
  course: string;
  course_id: string;
  minimum: number;
  q1: number;
  median: number;
  q3: number;
  maximum: number;
  result: number;
}

/** A plot-task-result: one line item (task) of a class, for the student of a directory id. */
export interface TaskPlot {
  student: string;
  academic_year: number;
  task: string;
  course: string;
  course_id: string;
  line_item_id: string;
  minimum: number;
  q1: number;
  mean: number;
  q3: number;
  maximum: number;
  result: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The plot records a gradebook gives. A task's cohort is the scored results of its class's
 * enrolled students; a student's course result is the average of their task results in the
 * course's classes of that academic year (scores as percentages of each line item's range),
 * and the course's cohort is every such course result. Rows whose class, course or enrollment
 * is gone have no effect.
 */
export const derivePlots = (gradebook: Gradebook): { courses: CoursePlot[]; tasks: TaskPlot[] } => {
  const yearOfSession = (id: string | null | undefined) => (id ? gradebook.academicSessions.get(id)?.fields.schoolYear : undefined);
  const enrolled = new Set<string>();
  for (const { fields } of gradebook.enrollments.values()) if (fields.role === 'student') enrolled.add(`${fields.classSourcedId}>${fields.userSourcedId}`);

  // Each line item's scored results of enrolled students, as percentages.
  const scoresOf = new Map<string, { student: string; percent: number }[]>();
  for (const { fields } of gradebook.results.values()) {
    const lineItem = gradebook.lineItems.get(fields.lineItemSourcedId);
    if (fields.score === null || !lineItem || !enrolled.has(`${lineItem.fields.classSourcedId}>${fields.studentSourcedId}`)) continue;
    const { resultValueMin, resultValueMax } = lineItem.fields;
    const percent = ((fields.score - resultValueMin) / (resultValueMax - resultValueMin)) * 100;
    scoresOf.set(fields.lineItemSourcedId, [...(scoresOf.get(fields.lineItemSourcedId) ?? []), { student: fields.studentSourcedId, percent }]);
  }

  const tasks: TaskPlot[] = [];
  // (course_id, year) -> student -> their task percentages in the course.
  const courseResults = new Map<string, { course: string; course_id: string; year: number; byStudent: Map<string, number[]> }>();
  for (const [lineItemId, lineItem] of gradebook.lineItems) {
    const ofClass = gradebook.classes.get(lineItem.fields.classSourcedId);
    const course = ofClass && gradebook.courses.get(ofClass.fields.courseSourcedId);
    const scores = scoresOf.get(lineItemId) ?? [];
    const summary = cohortSummary(scores.map((score) => score.percent));
    if (!ofClass || !course || !summary) continue;
    const year = ofClass.fields.termSourcedIds.map(yearOfSession).find((found) => found !== undefined) ?? yearOfSession(course.fields.schoolYearSourcedId);
    if (year === undefined) continue;
    const courseId = course.fields.courseCode ?? ofClass.fields.courseSourcedId;
    const key = `${courseId}|${year}`;
    const ofCourse = courseResults.get(key) ?? { course: course.fields.title, course_id: courseId, year, byStudent: new Map<string, number[]>() };
    courseResults.set(key, ofCourse);
    const box = { minimum: summary.minimum, q1: summary.q1, mean: summary.mean, q3: summary.q3, maximum: summary.maximum };
    for (const { student, percent } of scores) {
      tasks.push({ student, academic_year: year, task: lineItem.fields.title, course: course.fields.title, course_id: courseId, line_item_id: lineItemId, ...box, result: round1(percent) });
      ofCourse.byStudent.set(student, [...(ofCourse.byStudent.get(student) ?? []), percent]);
    }
  }

  const courses: CoursePlot[] = [];
  for (const { course, course_id, year, byStudent } of courseResults.values()) {
    const results = [...byStudent].map(([student, percents]) => ({ student, result: average(percents) }));
    const summary = cohortSummary(results.map((entry) => entry.result))!;
    const box = { minimum: summary.minimum, q1: summary.q1, median: summary.median, q3: summary.q3, maximum: summary.maximum };
    for (const { student, result } of results) courses.push({ student, academic_year: year, course, course_id, ...box, result: round1(result) });
  }
  return { courses, tasks };
};
