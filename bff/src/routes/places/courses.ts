import Router from '@koa/router';
import type { Context } from 'koa';
import { courseQuery, courseTasksQuery, schoolYearOf } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { noteStale, type CachedRead } from '../../read-cache/read-cache.ts';
import type { CmsAll } from '../../cms/cms-client.ts';
import { canReadPlaceAs } from '../../policies/place.ts';
import { presentClassroom, presentCourseTask, presentCourseUnit } from '../../presenters/place.ts';
import { notFound } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { campusPlaces, namesFor } from './place-context.ts';

const course = { query: courseQuery };
const tasks = { query: courseTasksQuery };

/**
 * Reader spec 7: what a course's place shows: its units (`course-units/`), a year's
 * assessment tasks (`course-tasks/`, one row per learning resource; the screen merges them)
 * and its classrooms (`course-classrooms/`). A course is asked for by its place's course id
 * (place_id), and only through a place of the person's campus that they may read: any other
 * id answers 404.
 */
export function courseRoutes({ shared, now, config }: RouteDeps) {
  const router = new Router<SignedInState>();

  async function checkReadableCourse(ctx: Context, courseId: number) {
    const [places, names] = await Promise.all([campusPlaces(ctx, shared), namesFor(ctx, shared)]);
    if (!places.some((place) => place.place_id === courseId && canReadPlaceAs(ctx.state.user, place, names))) throw notFound();
  }

  /** A list of the course that needs nothing but its id: its units, its classrooms. */
  const courseList =
    <T, R>(read: (courseId: number) => Promise<CachedRead<CmsAll<T>>>, present: (record: T) => R) =>
    async (ctx: Context) => {
      const { course_id: courseId } = inputOf(ctx, course).query;
      await checkReadableCourse(ctx, courseId);
      const found = noteStale(ctx, await read(courseId));
      markTruncated(ctx, found.truncated);
      ctx.body = found.data.map(present);
    };

  router.get('/course-units', validate(course), courseList(shared.placeReads.courseUnits, presentCourseUnit));
  router.get('/course-classrooms', validate(course), courseList(shared.placeReads.classrooms, presentClassroom));

  router.get('/course-tasks', validate(tasks), async (ctx) => {
    const { course_id: courseId, selected_year: year = schoolYearOf(now(), config.timeZones[ctx.state.campus]) } = inputOf(ctx, tasks).query;
    await checkReadableCourse(ctx, courseId);
    const rows = noteStale(ctx, await shared.placeReads.courseTasks(courseId, year));
    markTruncated(ctx, rows.truncated);
    ctx.body = rows.data.map(presentCourseTask);
  });

  return router;
}
