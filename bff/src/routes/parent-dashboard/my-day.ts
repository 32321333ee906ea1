import Router from '@koa/router';
import { myDayQuery, upcomingTasksInput, type UpcomingTaskRecord, schoolDayOf } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { notFound } from '../../errors.ts';

import { presentMyDayPeriod, presentTeacherDayPeriod, type CmsMyDayPeriod, type CmsTeacherDayPeriod } from '../../presenters/student-records.ts';
import type { CmsClient, CmsDocument } from '../../cms/cms-client.ts';
import type { PortalUser } from '../../auth/portal-users.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const day = { query: myDayQuery };
const upcoming = { body: upcomingTasksInput };


/** A teacher's timetable is their own: another username is refused as unknown. */
function ownTeacherTimetable(user: PortalUser, username: string): void {
  if (user.type !== 'faculty' || user.username !== username) throw notFound();
}

/**
 * The periods of one day: the day asked for, or the first day from today that has any (so the
 * panel shows Monday's on a Saturday).
 */
async function periodsOfDay<T extends CmsDocument & { day_date: string }>(
  cms: CmsClient,
  collection: string,
  username: string,
  dayDate: string | undefined,
  today: string,
): Promise<T[]> {
  let wanted = dayDate;
  if (!wanted) {
    const first = await cms.find<T>(collection, {
      filters: { username: { $eq: username }, day_date: { $gte: today } },
      sort: ['day_date:asc'],
      fields: ['day_date'],
      pagination: { pageSize: 1 },
    });
    wanted = first.data[0]?.day_date;
    if (!wanted) return [];
  }
  const rows = await cms.findAll<T>(collection, { filters: { username: { $eq: username }, day_date: { $eq: wanted } }, sort: ['start_time:asc'] });
  return rows.data;
}

type CmsClassroom = CmsDocument & { class_name: string; course_id: number | null };
type CmsCourseTask = CmsDocument & { TASK: string; course_id: number | null; WEIGHTING: unknown; MARK_OUT_OF: number | null; SET_DATE: string | null; DUE_DATE: string };

/** Spec 2.6's 'My day' panel: today's timetable of a student or a teacher, and the tasks coming up in their classes. */
export function myDayRoutes({ cms, now, config, models }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/my-day-timetables', validate(day), async (ctx) => {
    const { username, day_date } = inputOf(ctx, day).query;
    const student = await models.students.findVisible(ctx.state.user, { username });
    const rows = await periodsOfDay<CmsMyDayPeriod>(cms, 'my-day-timetables', student.username, day_date, schoolDayOf(now(), config.timeZones[ctx.state.campus]));
    ctx.body = rows.map(presentMyDayPeriod);
  });

  router.get('/teacher-day-timetable', validate(day), async (ctx) => {
    const { username, day_date } = inputOf(ctx, day).query;
    ownTeacherTimetable(ctx.state.user, username);
    const rows = await periodsOfDay<CmsTeacherDayPeriod>(cms, 'teacher-day-timetables', username, day_date, schoolDayOf(now(), config.timeZones[ctx.state.campus]));
    ctx.body = rows.map(presentTeacherDayPeriod);
  });

  // POST as the spec has it; it reads only. The classes come from the person's timetable.
  router.post('/upcoming-tasks', validate(upcoming), async (ctx) => {
    const { username } = inputOf(ctx, upcoming).body;
    const { user } = ctx.state;
    const today = schoolDayOf(now(), config.timeZones[ctx.state.campus]);
    let classNames: string[];
    if (user.type === 'faculty' && username === user.username) {
      const rows = await cms.findAll<CmsTeacherDayPeriod>('teacher-day-timetables', { filters: { username: { $eq: username } }, fields: ['class_name'] });
      classNames = rows.data.map((row) => row.class_name ?? '');
    } else {
      const student = await models.students.findVisible(user, { username });
      const rows = await cms.findAll<CmsMyDayPeriod>('my-day-timetables', { filters: { username: { $eq: student.username } }, fields: ['class_name'] });
      classNames = rows.data.map((row) => row.class_name ?? '');
    }
    const names = [...new Set(classNames.filter(Boolean))];
    if (names.length === 0) {
      ctx.body = [];
      return;
    }
    const classrooms = await cms.findAll<CmsClassroom>('classrooms', { filters: { class_name: { $in: names } }, fields: ['class_name', 'course_id'] });
    const courseIds = [...new Set(classrooms.data.map((room) => room.course_id).filter((id): id is number => id !== null))];
    if (courseIds.length === 0) {
      ctx.body = [];
      return;
    }
    const tasks = await cms.findAll<CmsCourseTask>('course-tasks', {
      filters: { course_id: { $in: courseIds }, DUE_DATE: { $gte: today } },
      sort: ['DUE_DATE:asc', 'TASK:asc'],
    });
    // One row per task: the CMS keeps a row per learning resource.
    const seen = new Map<string, UpcomingTaskRecord>();
    for (const task of tasks.data) {
      const key = `${task.course_id}|${task.TASK}|${task.DUE_DATE}`;
      if (seen.has(key)) continue;
      const weighting = task.WEIGHTING === null || task.WEIGHTING === undefined ? null : Number(task.WEIGHTING);
      seen.set(key, {
        TASK: task.TASK,
        course_id: task.course_id,
        WEIGHTING: Number.isFinite(weighting) ? weighting : null,
        MARK_OUT_OF: task.MARK_OUT_OF ?? null,
        SET_DATE: task.SET_DATE ?? null,
        DUE_DATE: task.DUE_DATE,
      });
    }
    ctx.body = [...seen.values()].slice(0, 20);
  });

  return router;
}
