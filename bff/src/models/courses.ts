import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsAll } from '../cms/cms-client.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import type { ModelDeps } from './model-deps.ts';
import { staleSinceOf, type Places } from './places.ts';
import type { Classroom } from './records/classroom.ts';
import type { CourseTask } from './records/course-task.ts';
import type { CourseUnit } from './records/course-unit.ts';

export type { Classroom, CourseTask, CourseUnit };

/**
 * What a course's place shows (reader spec 7): its units, a year's assessment tasks and its
 * classrooms, three record kinds of the school system that are only ever read, from the read
 * cache, and only through their course. One model for the three: each would be the same
 * finder with another list. A course is asked for by its place's course id (place_id), and
 * only through a place of the person's campus that they may read: any other id answers 404.
 */
export function createCourses({ shared }: Pick<ModelDeps, 'shared'>, places: Places) {
  const reads = shared.placeReads;

  async function ofReadableCourse<T>(person: PortalUser, courseId: number, read: () => Promise<CachedRead<CmsAll<T>>>): Promise<CachedRead<CmsAll<T>>> {
    const course = await places.findReadableCourse(person, courseId);
    const found = await read();
    return { value: found.value, staleSince: staleSinceOf([course, found]) };
  }

  return {
    /** By start date. */
    unitsOf: (person: PortalUser, courseId: number): Promise<CachedRead<CmsAll<CourseUnit>>> => ofReadableCourse(person, courseId, () => reads.courseUnits(courseId)),

    /** A year's rows by due date, one per learning resource (the screen merges them). */
    tasksOf: (person: PortalUser, courseId: number, year: number): Promise<CachedRead<CmsAll<CourseTask>>> =>
      ofReadableCourse(person, courseId, () => reads.courseTasks(courseId, year)),

    /** By name. */
    classroomsOf: (person: PortalUser, courseId: number): Promise<CachedRead<CmsAll<Classroom>>> => ofReadableCourse(person, courseId, () => reads.classrooms(courseId)),
  };
}

export type Courses = ReturnType<typeof createCourses>;
