import { describe, expect, it } from 'vitest';
import { semesterOfTerm, termFromMonth } from './term.ts';

describe('termFromMonth', () => {
  it.each([
    [1, 1], [3, 1], [4, 2], [6, 2], [7, 3], [9, 3], [10, 4], [12, 4],
  ])('month %i is term %i', (month, term) => {
    expect(termFromMonth(month)).toBe(term);
  });
  it('refuses a month outside 1 to 12', () => {
    expect(() => termFromMonth(13)).toThrow(RangeError);
  });
});

describe('semesterOfTerm', () => {
  it.each([
    [1, 'Semester 1'], [2, 'Semester 1'], [3, 'Semester 2'], [4, 'Semester 2'],
  ])('term %i falls in %s', (term, semester) => {
    expect(semesterOfTerm(term)).toBe(semester);
  });
  it('refuses a term outside 1 to 4', () => {
    expect(() => semesterOfTerm(5)).toThrow(RangeError);
  });
});
