import Router from '@koa/router';
import { academicReportDownloadInput, CUSTOM_REPORT_PATH, plotTaskQuery, studentQuery, schoolYearOf, type Campus } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { cmsUnavailable, notFound } from '../../errors.ts';

import {
  presentAcademicReport,
  presentPlotCourse,
  presentPlotTask,
  type CmsAcademicReport,
  type CmsPlotCourse,
  type CmsPlotTask,
} from '../../presenters/student-records.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { sendPdfDownload } from '../pdf-download.ts';

const ofStudent = { query: studentQuery };
const ofTask = { query: plotTaskQuery };
const download = { body: academicReportDownloadInput };

/** Spec 2.6: the box plot of course and task results, and the academic reports. */
export function studentResultRoutes({ cms, now, config, models }: RouteDeps) {
  const router = new Router<SignedInState>();
  const thisYear = (campus: Campus) => schoolYearOf(now(), config.timeZones[campus]);

  router.get('/plotcourse', validate(ofStudent), async (ctx) => {
    const student = await models.students.findVisible(ctx.state.user, { username: inputOf(ctx, ofStudent).query.username });
    const rows = await cms.findAll<CmsPlotCourse>('plot-course-results', {
      filters: { student: { documentId: { $eq: student.documentId } }, academic_year: { $eq: thisYear(ctx.state.campus) } },
      sort: ['course:asc'],
    });
    ctx.body = rows.data.map(presentPlotCourse);
  });

  router.get('/plottask', validate(ofTask), async (ctx) => {
    const { username, courseId } = inputOf(ctx, ofTask).query;
    const student = await models.students.findVisible(ctx.state.user, { username });
    const rows = await cms.findAll<CmsPlotTask>('plot-task-results', {
      filters: { student: { documentId: { $eq: student.documentId } }, academic_year: { $eq: thisYear(ctx.state.campus) }, course_id: { $eq: courseId } },
      sort: ['task:asc'],
    });
    ctx.body = rows.data.map(presentPlotTask);
  });

  router.get('/student-academic-reports', validate(ofStudent), async (ctx) => {
    const student = await models.students.findVisible(ctx.state.user, { username: inputOf(ctx, ofStudent).query.username });
    const rows = await cms.findAll<CmsAcademicReport>('academic-reports', {
      filters: { student: { documentId: { $eq: student.documentId } } },
      sort: ['LAST_UPDATED:desc'],
    });
    ctx.body = rows.data.map(presentAcademicReport);
  });

  // Spec 2.6: a standard report is asked for by posting its file name, and comes back as a PDF.
  router.post('/student-academic-reports/download', validate(download), async (ctx) => {
    const { username, filename } = inputOf(ctx, download).body;
    const student = await models.students.findVisible(ctx.state.user, { username });
    const found = await cms.find<CmsAcademicReport>('academic-reports', {
      filters: { student: { documentId: { $eq: student.documentId } }, FILENAME: { $eq: filename } },
      pagination: { pageSize: 1 },
    });
    const report = found.data[0];
    // A custom report lives at its own link, which the PWA opens itself.
    if (!report || report.FILE_PATH === CUSTOM_REPORT_PATH || !report.pdf_file) throw notFound();
    // The school's own PDF, as the import stored it in the CMS's private file store.
    const answer = await cms.privateFile(report.pdf_file);
    if (!answer.ok || !answer.body) {
      await answer.body?.cancel();
      throw answer.status === 404 ? notFound() : cmsUnavailable();
    }
    sendPdfDownload(ctx, answer, report.FILENAME);
  });

  return router;
}
