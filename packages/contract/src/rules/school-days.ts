import { weekdayOf } from './school-time.ts';

/**
 * Whether a day is one a student is expected at school: a weekday inside one of the campus's
 * terms (the school keeps its terms in the CMS, `school-term`). A notice of absence for another
 * day is asked about before it is sent. Days are YYYY-MM-DD as the absence form holds them and
 * are read as calendar days, never moved by a time zone.
 */

/** A term as the school keeps it: its first and last day, both school days. */
export type TermDates = { name: string; first_day: string; last_day: string };

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The name of the day of the week of a YYYY-MM-DD day. */
export function weekdayNameOf(day: string): (typeof WEEKDAY_NAMES)[number] {
  return WEEKDAY_NAMES[weekdayOf(day)]!;
}

/** Saturday or Sunday. */
export function isWeekend(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6;
}

/** The term a day falls in, or null (the holidays, or a year whose terms are not known). */
export function termOn(day: string, terms: readonly TermDates[]): TermDates | null {
  return terms.find((term) => term.first_day <= day && day <= term.last_day) ?? null;
}

/**
 * Whether a day is outside term. Only a year with terms known can say so: a year the school
 * has not entered yet has no holidays to find, and its days are not questioned.
 */
export function isOutsideTerm(day: string, terms: readonly TermDates[]): boolean {
  const year = day.slice(0, 4);
  const known = terms.some((term) => term.first_day.startsWith(year) || term.last_day.startsWith(year));
  return known && termOn(day, terms) === null;
}

/** A day of a notice that is not a school day, and why. */
export type NonSchoolDay = { day: string; weekday: ReturnType<typeof weekdayNameOf>; weekend: boolean; outsideTerm: boolean };

/**
 * The days of a notice (the day of absence, or a leave's first and last day) that are not
 * school days: each asks the person to confirm before the notice is sent.
 */
export function nonSchoolDays(days: readonly string[], terms: readonly TermDates[]): NonSchoolDay[] {
  return [...new Set(days)]
    .map((day) => ({ day, weekday: weekdayNameOf(day), weekend: isWeekend(day), outsideTerm: isOutsideTerm(day, terms) }))
    .filter((found) => found.weekend || found.outsideTerm);
}
