import type { CmsRecord } from '@portal/cms/types';

/** A unit of a course (reader spec 7): `course_id` is the place_id of the course's place. */
export type CourseUnit = CmsRecord<'api::course-unit.course-unit'>;
