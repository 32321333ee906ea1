import { describe, expect, it } from 'vitest';
import { nswTermsOf } from './school-terms';

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe('the demo school terms', () => {
  it('are NSW’s four terms of 2026, each from a weekday to a weekday', () => {
    const terms = nswTermsOf(2026);
    expect(terms.map((term) => term.name)).toEqual(['Term 1', 'Term 2', 'Term 3', 'Term 4']);
    expect(terms.at(-1)).toEqual({ name: 'Term 4', first_day: '2026-10-12', last_day: '2026-12-17' });
    for (const term of terms) expect([weekday(term.first_day), weekday(term.last_day)].every((day) => day >= 1 && day <= 5)).toBe(true);
  });

  it('for a year not published here, fall at the same time of year on the same weekdays', () => {
    const known = nswTermsOf(2026);
    const later = nswTermsOf(2028);
    for (const [index, term] of later.entries()) {
      expect(term.first_day.startsWith('2028-')).toBe(true);
      expect(weekday(term.first_day)).toBe(weekday(known[index]!.first_day));
      expect(weekday(term.last_day)).toBe(weekday(known[index]!.last_day));
    }
  });
});
