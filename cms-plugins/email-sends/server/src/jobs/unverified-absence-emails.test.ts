import { describe, expect, it } from 'vitest';
import { absencesToChase, nextRun } from './unverified-absence-emails';

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

describe('the absences a run chases', () => {
  it('are those the screens count as unverified, of the last two weeks up to the run’s day, without a reason', () => {
    const day = '2026-01-06';
    const absences = [
      { DAILY_ATTENDANCE_ID: 'today', absence_date: '2026-01-06', is_verified: false, reason: null },
      { DAILY_ATTENDANCE_ID: 'unknown-check', absence_date: '2026-01-05', is_verified: null, reason: '' },
      { DAILY_ATTENDANCE_ID: 'verified', absence_date: '2026-01-05', is_verified: true, reason: null },
      { DAILY_ATTENDANCE_ID: 'reason-given', absence_date: '2026-01-05', is_verified: false, reason: 'Sick' },
      { DAILY_ATTENDANCE_ID: 'ahead', absence_date: '2026-01-07', is_verified: false, reason: null },
      // Within two weeks, but last school year's: no screen counts it any more.
      { DAILY_ATTENDANCE_ID: 'last-year', absence_date: '2025-12-29', is_verified: false, reason: null },
    ];
    expect(absencesToChase(absences, day).map((absence) => absence.DAILY_ATTENDANCE_ID)).toEqual(['today', 'unknown-check']);
  });
});
