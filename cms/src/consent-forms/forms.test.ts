import { describe, expect, it } from 'vitest';
import { movedByWholeYears } from './forms';

describe('the due time of a copied form', () => {
  const now = new Date('2026-03-10T00:00:00.000Z');

  it('moves on by as many whole years as it takes to be after now, at the same time of day', () => {
    expect(movedByWholeYears(new Date('2025-05-20T05:30:00.000Z'), now).toISOString()).toBe('2026-05-20T05:30:00.000Z');
    expect(movedByWholeYears(new Date('2023-02-01T05:30:00.000Z'), now).toISOString()).toBe('2027-02-01T05:30:00.000Z');
  });

  it('stays as it is when it is still to come', () => {
    expect(movedByWholeYears(new Date('2026-04-01T05:30:00.000Z'), now).toISOString()).toBe('2026-04-01T05:30:00.000Z');
  });
});
