import Router from '@koa/router';
import { optionalStudentQuery, schoolYearOf } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentFinancialInfo, presentYearInfo } from '../../presenters/student-info.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const query = { query: optionalStudentQuery };

/**
 * Reader 2.1 Financial info, Year info and New students: the records of the students the
 * person may see (models/student-info.ts, policies/student.ts), this year's, newest year first.
 */
export function studentInfoRoutes({ now, config, models }: RouteDeps) {
  const router = new Router<SignedInState>();
  const thisYear = (state: SignedInState) => schoolYearOf(now(), config.timeZones[state.campus]);

  router.get('/financial-info', validate(query), async (ctx) => {
    const records = await models.studentInfo.financialInfos(ctx.state.user, inputOf(ctx, query).query.username);
    ctx.body = records.map(({ record, student }) => presentFinancialInfo(record, student));
  });

  router.get('/year-info', validate(query), async (ctx) => {
    const records = await models.studentInfo.yearInfos(ctx.state.user, inputOf(ctx, query).query.username, thisYear(ctx.state));
    ctx.body = records.map(({ record, student }) => presentYearInfo(record, student));
  });

  router.get('/new-students', validate(query), async (ctx) => {
    const records = await models.studentInfo.yearInfos(ctx.state.user, inputOf(ctx, query).query.username, thisYear(ctx.state), { newOnly: true });
    ctx.body = records.map(({ record, student }) => presentYearInfo(record, student)).sort((a, b) => (a.form_run ?? 0) - (b.form_run ?? 0) || a.student.localeCompare(b.student));
  });

  return router;
}
