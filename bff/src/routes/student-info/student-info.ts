import Router from '@koa/router';
import { optionalStudentQuery, schoolYearOf } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import type { Student } from '../../models/students.ts';
import { presentFinancialInfo, presentYearInfo, type CmsFinancialInfo, type CmsYearInfo } from '../../presenters/student-info.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const query = { query: optionalStudentQuery };

/**
 * Reader 2.1 Financial info, Year info and New students: the records of the students the
 * person may see (policies/student.ts), this year's, newest year first.
 */
export function studentInfoRoutes({ cms, now, config, models }: RouteDeps) {
  const router = new Router<SignedInState>();

  /** The records of these students in one CMS call, each paired with its student. */
  async function recordsOf<T extends { student: { documentId: string } | null }>(collection: string, students: Student[], filters: object = {}) {
    if (students.length === 0) return [];
    const byId = new Map(students.map((student) => [student.documentId, student]));
    const records = await cms.findAll<T>(collection, {
      // A whole campus (staff) by its campus rather than a list of thousands of ids.
      filters: { ...filters, student: students.length > 100 ? { campus: { $eq: students[0]?.campus } } : { documentId: { $in: [...byId.keys()] } } },
      populate: { student: { fields: ['documentId'] } },
      sort: ['academic_year:desc', 'id:asc'],
    });
    return records.data.flatMap((record) => {
      const student = record.student && byId.get(record.student.documentId);
      return student ? [{ record, student }] : [];
    });
  }

  router.get('/financial-info', validate(query), async (ctx) => {
    const students = await models.students.about(ctx.state.user, inputOf(ctx, query).query.username);
    const records = await recordsOf<CmsFinancialInfo>('financial-infos', students);
    ctx.body = records.map(({ record, student }) => presentFinancialInfo(record, student));
  });

  router.get('/year-info', validate(query), async (ctx) => {
    const students = await models.students.about(ctx.state.user, inputOf(ctx, query).query.username);
    const records = await recordsOf<CmsYearInfo>('year-infos', students, { academic_year: { $eq: schoolYearOf(now(), config.timeZones[ctx.state.campus]) } });
    ctx.body = records.map(({ record, student }) => presentYearInfo(record, student));
  });

  router.get('/new-students', validate(query), async (ctx) => {
    const students = await models.students.about(ctx.state.user, inputOf(ctx, query).query.username);
    const records = await recordsOf<CmsYearInfo>('year-infos', students, { academic_year: { $eq: schoolYearOf(now(), config.timeZones[ctx.state.campus]) }, is_new_student: { $eq: true } });
    ctx.body = records.map(({ record, student }) => presentYearInfo(record, student)).sort((a, b) => (a.form_run ?? 0) - (b.form_run ?? 0) || a.student.localeCompare(b.student));
  });

  return router;
}
