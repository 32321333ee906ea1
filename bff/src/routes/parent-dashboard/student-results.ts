import Router from '@koa/router';
import { academicReportDownloadInput, plotTaskQuery, studentQuery, schoolYearOf } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentAcademicReport, presentPlotCourse, presentPlotTask } from '../../presenters/student-records.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { sendPdfDownload } from '../pdf-download.ts';

const ofStudent = { query: studentQuery };
const ofTask = { query: plotTaskQuery };
const download = { body: academicReportDownloadInput };

/** Spec 2.6: the box plot of course and task results, and the academic reports. */
export function studentResultRoutes({ now, config, models }: RouteDeps) {
  const router = new Router<SignedInState>();
  const thisYear = (state: SignedInState) => schoolYearOf(now(), config.timeZones[state.campus]);

  router.get('/plotcourse', validate(ofStudent), async (ctx) => {
    const { username } = inputOf(ctx, ofStudent).query;
    ctx.body = (await models.studentRecords.plotCourses(ctx.state.user, username, thisYear(ctx.state))).map(presentPlotCourse);
  });

  router.get('/plottask', validate(ofTask), async (ctx) => {
    const { username, courseId } = inputOf(ctx, ofTask).query;
    ctx.body = (await models.studentRecords.plotTasks(ctx.state.user, username, thisYear(ctx.state), courseId)).map(presentPlotTask);
  });

  router.get('/student-academic-reports', validate(ofStudent), async (ctx) => {
    const { username } = inputOf(ctx, ofStudent).query;
    ctx.body = (await models.studentRecords.academicReports(ctx.state.user, username)).map(presentAcademicReport);
  });

  // Spec 2.6: a standard report is asked for by posting its file name, and comes back as the school's own PDF.
  // A custom report lives at its own link, which the PWA opens itself (404 here).
  router.post('/student-academic-reports/download', validate(download), async (ctx) => {
    const { username, filename } = inputOf(ctx, download).body;
    const { report, pdf } = await models.studentRecords.academicReportPdf(ctx.state.user, username, filename);
    sendPdfDownload(ctx, pdf, report.FILENAME);
  });

  return router;
}
