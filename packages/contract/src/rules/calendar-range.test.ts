import { describe, expect, it } from 'vitest';
import { instantOfSchoolTime } from './school-time.ts';
import { CALENDAR_RANGE_MAX_DAYS, calendarDays, calendarFeedRange, calendarRange, eventOverlaps, eventTimes } from './calendar-range.ts';

// Local times throughout: the ranges are in the local days of whoever asks.
// School times in Sydney, whatever zone the tests run in.
const ZONE = 'Australia/Sydney';
const pad = (value: number) => String(value).padStart(2, '0');
const at = (year: number, month: number, day: number, hour = 0, minute = 0) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return instantOfSchoolTime(date.toISOString().slice(0, 10), `${pad(hour)}:${pad(minute)}`, ZONE);
};
const NOW = at(2026, 5, 10, 15);
const event = (start: Date, end: Date | null) => ({ event_start: start.toISOString(), event_end: end ? end.toISOString() : null });

describe('calendarRange', () => {
  it('covers whole school days from the start of `from` to the end of `to`', () => {
    const range = calendarRange({ from: '2026-05-01', to: '2026-05-31' }, NOW, ZONE);
    expect(range.from).toEqual(at(2026, 5, 1));
    expect(range.to).toEqual(new Date(at(2026, 6, 1).getTime() - 1));
  });
  it('defaults to a month ago, for the longest range allowed', () => {
    const range = calendarRange({}, at(2026, 5, 10, 15), ZONE);
    expect(range.from).toEqual(at(2026, 4, 10));
    expect(range.to).toEqual(new Date(at(2026, 4, 10 + CALENDAR_RANGE_MAX_DAYS).getTime() - 1));
  });
  it('bounds a side left out by the longest range allowed, counted from the side given', () => {
    const onwards = calendarRange({ from: '2026-05-01' }, NOW, ZONE);
    expect(onwards.from).toEqual(at(2026, 5, 1));
    expect(onwards.to).toEqual(new Date(at(2026, 5, 1 + CALENDAR_RANGE_MAX_DAYS).getTime() - 1));
    const upTo = calendarRange({ to: '2026-05-01' }, NOW, ZONE);
    expect(upTo.from).toEqual(at(2026, 5, 2 - CALENDAR_RANGE_MAX_DAYS));
    expect(upTo.to).toEqual(new Date(at(2026, 5, 2).getTime() - 1));
  });
});

describe('calendarDays', () => {
  it('counts whole days with both ends included, across a change of clocks and a leap day', () => {
    expect(calendarDays('2026-05-01', '2026-05-01')).toBe(1);
    expect(calendarDays('2026-04-01', '2026-04-10')).toBe(10);
    expect(calendarDays('2028-02-28', '2028-03-01')).toBe(3);
    expect(calendarDays('2026-01-01', '2026-12-31')).toBe(365);
  });
  it("leaves room for the calendar screen's window: the start of last month to the end of eleven months ahead", () => {
    // The longest such window: July to the July after, over a leap February.
    expect(calendarDays('2027-07-01', '2028-07-31')).toBe(397);
    expect(calendarDays('2027-07-01', '2028-07-31')).toBeLessThanOrEqual(CALENDAR_RANGE_MAX_DAYS);
  });
});

describe('calendarFeedRange', () => {
  it('runs from 60 days ago to a year ahead', () => {
    const range = calendarFeedRange(at(2026, 5, 10, 15), ZONE);
    expect(range.from).toEqual(at(2026, 3, 11));
    expect(range.to).toEqual(new Date(at(2027, 5, 11).getTime() - 1));
  });
});

describe('eventOverlaps', () => {
  const may10 = calendarRange({ from: '2026-05-10', to: '2026-05-10' }, NOW, ZONE);
  it('keeps events that start, end or run through the range', () => {
    expect(eventOverlaps(event(at(2026, 5, 10, 18), at(2026, 5, 10, 20)), may10, ZONE)).toBe(true);
    expect(eventOverlaps(event(at(2026, 5, 9, 22), at(2026, 5, 10, 1)), may10, ZONE)).toBe(true);
    expect(eventOverlaps(event(at(2026, 5, 8), at(2026, 5, 12)), may10, ZONE)).toBe(true);
  });
  it('drops events entirely before or after the range', () => {
    expect(eventOverlaps(event(at(2026, 5, 11, 9), at(2026, 5, 11, 10)), may10, ZONE)).toBe(false);
    expect(eventOverlaps(event(at(2026, 5, 9, 9), at(2026, 5, 9, 10)), may10, ZONE)).toBe(false);
  });
  it('treats the end as exclusive: an all-day event of the day before stays out', () => {
    expect(eventOverlaps(event(at(2026, 5, 9), at(2026, 5, 10)), may10, ZONE)).toBe(false);
    expect(eventOverlaps(event(at(2026, 5, 10), at(2026, 5, 11)), may10, ZONE)).toBe(true);
  });
  it('includes the range\'s last moment and an event starting at its first', () => {
    const lastMoment = new Date(at(2026, 5, 11).getTime() - 1);
    expect(eventOverlaps(event(lastMoment, at(2026, 5, 11, 1)), may10, ZONE)).toBe(true);
    expect(eventOverlaps(event(at(2026, 5, 11), at(2026, 5, 11, 1)), may10, ZONE)).toBe(false);
    expect(eventOverlaps(event(at(2026, 5, 10), null), may10, ZONE)).toBe(true);
  });
  it('reads a date without a time as the start of that school day', () => {
    expect(eventTimes({ event_start: '2026-05-10', event_end: '2026-05-11' }, ZONE)).toEqual({
      start: at(2026, 5, 10).getTime(),
      end: at(2026, 5, 11).getTime(),
    });
    expect(eventOverlaps({ event_start: '2026-05-09', event_end: '2026-05-10' }, may10, ZONE)).toBe(false);
    expect(eventOverlaps({ event_start: '2026-05-10', event_end: '2026-05-11' }, may10, ZONE)).toBe(true);
  });
  it('treats an event ending before it starts as a moment', () => {
    expect(eventTimes(event(at(2026, 5, 10, 9), at(2026, 5, 10, 8)), ZONE)).toEqual({ start: at(2026, 5, 10, 9).getTime(), end: at(2026, 5, 10, 9).getTime() });
  });
  it('treats an event without an end as a moment', () => {
    expect(eventOverlaps(event(at(2026, 5, 10, 9), null), may10, ZONE)).toBe(true);
    expect(eventOverlaps(event(at(2026, 5, 9, 9), null), may10, ZONE)).toBe(false);
  });
});
