/**
 * How every screen and email counts a student's absences (the /absences list, the parent,
 * student and faculty dashboard's boxes, the daily 'Unverified Absence' email), so that the
 * numbers a family sees agree wherever they see them.
 *
 * The rule: an absence counts when its day (`absence_date`; a leave's first day) falls in the
 * school year of `today`, 1 January to 31 December (NSW school years are calendar years), days
 * notified ahead included. It is unverified while the school has not verified it
 * (`is_verified` false or unknown), verified once it has. One record counts once, a leave of
 * several days too. Absences of earlier years are not counted.
 */

/** What the count reads of an absence: the CMS's rows and the wire's records both have these. */
export type CountableAbsence = { absence_date: string; is_verified: boolean | null | undefined };

/** The first and last day (YYYY-MM-DD) of the school year `today` (YYYY-MM-DD) falls in. */
export function schoolYearDays(today: string): { first: string; last: string } {
  const year = today.slice(0, 4);
  return { first: `${year}-01-01`, last: `${year}-12-31` };
}

/** Whether an absence is counted in the school year of `today`. */
export function isCountedAbsence(absence: CountableAbsence, today: string): boolean {
  const { first, last } = schoolYearDays(today);
  return absence.absence_date >= first && absence.absence_date <= last;
}

/** A counted absence the school has not verified yet. */
export function isUnverifiedAbsence(absence: CountableAbsence, today: string): boolean {
  return isCountedAbsence(absence, today) && absence.is_verified !== true;
}

/** A counted absence the school has verified. */
export function isVerifiedAbsence(absence: CountableAbsence, today: string): boolean {
  return isCountedAbsence(absence, today) && absence.is_verified === true;
}

/** The verified and unverified absences of the school year of `today`. */
export function countAbsences(absences: readonly CountableAbsence[], today: string): { verified: number; unverified: number } {
  let verified = 0;
  let unverified = 0;
  for (const absence of absences) {
    if (isVerifiedAbsence(absence, today)) verified += 1;
    else if (isUnverifiedAbsence(absence, today)) unverified += 1;
  }
  return { verified, unverified };
}
