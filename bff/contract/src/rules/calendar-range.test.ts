import { describe, expect, it } from 'vitest';
import { calendarFeedRange, calendarRange, eventOverlaps } from './calendar-range.ts';

// Local times throughout: the ranges are in the local days of whoever asks.
const at = (year: number, month: number, day: number, hour = 0, minute = 0) => new Date(year, month - 1, day, hour, minute);
const event = (start: Date, end: Date | null) => ({ event_start: start.toISOString(), event_end: end ? end.toISOString() : null });

describe('calendarRange', () => {
  it('covers whole local days from the start of `from` to the end of `to`', () => {
    const range = calendarRange({ from: '2026-05-01', to: '2026-05-31' });
    expect(range.from).toEqual(at(2026, 5, 1));
    expect(range.to).toEqual(new Date(at(2026, 6, 1).getTime() - 1));
  });
  it('defaults to a month ago onwards', () => {
    expect(calendarRange({}, at(2026, 5, 10, 15))).toEqual({ from: at(2026, 4, 10), to: null });
  });
  it('leaves the other side open when only one bound is given', () => {
    expect(calendarRange({ from: '2026-05-01' }).to).toBeNull();
    expect(calendarRange({ to: '2026-05-01' }).from).toBeNull();
  });
});

describe('calendarFeedRange', () => {
  it('runs from 60 days ago to a year ahead', () => {
    const range = calendarFeedRange(at(2026, 5, 10, 15));
    expect(range.from).toEqual(at(2026, 3, 11));
    expect(range.to).toEqual(new Date(at(2027, 5, 11).getTime() - 1));
  });
});

describe('eventOverlaps', () => {
  const may10 = calendarRange({ from: '2026-05-10', to: '2026-05-10' });
  it('keeps events that start, end or run through the range', () => {
    expect(eventOverlaps(event(at(2026, 5, 10, 18), at(2026, 5, 10, 20)), may10)).toBe(true);
    expect(eventOverlaps(event(at(2026, 5, 9, 22), at(2026, 5, 10, 1)), may10)).toBe(true);
    expect(eventOverlaps(event(at(2026, 5, 8), at(2026, 5, 12)), may10)).toBe(true);
  });
  it('drops events entirely before or after the range', () => {
    expect(eventOverlaps(event(at(2026, 5, 11, 9), at(2026, 5, 11, 10)), may10)).toBe(false);
    expect(eventOverlaps(event(at(2026, 5, 9, 9), at(2026, 5, 9, 10)), may10)).toBe(false);
  });
  it('treats the end as exclusive: an all-day event of the day before stays out', () => {
    expect(eventOverlaps(event(at(2026, 5, 9), at(2026, 5, 10)), may10)).toBe(false);
    expect(eventOverlaps(event(at(2026, 5, 10), at(2026, 5, 11)), may10)).toBe(true);
  });
  it('treats an event without an end as a moment', () => {
    expect(eventOverlaps(event(at(2026, 5, 10, 9), null), may10)).toBe(true);
    expect(eventOverlaps(event(at(2026, 5, 9, 9), null), may10)).toBe(false);
  });
  it('keeps everything after `from` when the range has no end', () => {
    expect(eventOverlaps(event(at(2030, 1, 1), null), { from: at(2026, 5, 10), to: null })).toBe(true);
  });
});
