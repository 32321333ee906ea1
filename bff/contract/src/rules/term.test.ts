import { describe, expect, it } from 'vitest';
import { termFromMonth } from './term.ts';

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
