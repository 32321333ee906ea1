import type { AbsenceOfReader, CampusAbsences } from '../models/records/absence.ts';
import { definePolicy, ofOwnCampus } from './policy.ts';
import { isStaff, studentPolicy } from './student.ts';
import type { PortalUser } from '../auth/portal-users.ts';

/** An absence is the business of whoever may read its student (policies/student.ts). */
const ofReadableStudent = (person: PortalUser, absence: AbsenceOfReader) => studentPolicy.read.allow(person, absence.ofStudent);

/**
 * Absences (reader spec 2.1 and 7). Everyone who may read a student (their carers, the student
 * themself, staff of their campus) may read the student's absences, send a notice of a new one,
 * give the reason of one and have its 'Notify Absence' email sent; anyone else is answered as
 * for a student who does not exist (404).
 */
export const absencePolicy = definePolicy<AbsenceOfReader>()({
  read: { refuse: 'not-found', allow: ofReadableStudent },
  /** A notice of an absence or an extended leave (POST absences), decided on its student. */
  notice: { refuse: 'not-found', allow: ofReadableStudent },
  /** The reason (and details) of a stored absence (PUT absences). */
  explain: { refuse: 'not-found', allow: ofReadableStudent },
  /** The 'Notify Absence' email of a stored absence (POST send-absent-email). */
  notify: { refuse: 'not-found', allow: ofReadableStudent },
});

/**
 * A campus's absences as a whole: staff of that campus (faculty, and admins of any type) export
 * them for the school's system; anyone else is answered as for a call that does not exist (404).
 */
export const campusAbsencesPolicy = definePolicy<CampusAbsences>()({
  export: { refuse: 'not-found', allow: (person, absences) => isStaff(person) && ofOwnCampus(person, absences) },
});
