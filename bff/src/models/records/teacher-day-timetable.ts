import type { CmsRecord } from '@portal/cms/types';
import type { NamedPerson } from './named-person.ts';

/** One period of a teacher's day, filed under the teacher's username alone (no campus, no person). */
export type TeacherDayPeriod = CmsRecord<'api::teacher-day-timetable.teacher-day-timetable'>;

/**
 * A teacher's day timetable as a call asks for it, by the username its periods are filed under,
 * with every faculty member of either campus that username names (the periods say no more).
 */
export type TeacherTimetable = { username: string; teachers: readonly NamedPerson[] };
