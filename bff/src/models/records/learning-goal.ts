import type { CmsRecord } from '@portal/cms/types';

/** A student's learning goals and reflections of a semester, as the school system's file gave them (JSON lists, read defensively). */
export type LearningGoal = CmsRecord<'api::learning-goal.learning-goal'>;
