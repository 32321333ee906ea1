import Router from '@koa/router';
import { carerStudentsQuery, studentsQuery, type StudentListData } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { notFound } from '../../errors.ts';
import { linkedStudents, STUDENT_POPULATE, type CmsStudent } from '../../policies/student.ts';
import { presentCarerStudent, presentStudent } from '../../presenters/student-records.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const list = { query: studentsQuery };
const carers = { query: carerStudentsQuery };

const byName = (a: CmsStudent, b: CmsStudent) => (a.student ?? a.username).localeCompare(b.student ?? b.username);

/** Spec 2.6: whom the dashboard's student selection offers. */
export function studentRoutes({ cms }: RouteDeps) {
  const router = new Router<SignedInState>();

  // Faculty: every student of their campus; a carer: their linked children; a student: themself.
  router.get('/students', validate(list), async (ctx) => {
    const { auth_username } = inputOf(ctx, list).query;
    const { user } = ctx.state;
    // Another person's username never widens or changes the answer: it is refused as unknown.
    if (auth_username !== undefined && auth_username !== user.username) throw notFound();
    let students: CmsStudent[];
    if (user.type === 'faculty') {
      const found = await cms.findAll<CmsStudent>('students', { filters: { campus: { $eq: user.campus } }, populate: STUDENT_POPULATE, sort: ['student:asc'] });
      markTruncated(ctx, found.truncated);
      students = found.data;
    } else if (user.type === 'student') {
      const found = await cms.find<CmsStudent>('students', {
        filters: { portal_user: { documentId: { $eq: user.documentId } }, campus: { $eq: user.campus } },
        populate: STUDENT_POPULATE,
        pagination: { pageSize: 1 },
      });
      students = found.data;
    } else {
      students = await linkedStudents(cms, user);
    }
    const sorted = [...students].sort(byName);
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
    const students = await linkedStudents(cms, user);
    ctx.body = students
      .filter((student) => (student.portal_user?.groups ?? []).some((group) => group.groupname === student_group))
      .sort(byName)
      .map(presentCarerStudent);
  });

  return router;
}
