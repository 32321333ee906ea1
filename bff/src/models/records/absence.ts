import type { Campus } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';
import { STUDENT_POPULATE, type StudentOfReader } from './student.ts';

/** Every absence is read with its student, as the per-student rule decides on them (their campus and portal person). */
export const ABSENCE_POPULATE = { student: { populate: STUDENT_POPULATE } } as const;

/** An absence (or extended leave) of a student, with its student. */
export type Absence = CmsRecord<'api::absence.absence', typeof ABSENCE_POPULATE>;

/** What the dashboard's counts read of an absence (its days, its kind, whether verified). */
export const ABSENCE_DAY_FIELDS = ['absence_date', 'end_date', 'absence_type', 'is_verified'] as const;

export type AbsenceDay = Pick<CmsRecord<'api::absence.absence'>, 'id' | 'documentId' | (typeof ABSENCE_DAY_FIELDS)[number]>;

/**
 * An absence as its policy decides on it: the student it is of, as the per-student rule sees
 * them. A notice not stored yet is decided on its student alone.
 */
export type AbsenceOfReader = { ofStudent: StudentOfReader };

/** A campus's absences as a whole (the school system's CSV export). */
export type CampusAbsences = { campus: Campus | null };
