import type { CmsRecord } from '@portal/cms/types';

/** An assessment task of a course in a year (reader spec 7), one row per learning resource. */
export type CourseTask = CmsRecord<'api::course-task.course-task'>;
