import Router from '@koa/router';
import { z } from 'zod';
import { STUDENT_GOAL_MESSAGES, STUDENT_GOALS_CSV_NAME, studentGoalWriteInput, studentGoalsQuery, uidSchema } from '@portal/contract';
import { badRequest, notFound } from '../../errors.ts';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentStudentGoal, studentGoalsCsv } from '../../presenters/student-goal.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { hostCampusOf } from '../../middleware/allowed-hosts.ts';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { MAX_STUDENTS_PER_LINK, studentGoalsCsvLink } from './csv-link.ts';

const list = { query: studentGoalsQuery };
const create = { body: studentGoalWriteInput };
const update = { params: z.object({ id: uidSchema }), body: studentGoalWriteInput };
const csvLink = { query: studentGoalsCsvLink.query };

/**
 * Reader 2.1/2.9 Student goals: list, save (a new goal, or a change to one) and download as
 * PLC_Student_Goals_CSV.csv through a short-lived signed link (`pre_signed_URL`). Every call is
 * about students the person may see (policies/student.ts); anyone else's answers 404.
 */
export function studentGoalsRoutes({ config, now, limits, models }: RouteDeps) {
  const router = new Router<SignedInState>();
  const links = signedLinks(config.calendarFeedSecret, now);

  router.get('/student-goals', validate(list), async (ctx) => {
    const { username, selected_year, semester, is_csv_export, is_download } = inputOf(ctx, list).query;
    const students = await models.students.about(ctx.state.user, username);
    if (is_csv_export || is_download) {
      // Nothing of theirs to export answers as a student who does not exist.
      if (students.length === 0) throw notFound();
      if (students.length > MAX_STUDENTS_PER_LINK) throw badRequest(STUDENT_GOAL_MESSAGES.student);
      const names = { students: students.map((student) => student.documentId), selected_year, semester };
      ctx.body = { pre_signed_URL: links.make(studentGoalsCsvLink, config.portalUrls[ctx.state.campus], ctx.state.campus, names) };
      return;
    }
    ctx.body = (await models.studentGoals.readableBy(ctx.state.user, students, { selected_year, semester })).map(presentStudentGoal);
  });

  router.post('/student-goals', limits.writesPerPerson(), validate(create), async (ctx) => {
    const data = inputOf(ctx, create).body.data;
    const student = await models.students.findVisible(ctx.state.user, { username: data.username });
    const goal = await models.studentGoals.create(ctx.state.user, student, data);
    ctx.status = 201;
    ctx.body = presentStudentGoal(goal);
  });

  router.put('/student-goals/:id', limits.writesPerPerson(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const student = await models.students.findVisible(ctx.state.user, { username: body.data.username });
    const goal = await models.studentGoals.findChangeable(ctx.state.user, params.id, student);
    ctx.body = presentStudentGoal(await models.studentGoals.update(ctx.state.user, goal, body.data));
  });

  return router;
}

/** The signed CSV link: no token (a browser download), the link is the permission. */
export function studentGoalsCsvRoutes({ config, now, limits, models }: RouteDeps) {
  const router = new Router();
  const links = signedLinks(config.calendarFeedSecret, now);
  router.get(studentGoalsCsvLink.path, limits.publicPerIp('student-goals-csv'), validate(csvLink), async (ctx) => {
    const link = links.verify(studentGoalsCsvLink, inputOf(ctx, csvLink).query, hostCampusOf(ctx));
    const students = await models.students.namedInLink(link.campus, link.students);
    const goals = await models.studentGoals.namedInLink(students, { selected_year: link.selected_year, semester: link.semester });
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(STUDENT_GOALS_CSV_NAME);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = studentGoalsCsv(goals.map(presentStudentGoal));
  });
  return router;
}
