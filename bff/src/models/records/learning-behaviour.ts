import type { CmsRecord } from '@portal/cms/types';

/** One rating of a student's learning behaviour in a course and report period. */
export type LearningBehaviour = CmsRecord<'api::learning-behaviour.learning-behaviour'>;
