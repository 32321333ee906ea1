import type { CmsRecord } from '@portal/cms/types';

/** A subject area of the course directory (reader spec 2.5), which a place may belong to. */
export type KeyLearningArea = CmsRecord<'api::key-learning-area.key-learning-area'>;
