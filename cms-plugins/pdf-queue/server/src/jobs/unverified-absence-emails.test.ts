import { describe, expect, it } from 'vitest';
import { nextRun } from './unverified-absence-emails';

describe('the daily Unverified Absence run', () => {
  it('is due today at the configured time while that is ahead, otherwise tomorrow', () => {
    const morning = new Date(2026, 10, 26, 7, 0);
    expect(nextRun(morning, '08:30')).toEqual({ day: '2026-11-26', at: new Date(2026, 10, 26, 8, 30) });
    const atTheTime = new Date(2026, 10, 26, 8, 30);
    expect(nextRun(atTheTime, '08:30')).toEqual({ day: '2026-11-27', at: new Date(2026, 10, 27, 8, 30) });
    const lastDayOfMonth = new Date(2026, 10, 30, 23, 0);
    expect(nextRun(lastDayOfMonth, '06:05').day).toBe('2026-12-01');
  });
});
