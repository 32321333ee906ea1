import { describe, expect, it } from 'vitest';
import { isOutsideTerm, isWeekend, nonSchoolDays, termOn, weekdayNameOf } from './school-days.ts';

const terms = [
  { name: 'Term 3', first_day: '2026-07-20', last_day: '2026-09-25' },
  { name: 'Term 4', first_day: '2026-10-12', last_day: '2026-12-17' },
];

describe('weekends', () => {
  it('are the Saturday and Sunday of the day itself, whatever the time zone', () => {
    expect(weekdayNameOf('2026-11-28')).toBe('Saturday');
    expect(isWeekend('2026-11-28')).toBe(true);
    expect(isWeekend('2026-11-29')).toBe(true);
    expect(isWeekend('2026-11-30')).toBe(false);
    expect(isWeekend('2026-11-27')).toBe(false);
  });
});

describe('terms', () => {
  it('finds the term of a day, first and last day included', () => {
    expect(termOn('2026-10-12', terms)?.name).toBe('Term 4');
    expect(termOn('2026-12-17', terms)?.name).toBe('Term 4');
    expect(termOn('2026-12-18', terms)).toBeNull();
  });

  it('says a day of the holidays is outside term, but questions no day of a year whose terms are unknown', () => {
    expect(isOutsideTerm('2026-10-01', terms)).toBe(true);
    expect(isOutsideTerm('2026-12-21', terms)).toBe(true);
    expect(isOutsideTerm('2026-11-30', terms)).toBe(false);
    expect(isOutsideTerm('2027-02-08', terms)).toBe(false);
    expect(isOutsideTerm('2026-11-30', [])).toBe(false);
  });
});

describe('days of a notice that ask for confirmation', () => {
  it('names each weekend day and day outside term, once, and no school day', () => {
    expect(nonSchoolDays(['2026-11-30'], terms)).toEqual([]);
    expect(nonSchoolDays(['2026-11-28'], terms)).toEqual([{ day: '2026-11-28', weekday: 'Saturday', weekend: true, outsideTerm: false }]);
    expect(nonSchoolDays(['2026-12-21', '2026-12-21'], terms)).toEqual([{ day: '2026-12-21', weekday: 'Monday', weekend: false, outsideTerm: true }]);
    expect(nonSchoolDays(['2026-12-14', '2026-12-19'], terms)).toEqual([{ day: '2026-12-19', weekday: 'Saturday', weekend: true, outsideTerm: true }]);
  });
});
