import Router from '@koa/router';
import { carerStudentsQuery, studentsQuery, type StudentListData } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { notFound } from '../../errors.ts';
import type { Student } from '../../models/students.ts';
import { presentCarerStudent, presentStudent } from '../../presenters/student-records.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const list = { query: studentsQuery };
const carers = { query: carerStudentsQuery };

const byName = (a: Student, b: Student) => (a.student ?? a.username).localeCompare(b.student ?? b.username);

/** Spec 2.6: whom the dashboard's student selection offers. */
export function studentRoutes({ models }: RouteDeps) {
  const router = new Router<SignedInState>();

  // Whom the person may see (policies/student.ts): staff their campus, a carer their children, a student themself.
  router.get('/students', validate(list), async (ctx) => {
    const { auth_username } = inputOf(ctx, list).query;
    const { user } = ctx.state;
    // Another person's username never widens or changes the answer: it is refused as unknown.
    if (auth_username !== undefined && auth_username !== user.username) throw notFound();
    const visible = await models.students.visibleTo(user);
    markTruncated(ctx, visible.truncated);
    const sorted = [...visible.data].sort(byName);
    const answer: StudentListData = {
      year_list: [...new Set(sorted.map((student) => student.form_run).filter((year): year is number => year !== null))].sort((a, b) => a - b),
      students: sorted.map(presentStudent),
    };
    ctx.body = answer;
  });

  router.get('/carerstudents', validate(carers), async (ctx) => {
    const { auth_username, student_group } = inputOf(ctx, carers).query;
    const { user } = ctx.state;
    if (auth_username !== user.username || user.type !== 'affiliate') throw notFound();
    const students = await models.students.linkedTo(user);
    ctx.body = students
      .filter((student) => (student.portal_user?.groups ?? []).some((group) => group.groupname === student_group))
      .sort(byName)
      .map(presentCarerStudent);
  });

  return router;
}
