import Router from '@koa/router';
import type { Context } from 'koa';
import { courseQuery, courseTasksQuery, schoolYearOf } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { noteStale, type CachedRead } from '../../read-cache/read-cache.ts';
import { presentClassroom, presentCourseTask, presentCourseUnit } from '../../presenters/place.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const course = { query: courseQuery };
const tasks = { query: courseTasksQuery };

/** A list of a course as a model reads it (models/courses.ts), answered presented with its truncation. */
function answerList<T, R>(ctx: Context, read: CachedRead<{ data: T[]; truncated: boolean }>, present: (record: T) => R) {
  const found = noteStale(ctx, read);
  markTruncated(ctx, found.truncated);
  ctx.body = found.data.map(present);
}

/**
 * Reader spec 7: what a course's place shows: its units (`course-units/`), a year's
 * assessment tasks (`course-tasks/`, one row per learning resource; the screen merges them)
 * and its classrooms (`course-classrooms/`). A course is asked for by its place's course id
 * (place_id), and only through a place of the person's campus that they may read: any other
 * id answers 404.
 */
export function courseRoutes({ models, now, config }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/course-units', validate(course), async (ctx) => {
    answerList(ctx, await models.courses.unitsOf(ctx.state.user, inputOf(ctx, course).query.course_id), presentCourseUnit);
  });

  router.get('/course-classrooms', validate(course), async (ctx) => {
    answerList(ctx, await models.courses.classroomsOf(ctx.state.user, inputOf(ctx, course).query.course_id), presentClassroom);
  });

  router.get('/course-tasks', validate(tasks), async (ctx) => {
    const { course_id: courseId, selected_year: year = schoolYearOf(now(), config.timeZones[ctx.state.campus]) } = inputOf(ctx, tasks).query;
    answerList(ctx, await models.courses.tasksOf(ctx.state.user, courseId, year), presentCourseTask);
  });

  return router;
}
