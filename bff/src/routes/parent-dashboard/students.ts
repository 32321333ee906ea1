import Router from '@koa/router';
import { carerStudentsQuery, studentsQuery, type StudentListData } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import type { Student } from '../../models/students.ts';
import { presentCarerStudent, presentStudent } from '../../presenters/student-records.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const list = { query: studentsQuery };
const carers = { query: carerStudentsQuery };

const byName = (a: Student, b: Student) => (a.student ?? a.username).localeCompare(b.student ?? b.username);

/**
 * Spec 2.6: whom the dashboard's student selection offers (policies/student.ts: staff their
 * campus, a carer their children, a student themself). A call naming another person
 * (`auth_username`) is refused as unknown (policies/student-selection.ts).
 */
export function studentRoutes({ models }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/students', validate(list), async (ctx) => {
    const { auth_username } = inputOf(ctx, list).query;
    const visible = await models.students.selectionOf(ctx.state.user, auth_username);
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
    const students = await models.students.linksOf(ctx.state.user, auth_username);
    ctx.body = students
      .filter((student) => (student.portal_user?.groups ?? []).some((group) => group.groupname === student_group))
      .sort(byName)
      .map(presentCarerStudent);
  });

  return router;
}
