import type { CmsRecord } from '@portal/cms/types';

/** An online classroom of a course (reader spec 7). */
export type Classroom = CmsRecord<'api::classroom.classroom'>;
