import Router from '@koa/router';
import { z } from 'zod';
import { STUDENT_GOAL_MESSAGES, STUDENT_GOALS_CSV_NAME, studentGoalWriteInput, studentGoalsQuery, uidSchema, type StudentGoalFields } from '@portal/contract';
import { badRequest, notFound } from '../../errors.ts';
import { inputOf, validate } from '../../middleware/validate.ts';
import type { Student } from '../../models/students.ts';
import { presentStudentGoal, studentGoalsCsv, type CmsStudentGoal } from '../../presenters/student-goal.ts';
import type { CmsClient } from '../../cms/cms-client.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { hostCampusOf } from '../../middleware/allowed-hosts.ts';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { MAX_STUDENTS_PER_LINK, studentGoalsCsvLink } from './csv-link.ts';

const COLLECTION = 'student-goals';
const list = { query: studentGoalsQuery };
const create = { body: studentGoalWriteInput };
const update = { params: z.object({ id: uidSchema }), body: studentGoalWriteInput };
const csvLink = { query: studentGoalsCsvLink.query };

type Scope = { students: Student[]; selected_year?: number | undefined; semester?: string | undefined };

/** The goals of these students (one year and semester when asked), oldest year first, as the goals view reads them. */
async function goalsOf(cms: CmsClient, { students, selected_year, semester }: Scope) {
  if (students.length === 0) return [];
  const byId = new Map(students.map((student) => [student.documentId, student]));
  const goals = await cms.findAll<CmsStudentGoal>(COLLECTION, {
    filters: {
      student: students.length > 100 ? { campus: { $eq: students[0]?.campus } } : { documentId: { $in: [...byId.keys()] } },
      ...(selected_year === undefined ? {} : { academic_year: { $eq: selected_year } }),
      ...(semester === undefined ? {} : { semester: { $eq: semester } }),
    },
    populate: { student: { fields: ['documentId'] } },
    sort: ['academic_year:desc', 'semester:asc', 'createdAt:asc'],
  });
  return goals.data.flatMap((goal) => {
    const student = goal.student && byId.get(goal.student.documentId);
    return student ? [presentStudentGoal(goal, student)] : [];
  });
}

const fieldsOf = (data: StudentGoalFields) => ({
  academic_year: data.academic_year,
  semester: data.semester,
  goal_area: data.goal_area,
  goal: data.goal,
  strategies: data.strategies || null,
  reflection: data.reflection || null,
});

/**
 * Reader 2.1/2.9 Student goals: list, save (a new goal, or a change to one) and download as
 * PLC_Student_Goals_CSV.csv through a short-lived signed link (`pre_signed_URL`). Every call is
 * about students the person may see (policies/student.ts); anyone else's answers 404.
 */
export function studentGoalsRoutes({ cms, config, now, limits, models }: RouteDeps) {
  const router = new Router<SignedInState>();
  const links = signedLinks(config.calendarFeedSecret, now);

  router.get('/student-goals', validate(list), async (ctx) => {
    const { username, selected_year, semester, is_csv_export, is_download } = inputOf(ctx, list).query;
    const students = await models.students.about(ctx.state.user, username);
    if (is_csv_export || is_download) {
      if (students.length === 0) throw notFound();
      if (students.length > MAX_STUDENTS_PER_LINK) throw badRequest(STUDENT_GOAL_MESSAGES.student);
      const names = { students: students.map((student) => student.documentId), selected_year, semester };
      ctx.body = { pre_signed_URL: links.make(studentGoalsCsvLink, config.portalUrls[ctx.state.campus], ctx.state.campus, names) };
      return;
    }
    ctx.body = await goalsOf(cms, { students, selected_year, semester });
  });

  router.post('/student-goals', limits.writesPerPerson(), validate(create), async (ctx) => {
    const data = inputOf(ctx, create).body.data;
    const student = await models.students.findVisible(ctx.state.user, { username: data.username });
    const created = await cms.create<CmsStudentGoal>(
      COLLECTION,
      { ...fieldsOf(data), student: student.documentId, created_by_username: ctx.state.user.username },
      { populate: { student: { fields: ['documentId'] } } },
    );
    ctx.status = 201;
    ctx.body = presentStudentGoal(created, student);
  });

  router.put('/student-goals/:id', limits.writesPerPerson(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const stored = await cms.findOne<CmsStudentGoal>(COLLECTION, params.id, { populate: { student: { fields: ['documentId'] } } });
    // The goal's own student decides, and the body may not move it to another one.
    const student = await models.students.findVisible(ctx.state.user, { username: body.data.username });
    if (stored.student?.documentId !== student.documentId) throw notFound();
    const saved = await cms.update<CmsStudentGoal>(COLLECTION, stored.documentId, fieldsOf(body.data), { populate: { student: { fields: ['documentId'] } } });
    ctx.body = presentStudentGoal(saved, student);
  });

  return router;
}

/** The signed CSV link: no token (a browser download), the link is the permission. */
export function studentGoalsCsvRoutes({ cms, config, now, limits }: RouteDeps) {
  const router = new Router();
  const links = signedLinks(config.calendarFeedSecret, now);
  router.get(studentGoalsCsvLink.path, limits.publicPerIp('student-goals-csv'), validate(csvLink), async (ctx) => {
    const link = links.verify(studentGoalsCsvLink, inputOf(ctx, csvLink).query, hostCampusOf(ctx));
    const students = (await cms.findAll<Student>('students', { filters: { documentId: { $in: link.students }, campus: { $eq: link.campus } } })).data;
    const goals = await goalsOf(cms, { students, selected_year: link.selected_year, semester: link.semester });
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(STUDENT_GOALS_CSV_NAME);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = studentGoalsCsv(goals);
  });
  return router;
}
