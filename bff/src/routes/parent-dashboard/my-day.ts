import Router from '@koa/router';
import { myDayQuery, upcomingTasksInput, schoolDayOf } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentMyDayPeriod, presentTeacherDayPeriod, presentUpcomingTasks } from '../../presenters/student-records.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const day = { query: myDayQuery };
const upcoming = { body: upcomingTasksInput };

/**
 * Spec 2.6's 'My day' panel: the timetable of a day of a student (one the person may see) or of
 * the asking teacher, and the tasks coming up in their classes (models/my-day.ts).
 */
export function myDayRoutes({ now, config, models }: RouteDeps) {
  const router = new Router<SignedInState>();
  const today = (state: SignedInState) => schoolDayOf(now(), config.timeZones[state.campus]);

  router.get('/my-day-timetables', validate(day), async (ctx) => {
    const { username, day_date } = inputOf(ctx, day).query;
    ctx.body = (await models.myDay.studentDay(ctx.state.user, username, day_date, today(ctx.state))).map(presentMyDayPeriod);
  });

  router.get('/teacher-day-timetable', validate(day), async (ctx) => {
    const { username, day_date } = inputOf(ctx, day).query;
    ctx.body = (await models.myDay.teacherDay(ctx.state.user, username, day_date, today(ctx.state))).map(presentTeacherDayPeriod);
  });

  // POST as the spec has it; it reads only. The classes come from the person's timetable.
  router.post('/upcoming-tasks', validate(upcoming), async (ctx) => {
    const { username } = inputOf(ctx, upcoming).body;
    ctx.body = presentUpcomingTasks(await models.myDay.upcomingTasks(ctx.state.user, username, today(ctx.state)));
  });

  return router;
}
