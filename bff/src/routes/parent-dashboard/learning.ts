import Router from '@koa/router';
import { learningBehaviourQuery, semesterQuery, studentQuery, schoolYearOf } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentBehaviourByCourse, presentHomeroomComment, presentLearningBehaviour, presentLearningGoal } from '../../presenters/student-records.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const behaviour = { query: learningBehaviourQuery };
const ofStudent = { query: studentQuery };
const ofSemester = { query: semesterQuery };

/** Spec 2.6: learning behaviours (summary and detail), goals and homeroom comments of a student. */
export function learningRoutes({ now, config, models }: RouteDeps) {
  const router = new Router<SignedInState>();
  const thisYear = (state: SignedInState) => schoolYearOf(now(), config.timeZones[state.campus]);

  router.get('/student-learning-behaviour', validate(behaviour), async (ctx) => {
    const { username, type } = inputOf(ctx, behaviour).query;
    ctx.body = presentLearningBehaviour(await models.studentRecords.learningBehaviours(ctx.state.user, username, thisYear(ctx.state)), type);
  });

  router.get('/learning-behaviour-by-course', validate(ofStudent), async (ctx) => {
    const { username } = inputOf(ctx, ofStudent).query;
    ctx.body = presentBehaviourByCourse(await models.studentRecords.learningBehaviours(ctx.state.user, username, thisYear(ctx.state)));
  });

  router.get('/student-learning-goals', validate(ofSemester), async (ctx) => {
    const { username, semester, selected_year } = inputOf(ctx, ofSemester).query;
    ctx.body = (await models.studentRecords.learningGoals(ctx.state.user, username, selected_year, semester)).map(presentLearningGoal);
  });

  router.get('/homeroom-comments', validate(ofSemester), async (ctx) => {
    const { username, semester, selected_year } = inputOf(ctx, ofSemester).query;
    ctx.body = (await models.studentRecords.homeroomComments(ctx.state.user, username, selected_year, semester)).map(presentHomeroomComment);
  });

  return router;
}
