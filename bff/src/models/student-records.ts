import { CUSTOM_REPORT_PATH, type Semester } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { cmsUnavailable, notFound } from '../errors.ts';
import type { ModelDeps } from './model-deps.ts';
import type { AcademicReport } from './records/academic-report.ts';
import type { HomeroomComment } from './records/homeroom-comment.ts';
import type { LearningBehaviour } from './records/learning-behaviour.ts';
import type { LearningGoal } from './records/learning-goal.ts';
import type { PlotCourseResult } from './records/plot-course-result.ts';
import type { PlotTaskResult } from './records/plot-task-result.ts';
import type { StudentOfReader } from './records/student.ts';
import { createStudents } from './students.ts';

export type { AcademicReport, HomeroomComment, LearningBehaviour, LearningGoal, PlotCourseResult, PlotTaskResult };

/**
 * A student's school records as the dashboard reads them (reader spec 2.6): results, reports,
 * learning behaviours, goals and homeroom comments. A record is readable when its student is
 * (policies/student.ts): each finder loads the student by username through models/students.ts,
 * which answers 404 for a student the person may not see, then reads that student's records.
 */
export function createStudentRecords({ cms }: Pick<ModelDeps, 'cms'>) {
  const students = createStudents({ cms });

  /** Every record of a collection of the student the person names, when they may see them. */
  async function ofStudent<T>(person: PortalUser, username: string, collection: string, filters: object, sort: string[]): Promise<T[]> {
    const student = await students.findVisible(person, { username });
    return (await cms.findAll<T>(collection, { filters: { student: { documentId: { $eq: student.documentId } }, ...filters }, sort })).data;
  }

  /** A standard report of the student by its file name, or 404 (none, or a custom one, which lives at its own link). */
  async function standardReport(student: StudentOfReader, filename: string): Promise<AcademicReport & { pdf_file: string }> {
    const found = await cms.find<AcademicReport>('academic-reports', {
      filters: { student: { documentId: { $eq: student.documentId } }, FILENAME: { $eq: filename } },
      pagination: { pageSize: 1 },
    });
    const report = found.data[0];
    if (!report || report.FILE_PATH === CUSTOM_REPORT_PATH || !report.pdf_file) throw notFound();
    return { ...report, pdf_file: report.pdf_file };
  }

  return {
    /** The box plot of the student's courses in a school year. */
    plotCourses: (person: PortalUser, username: string, year: number) =>
      ofStudent<PlotCourseResult>(person, username, 'plot-course-results', { academic_year: { $eq: year } }, ['course:asc']),

    /** The box plot of the tasks of one of the student's courses in a school year. */
    plotTasks: (person: PortalUser, username: string, year: number, courseId: string) =>
      ofStudent<PlotTaskResult>(person, username, 'plot-task-results', { academic_year: { $eq: year }, course_id: { $eq: courseId } }, ['task:asc']),

    /** The student's reports, newest first. */
    academicReports: (person: PortalUser, username: string) => ofStudent<AcademicReport>(person, username, 'academic-reports', {}, ['LAST_UPDATED:desc']),

    /** A standard report's PDF, as the import stored it in the CMS's private file store (unread), with its report. */
    async academicReportPdf(person: PortalUser, username: string, filename: string): Promise<{ report: AcademicReport; pdf: Response }> {
      const student = await students.findVisible(person, { username });
      const report = await standardReport(student, filename);
      const pdf = await cms.privateFile(report.pdf_file);
      if (!pdf.ok || !pdf.body) {
        await pdf.body?.cancel();
        throw pdf.status === 404 ? notFound() : cmsUnavailable();
      }
      return { report, pdf };
    },

    /** The student's learning behaviour ratings of a school year, by report period, behaviour and course. */
    learningBehaviours: (person: PortalUser, username: string, year: number) =>
      ofStudent<LearningBehaviour>(person, username, 'learning-behaviours', { academic_year: { $eq: year } }, ['report_period:asc', 'learning_behaviour:asc', 'course:asc']),

    /** The student's learning goals of a semester. */
    learningGoals: (person: PortalUser, username: string, year: number, semester: Semester) =>
      ofStudent<LearningGoal>(person, username, 'learning-goals', { academic_year: { $eq: year }, semester: { $eq: semester } }, ['createdAt:asc']),

    /** The homeroom teacher's comments on the student of a semester. */
    homeroomComments: (person: PortalUser, username: string, year: number, semester: Semester) =>
      ofStudent<HomeroomComment>(person, username, 'homeroom-comments', { academic_year: { $eq: year }, semester: { $eq: semester } }, ['createdAt:asc']),
  };
}

export type StudentRecords = ReturnType<typeof createStudentRecords>;
