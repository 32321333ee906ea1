import { describe, expect, it } from 'vitest';
import { formatSchoolDate, formatSchoolTime } from './school-time-format.ts';
import {
  addDays,
  formatDay,
  instantOfSchoolTime,
  isTimeZone,
  schoolDayEnd,
  schoolDayOf,
  schoolDayStart,
  schoolTimeOf,
  schoolTimeZonesFrom,
  weekdayOf,
} from './school-time.ts';

const SYDNEY = 'Australia/Sydney';

describe('the school time zone of each campus', () => {
  it('is Australia/Sydney for both campuses unless set', () => {
    expect(schoolTimeZonesFrom({})).toEqual({ sydney: SYDNEY, armidale: SYDNEY });
  });
  it('is read from SYDNEY_TIME_ZONE and ARMIDALE_TIME_ZONE', () => {
    expect(schoolTimeZonesFrom({ SYDNEY_TIME_ZONE: 'Australia/Perth', ARMIDALE_TIME_ZONE: 'UTC' })).toEqual({ sydney: 'Australia/Perth', armidale: 'UTC' });
  });
  it('refuses an unknown zone with the setting that names it', () => {
    expect(() => schoolTimeZonesFrom({ ARMIDALE_TIME_ZONE: 'Australia/Armidale' })).toThrow('ARMIDALE_TIME_ZONE must be an IANA time zone such as "Australia/Sydney" (got "Australia/Armidale").');
    expect(() => schoolTimeZonesFrom({ SYDNEY_TIME_ZONE: 'AEST' })).toThrow(/SYDNEY_TIME_ZONE/);
  });
  it('knows IANA names and UTC only', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+10:00')).toBe(false);
  });
});

describe('an instant read at the school', () => {
  // The defect as found: 6:00 pm in Sydney (AEDT, +11) shown as 5:00 am next morning in UTC terms.
  const evening = new Date('2026-11-27T07:00:00.000Z');

  it('has the school day and time of day', () => {
    expect(schoolDayOf(evening, SYDNEY)).toBe('2026-11-27');
    expect(schoolTimeOf(evening, SYDNEY)).toBe('18:00');
    expect(schoolDayOf(new Date('2026-11-26T13:30:00.000Z'), SYDNEY)).toBe('2026-11-27');
    expect(schoolDayOf(new Date('2026-11-26T13:30:00.000Z'), 'UTC')).toBe('2026-11-26');
  });
  it('is formatted in the zone, not the machine zone', () => {
    expect(formatSchoolTime(evening, SYDNEY, { hour: 'numeric', minute: '2-digit' })).toBe('6:00 pm');
    expect(formatSchoolDate(new Date('2026-11-26T14:00:00.000Z'), SYDNEY)).toBe('27 November 2026');
  });
  it('formats a calendar day as that day', () => {
    expect(formatDay('2026-11-27')).toBe('27 November 2026');
    expect(formatDay('2026-11-27', { weekday: 'long', day: 'numeric', month: 'long' })).toBe('Friday 27 November');
  });
});

describe('the instant of a school date and time', () => {
  it('is the local time in each season', () => {
    expect(instantOfSchoolTime('2026-11-27', '18:00', SYDNEY).toISOString()).toBe('2026-11-27T07:00:00.000Z');
    expect(instantOfSchoolTime('2026-06-15', '18:00', SYDNEY).toISOString()).toBe('2026-06-15T08:00:00.000Z');
    expect(instantOfSchoolTime('2026-06-15', '18:00', 'America/New_York').toISOString()).toBe('2026-06-15T22:00:00.000Z');
  });
  it('round-trips every half hour across both daylight-saving changes of 2026', () => {
    for (const day of ['2026-10-03', '2026-10-04', '2026-10-05', '2026-04-04', '2026-04-05', '2026-04-06']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        // 2:00 to 2:59 does not exist on the first Sunday of October.
        if (day === '2026-10-04' && time.startsWith('02:')) continue;
        const at = instantOfSchoolTime(day, time, SYDNEY);
        expect([schoolDayOf(at, SYDNEY), schoolTimeOf(at, SYDNEY)]).toEqual([day, time]);
      }
    }
  });
  it('moves a time skipped when clocks go forward (first Sunday of October) past the change', () => {
    // 2:00 am AEST becomes 3:00 am AEDT on 4 October 2026.
    expect(instantOfSchoolTime('2026-10-04', '01:59', SYDNEY).toISOString()).toBe('2026-10-03T15:59:00.000Z');
    expect(instantOfSchoolTime('2026-10-04', '02:30', SYDNEY).toISOString()).toBe('2026-10-03T16:30:00.000Z');
    expect(schoolTimeOf(instantOfSchoolTime('2026-10-04', '02:30', SYDNEY), SYDNEY)).toBe('03:30');
    expect(instantOfSchoolTime('2026-10-04', '03:00', SYDNEY).toISOString()).toBe('2026-10-03T16:00:00.000Z');
  });
  it('takes the first of a time repeated when clocks go back (first Sunday of April)', () => {
    // 3:00 am AEDT becomes 2:00 am AEST on 5 April 2026: 2:30 happens at 15:30Z and 16:30Z.
    expect(instantOfSchoolTime('2026-04-05', '02:30', SYDNEY).toISOString()).toBe('2026-04-04T15:30:00.000Z');
    expect(instantOfSchoolTime('2026-04-05', '03:00', SYDNEY).toISOString()).toBe('2026-04-04T17:00:00.000Z');
  });
  it('refuses what is not a day and a time', () => {
    expect(() => instantOfSchoolTime('27/11/2026', '18:00', SYDNEY)).toThrow(RangeError);
    expect(() => instantOfSchoolTime('2026-11-27', '6 pm', SYDNEY)).toThrow(RangeError);
  });
});

describe('a school day', () => {
  it('runs from its midnight to the next, 23 or 25 hours on the days the clocks change', () => {
    expect(schoolDayStart('2026-11-27', SYDNEY).toISOString()).toBe('2026-11-26T13:00:00.000Z');
    expect(schoolDayEnd('2026-11-27', SYDNEY).toISOString()).toBe('2026-11-27T13:00:00.000Z');
    const hours = (day: string) => (schoolDayEnd(day, SYDNEY).getTime() - schoolDayStart(day, SYDNEY).getTime()) / 3_600_000;
    expect(hours('2026-10-04')).toBe(23);
    expect(hours('2026-04-05')).toBe(25);
  });
  it('is counted in whole days and knows its weekday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-28')).toBe(6);
    expect(weekdayOf('2026-11-29')).toBe(0);
  });
});
