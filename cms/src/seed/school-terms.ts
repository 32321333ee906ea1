import { CAMPUSES } from '@portal/contract';
import type { SeedContext } from './context';

type Term = { name: string; first_day: string; last_day: string };

/**
 * NSW public school terms (Department of Education, Eastern division: Sydney and Armidale
 * both), first and last day of each term for students.
 */
const NSW_TERMS: Record<number, Term[]> = {
  2026: [
    { name: 'Term 1', first_day: '2026-02-02', last_day: '2026-04-02' },
    { name: 'Term 2', first_day: '2026-04-20', last_day: '2026-07-03' },
    { name: 'Term 3', first_day: '2026-07-20', last_day: '2026-09-25' },
    { name: 'Term 4', first_day: '2026-10-12', last_day: '2026-12-17' },
  ],
};

const KNOWN_YEAR = 2026;
const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;

/** A day moved by whole weeks, so it stays the weekday it was. */
const shiftWeeks = (day: string, weeks: number) => new Date(Date.parse(`${day}T00:00:00Z`) + weeks * WEEK_DAYS * DAY_MS).toISOString().slice(0, 10);

/**
 * The terms of a year: NSW's as published, or for a demo run in a year not listed here, the
 * known year's moved by whole weeks to the same time of year (the weekdays stay right; a
 * school enters its real dates in the CMS).
 */
export const nswTermsOf = (year: number): Term[] => {
  const known = NSW_TERMS[year];
  if (known) return known;
  const weeks = Math.round(((year - KNOWN_YEAR) * 365.25) / WEEK_DAYS);
  return NSW_TERMS[KNOWN_YEAR]!.map((term) => ({ ...term, first_day: shiftWeeks(term.first_day, weeks), last_day: shiftWeeks(term.last_day, weeks) }));
};

/** The demo year's terms for both campuses, kept per campus as a school keeps them. */
export const seedSchoolTerms = async (ctx: SeedContext): Promise<void> => {
  for (const campus of CAMPUSES) {
    for (const term of nswTermsOf(ctx.now.getFullYear())) {
      await ctx.create('api::school-term.school-term', { campus, ...term });
    }
  }
};
