import Router from '@koa/router';
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { academicReportDownloadInput, CUSTOM_REPORT_PATH, plotTaskQuery, studentQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { notFound } from '../../errors.ts';
import { findVisibleStudent, type CmsStudent } from '../../policies/student.ts';
import {
  presentAcademicReport,
  presentPlotCourse,
  presentPlotTask,
  type CmsAcademicReport,
  type CmsPlotCourse,
  type CmsPlotTask,
} from '../../presenters/student-records.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const ofStudent = { query: studentQuery };
const ofTask = { query: plotTaskQuery };
const download = { body: academicReportDownloadInput };

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
};

/**
 * The standard report as the school system would issue it. The demo school has no report
 * store, so the file is drawn from the record; a school's connector would stream its file here.
 */
function reportPdf(student: CmsStudent, report: CmsAcademicReport): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: report.FILENAME } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.font('bold').fontSize(20).text('Academic report');
  doc.moveDown();
  doc.font('regular').fontSize(12);
  doc.text(`Student: ${student.student ?? student.username}`);
  if (student.form_run !== null) doc.text(`Year: ${student.form_run}`);
  doc.text(`Report: ${report.FILENAME}`);
  if (report.LAST_UPDATED) doc.text(`Issued: ${report.LAST_UPDATED.slice(0, 10)}`);
  doc.end();
  return doc;
}

/** Spec 2.6: the box plot of course and task results, and the academic reports. */
export function studentResultRoutes({ cms, now }: RouteDeps) {
  const router = new Router<SignedInState>();
  const thisYear = () => now().getFullYear();

  router.get('/plotcourse', validate(ofStudent), async (ctx) => {
    const student = await findVisibleStudent(cms, ctx.state.user, { username: inputOf(ctx, ofStudent).query.username });
    const rows = await cms.findAll<CmsPlotCourse>('plot-course-results', {
      filters: { student: { documentId: { $eq: student.documentId } }, academic_year: { $eq: thisYear() } },
      sort: ['course:asc'],
    });
    ctx.body = rows.data.map(presentPlotCourse);
  });

  router.get('/plottask', validate(ofTask), async (ctx) => {
    const { username, courseId } = inputOf(ctx, ofTask).query;
    const student = await findVisibleStudent(cms, ctx.state.user, { username });
    const rows = await cms.findAll<CmsPlotTask>('plot-task-results', {
      filters: { student: { documentId: { $eq: student.documentId } }, academic_year: { $eq: thisYear() }, course_id: { $eq: courseId } },
      sort: ['task:asc'],
    });
    ctx.body = rows.data.map(presentPlotTask);
  });

  router.get('/student-academic-reports', validate(ofStudent), async (ctx) => {
    const student = await findVisibleStudent(cms, ctx.state.user, { username: inputOf(ctx, ofStudent).query.username });
    const rows = await cms.findAll<CmsAcademicReport>('academic-reports', {
      filters: { student: { documentId: { $eq: student.documentId } } },
      sort: ['LAST_UPDATED:desc'],
    });
    ctx.body = rows.data.map(presentAcademicReport);
  });

  // Spec 2.6: a standard report is asked for by posting its file name, and comes back as a PDF.
  router.post('/student-academic-reports/download', validate(download), async (ctx) => {
    const { username, filename } = inputOf(ctx, download).body;
    const student = await findVisibleStudent(cms, ctx.state.user, { username });
    const found = await cms.find<CmsAcademicReport>('academic-reports', {
      filters: { student: { documentId: { $eq: student.documentId } }, FILENAME: { $eq: filename } },
      pagination: { pageSize: 1 },
    });
    const report = found.data[0];
    // A custom report lives at its own link, which the PWA opens itself.
    if (!report || report.FILE_PATH === CUSTOM_REPORT_PATH) throw notFound();
    ctx.attachment(report.FILENAME);
    ctx.type = 'application/pdf';
    ctx.body = reportPdf(student, report);
  });

  return router;
}
