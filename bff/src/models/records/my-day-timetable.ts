import type { CmsRecord } from '@portal/cms/types';

/**
 * One period of a student's day. Filed under the student's username alone: the record names no
 * campus and no student (see models/my-day.ts for how its owner is told apart from a namesake).
 */
export type MyDayPeriod = CmsRecord<'api::my-day-timetable.my-day-timetable'>;
