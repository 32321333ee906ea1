import { describe, expect, it } from 'vitest';
import { nextRun } from './unverified-absence-emails';

const SYDNEY = 'Australia/Sydney';

describe('the daily Unverified Absence run', () => {
  it("is due today at the configured school time while that is ahead, otherwise tomorrow, whatever the server's zone", () => {
    // 7:00 am in Sydney (AEDT, +11) on 26 November 2026 is 20:00 UTC on the 25th.
    const morning = new Date('2026-11-25T20:00:00Z');
    expect(nextRun(morning, '08:30', SYDNEY)).toEqual({ day: '2026-11-26', at: new Date('2026-11-25T21:30:00Z') });
    const atTheTime = new Date('2026-11-25T21:30:00Z');
    expect(nextRun(atTheTime, '08:30', SYDNEY)).toEqual({ day: '2026-11-27', at: new Date('2026-11-26T21:30:00Z') });
    const lastDayOfMonth = new Date('2026-11-30T12:00:00Z');
    expect(nextRun(lastDayOfMonth, '06:05', SYDNEY).day).toBe('2026-12-01');
  });
  it('keeps the school time across a change of clocks (first Sunday of October)', () => {
    const saturday = new Date('2026-10-03T00:00:00Z');
    expect(nextRun(saturday, '08:30', SYDNEY)).toEqual({ day: '2026-10-04', at: new Date('2026-10-03T21:30:00Z') });
  });
});
