import type { CmsRecord } from '@portal/cms/types';

/** A box of the course results box plot: the cohort's numbers and the student's result in one course. */
export type PlotCourseResult = CmsRecord<'api::plot-course-result.plot-course-result'>;
