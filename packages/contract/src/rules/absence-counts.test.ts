import { describe, expect, it } from 'vitest';
import { countAbsences, isUnverifiedAbsence, schoolYearDays } from './absence-counts.ts';

const today = '2026-11-28';

describe('counting absences (one rule for every screen and email)', () => {
  it('covers the calendar year of today, the NSW school year', () => {
    expect(schoolYearDays(today)).toEqual({ first: '2026-01-01', last: '2026-12-31' });
    expect(schoolYearDays('2027-01-04')).toEqual({ first: '2027-01-01', last: '2027-12-31' });
  });

  it('counts unverified absences of this school year, days notified ahead included', () => {
    const absences = [
      { absence_date: '2026-11-23', is_verified: false },
      // Notified ahead: unverified from the moment it is notified.
      { absence_date: '2026-11-30', is_verified: false },
      { absence_date: '2026-10-01', is_verified: true },
      // Unknown is not verified.
      { absence_date: '2026-03-02', is_verified: null },
      // Last school year's: not counted any more.
      { absence_date: '2025-12-15', is_verified: false },
      { absence_date: '2025-06-02', is_verified: true },
    ];
    expect(countAbsences(absences, today)).toEqual({ verified: 1, unverified: 3 });
  });

  it('counts a leave of several days once, by its first day', () => {
    expect(countAbsences([{ absence_date: '2026-12-14', is_verified: false }], today)).toEqual({ verified: 0, unverified: 1 });
    expect(isUnverifiedAbsence({ absence_date: '2025-12-29', is_verified: false }, '2026-01-05')).toBe(false);
  });

  it('counts nothing in a year with no absences', () => {
    expect(countAbsences([], today)).toEqual({ verified: 0, unverified: 0 });
  });
});
