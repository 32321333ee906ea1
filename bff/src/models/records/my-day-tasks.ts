import type { CmsRecord } from '@portal/cms/types';

/**
 * The classroom and course-task records as the 'My day' panel's upcoming tasks read them: a
 * class's course, then the course's tasks. The places feature owns these records (and their own
 * record files when they land); these are the my-day panel's reads only.
 */
export const MY_DAY_CLASSROOM_FIELDS = ['class_name', 'course_id'] as const;

export type MyDayClassroom = Pick<CmsRecord<'api::classroom.classroom'>, 'id' | 'documentId' | (typeof MY_DAY_CLASSROOM_FIELDS)[number]>;

/** A task of a course; the CMS keeps one row per learning resource of the task. */
export type MyDayCourseTask = CmsRecord<'api::course-task.course-task'>;
