import { describe, expect, it } from 'vitest';
import { formatDate, isoDate } from './format-date.ts';

describe('dates on cards', () => {
  it('formats the local day, the same for any time of it', () => {
    const morning = new Date(2026, 1, 3, 8, 15).toISOString();
    const evening = new Date(2026, 1, 3, 21, 40).toISOString();
    expect(formatDate(morning)).toBe('3 February 2026');
    expect(formatDate(evening)).toBe('3 February 2026');
    expect(formatDate(new Date(2026, 1, 4, 0, 0).toISOString())).toBe('4 February 2026');
  });

  it('shows the special words and unreadable values as they are, and nothing for none', () => {
    expect(formatDate('UNPUBLISHED')).toBe('UNPUBLISHED');
    expect(formatDate('INDEFINITE')).toBe('INDEFINITE');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
  });

  it('gives <time> a UTC ISO value, and none for the special words', () => {
    expect(isoDate('2026-02-03T08:15:00.000Z')).toBe('2026-02-03T08:15:00.000Z');
    expect(isoDate('2026-02-03T08:15:00+10:00')).toBe('2026-02-02T22:15:00.000Z');
    expect(isoDate('INDEFINITE')).toBeUndefined();
  });
});
