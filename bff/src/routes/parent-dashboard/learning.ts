import Router from '@koa/router';
import { learningBehaviourQuery, semesterQuery, studentQuery, schoolYearOf } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';

import {
  presentBehaviourByCourse,
  presentHomeroomComment,
  presentLearningBehaviour,
  presentLearningGoal,
  type CmsHomeroomComment,
  type CmsLearningBehaviour,
  type CmsLearningGoal,
} from '../../presenters/student-records.ts';
import type { CmsClient } from '../../cms/cms-client.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const behaviour = { query: learningBehaviourQuery };
const ofStudent = { query: studentQuery };
const ofSemester = { query: semesterQuery };

async function behaviourRows(cms: CmsClient, studentId: string, year: number): Promise<CmsLearningBehaviour[]> {
  const rows = await cms.findAll<CmsLearningBehaviour>('learning-behaviours', {
    filters: { student: { documentId: { $eq: studentId } }, academic_year: { $eq: year } },
    sort: ['report_period:asc', 'learning_behaviour:asc', 'course:asc'],
  });
  return rows.data;
}

/** Spec 2.6: learning behaviours (summary and detail), goals and homeroom comments of a student. */
export function learningRoutes({ cms, now, config, models }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/student-learning-behaviour', validate(behaviour), async (ctx) => {
    const { username, type } = inputOf(ctx, behaviour).query;
    const student = await models.students.findVisible(ctx.state.user, { username });
    ctx.body = presentLearningBehaviour(await behaviourRows(cms, student.documentId, schoolYearOf(now(), config.timeZones[ctx.state.campus])), type);
  });

  router.get('/learning-behaviour-by-course', validate(ofStudent), async (ctx) => {
    const student = await models.students.findVisible(ctx.state.user, { username: inputOf(ctx, ofStudent).query.username });
    ctx.body = presentBehaviourByCourse(await behaviourRows(cms, student.documentId, schoolYearOf(now(), config.timeZones[ctx.state.campus])));
  });

  router.get('/student-learning-goals', validate(ofSemester), async (ctx) => {
    const { username, semester, selected_year } = inputOf(ctx, ofSemester).query;
    const student = await models.students.findVisible(ctx.state.user, { username });
    const rows = await cms.findAll<CmsLearningGoal>('learning-goals', {
      filters: { student: { documentId: { $eq: student.documentId } }, academic_year: { $eq: selected_year }, semester: { $eq: semester } },
      sort: ['createdAt:asc'],
    });
    ctx.body = rows.data.map(presentLearningGoal);
  });

  router.get('/homeroom-comments', validate(ofSemester), async (ctx) => {
    const { username, semester, selected_year } = inputOf(ctx, ofSemester).query;
    const student = await models.students.findVisible(ctx.state.user, { username });
    const rows = await cms.findAll<CmsHomeroomComment>('homeroom-comments', {
      filters: { student: { documentId: { $eq: student.documentId } }, academic_year: { $eq: selected_year }, semester: { $eq: semester } },
      sort: ['createdAt:asc'],
    });
    ctx.body = rows.data.map(presentHomeroomComment);
  });

  return router;
}
