import type { CmsRecord } from '@portal/cms/types';

/** A box of the task results box plot: the cohort's numbers and the student's result in one task of a course. */
export type PlotTaskResult = CmsRecord<'api::plot-task-result.plot-task-result'>;
