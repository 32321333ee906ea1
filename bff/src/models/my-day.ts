import type { PortalUser } from '../auth/portal-users.ts';
import { authorize, can } from '../policies/authorize.ts';
import type { ModelDeps } from './model-deps.ts';
import { createNamedPeople } from './named-people.ts';
import type { MyDayPeriod } from './records/my-day-timetable.ts';
import { MY_DAY_CLASSROOM_FIELDS, type MyDayClassroom, type MyDayCourseTask } from './records/my-day-tasks.ts';
import type { TeacherDayPeriod, TeacherTimetable } from './records/teacher-day-timetable.ts';
import { createStudents } from './students.ts';

export type { MyDayCourseTask, MyDayPeriod, TeacherDayPeriod };

type PeriodCollection = 'my-day-timetables' | 'teacher-day-timetables';

/**
 * Reader spec 2.6's 'My day' panel: a student's or a teacher's timetable of a day and the tasks
 * coming up in their classes.
 *
 * Timetables are people's, keyed on the person. The school system files the periods under a
 * username alone, with no campus and no person (the my-day-timetable and teacher-day-timetable
 * content types have neither), and usernames repeat across campuses:
 * - a student's are read for a student record loaded through models/students.ts
 *   (policies/student.ts), whose username the CMS keeps unique across both campuses, so the
 *   periods filed under it are that student's;
 * - a teacher's only by that teacher (policies/teacher-timetable.ts, by portal person id), and
 *   portal people's usernames are unique on a campus only: the periods filed under a username
 *   are a teacher's only while no faculty member of the other campus holds it too. While one
 *   does, whose they are cannot be told and none are answered, so that a namesake never sees
 *   another's timetable.
 */
export function createMyDay({ cms }: Pick<ModelDeps, 'cms'>) {
  const students = createStudents({ cms });
  const people = createNamedPeople({ cms });

  /**
   * The periods of one day filed under a username: the day asked for, or the first day from
   * today that has any (so the panel shows Monday's on a Saturday).
   */
  async function periodsOfDay<T extends MyDayPeriod | TeacherDayPeriod>(collection: PeriodCollection, username: string, dayDate: string | undefined, today: string): Promise<T[]> {
    let wanted = dayDate;
    if (!wanted) {
      const first = await cms.find<Pick<T, 'id' | 'documentId' | 'day_date'>>(collection, {
        filters: { username: { $eq: username }, day_date: { $gte: today } },
        sort: ['day_date:asc'],
        fields: ['day_date'],
        pagination: { pageSize: 1 },
      });
      wanted = first.data[0]?.day_date;
      if (!wanted) return [];
    }
    return (await cms.findAll<T>(collection, { filters: { username: { $eq: username }, day_date: { $eq: wanted } }, sort: ['start_time:asc'] })).data;
  }

  /** The username a student's periods are filed under, for a student the person may see (404 otherwise). */
  async function studentPeriodsKey(person: PortalUser, username: string): Promise<string> {
    return (await students.findVisible(person, { username })).username;
  }

  /**
   * The asker's own teacher timetable (404 for anyone else's, by portal person id): the username
   * its periods are filed under, or null while a faculty member of the other campus holds it too.
   */
  function teacherPeriodsKey(person: PortalUser, timetable: TeacherTimetable): string | null {
    authorize(person, 'teacher-timetable.read', timetable);
    return timetable.teachers.length === 1 ? timetable.username : null;
  }

  /** The teacher timetable a username asks for: with every faculty member, of either campus, holding it. */
  async function teacherTimetable(username: string): Promise<TeacherTimetable> {
    const named = await people.named(username);
    return { username, teachers: named.people.filter((someone) => someone.type === 'faculty') };
  }

  /** The class names of the periods filed under a username, whatever the day. */
  async function classNamesOf(collection: PeriodCollection, username: string | null): Promise<string[]> {
    if (username === null) return [];
    const rows = await cms.findAll<Pick<MyDayPeriod, 'id' | 'documentId' | 'class_name'>>(collection, { filters: { username: { $eq: username } }, fields: ['class_name'] });
    return rows.data.map((row) => row.class_name ?? '');
  }

  return {
    /** A student's periods of a day (the first day from today with any when none is asked), for a student the person may see. */
    async studentDay(person: PortalUser, username: string, dayDate: string | undefined, today: string): Promise<MyDayPeriod[]> {
      return periodsOfDay<MyDayPeriod>('my-day-timetables', await studentPeriodsKey(person, username), dayDate, today);
    },

    /** The asking teacher's own periods of a day. */
    async teacherDay(person: PortalUser, username: string, dayDate: string | undefined, today: string): Promise<TeacherDayPeriod[]> {
      const key = teacherPeriodsKey(person, await teacherTimetable(username));
      return key === null ? [] : periodsOfDay<TeacherDayPeriod>('teacher-day-timetables', key, dayDate, today);
    },

    /**
     * The tasks due from today in the classes of a timetable: the asking teacher's own when the
     * username names them, else the student's the username names (404 when not visible). One
     * row per learning resource, as the CMS keeps them.
     */
    async upcomingTasks(person: PortalUser, username: string, today: string): Promise<MyDayCourseTask[]> {
      const timetable = person.type === 'faculty' ? await teacherTimetable(username) : null;
      const classNames =
        timetable && can(person, 'teacher-timetable.read', timetable)
          ? await classNamesOf('teacher-day-timetables', teacherPeriodsKey(person, timetable))
          : await classNamesOf('my-day-timetables', await studentPeriodsKey(person, username));
      const names = [...new Set(classNames.filter(Boolean))];
      if (names.length === 0) return [];
      const classrooms = await cms.findAll<MyDayClassroom>('classrooms', { filters: { class_name: { $in: names } }, fields: [...MY_DAY_CLASSROOM_FIELDS] });
      const courseIds = [...new Set(classrooms.data.map((room) => room.course_id).filter((id): id is number => id !== null))];
      if (courseIds.length === 0) return [];
      const tasks = await cms.findAll<MyDayCourseTask>('course-tasks', { filters: { course_id: { $in: courseIds }, DUE_DATE: { $gte: today } }, sort: ['DUE_DATE:asc', 'TASK:asc'] });
      return tasks.data;
    },
  };
}

export type MyDay = ReturnType<typeof createMyDay>;
