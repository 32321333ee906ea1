import { addDays, schoolDayEnd, schoolDayOf, schoolDayStart } from './school-time.ts';

/** A span of time a calendar list covers, always bounded on both sides. */
export type CalendarRange = { from: Date; to: Date };

export type EventTimes = { event_start: string; event_end: string | null };

/** The personal calendar feed covers this many days back and ahead of today. */
export const CALENDAR_FEED_DAYS_BEFORE = 60;
export const CALENDAR_FEED_DAYS_AFTER = 365;

/**
 * The longest calendar list one request may ask for, in days (both ends included), so one
 * request cannot make the BFF read years of events. The calendar screen asks for the start of
 * last month to the end of eleven months ahead: 13 whole months, 397 days at most.
 */
export const CALENDAR_RANGE_MAX_DAYS = 400;

const DAY_MS = 86_400_000;

/** How many days `from`..`to` (YYYY-MM-DD) covers, both included; whole days, whatever the clocks do. */
export function calendarDays(from: string, to: string): number {
  const utcDay = (isoDate: string) => {
    const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS) + 1;
}

/** The last moment of a school day. */
function endOfSchoolDay(day: string, timeZone: string): Date {
  return new Date(schoolDayEnd(day, timeZone).getTime() - 1);
}

function monthBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 2, date));
  return shifted.toISOString().slice(0, 10);
}

/**
 * The range a calendar query asks for, in school days of `timeZone`: `from` at the start of
 * its day, `to` at the end of its day. A side left out is bounded too, the longest allowed
 * range away from the given side (only `from`: CALENDAR_RANGE_MAX_DAYS days from it; only
 * `to`: as many days up to it), so no request lists more days than an explicit range may.
 * Without either, the range starts a month ago.
 */
export function calendarRange(query: { from?: string; to?: string }, now: Date, timeZone: string): CalendarRange {
  const span = CALENDAR_RANGE_MAX_DAYS - 1;
  if (query.from && query.to) return { from: schoolDayStart(query.from, timeZone), to: endOfSchoolDay(query.to, timeZone) };
  if (query.to) return { from: schoolDayStart(addDays(query.to, -span), timeZone), to: endOfSchoolDay(query.to, timeZone) };
  const from = query.from ?? monthBefore(schoolDayOf(now, timeZone));
  return { from: schoolDayStart(from, timeZone), to: endOfSchoolDay(addDays(from, span), timeZone) };
}

/** What the personal feed holds: from 60 school days ago to a year ahead. */
export function calendarFeedRange(now: Date, timeZone: string): CalendarRange {
  const today = schoolDayOf(now, timeZone);
  return {
    from: schoolDayStart(addDays(today, -CALENDAR_FEED_DAYS_BEFORE), timeZone),
    to: endOfSchoolDay(addDays(today, CALENDAR_FEED_DAYS_AFTER), timeZone),
  };
}

/**
 * When an event starts and ends (ms). A date without a time ('2026-03-10') is the start of
 * that school day, as a calendar range's days are. An event without an end, or one ending
 * before it starts, is a moment. The end is exclusive: an all-day event ends at the next
 * midnight and does not spill into the next day.
 */
export function eventTimes(event: EventTimes, timeZone: string): { start: number; end: number } {
  const start = parseEventTime(event.event_start, timeZone);
  const parsedEnd = event.event_end ? parseEventTime(event.event_end, timeZone) : Number.NaN;
  return { start, end: Number.isNaN(parsedEnd) || parsedEnd < start ? start : parsedEnd };
}

function parseEventTime(value: string, timeZone: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? schoolDayStart(value, timeZone).getTime() : Date.parse(value);
}

/**
 * Whether an event overlaps the range (whose `to` is its last moment, included): the one
 * meaning of 'in this range' for the BFF's lists and the PWA's saved copy alike.
 */
export function eventOverlaps(event: EventTimes, range: CalendarRange, timeZone: string): boolean {
  const { start, end } = eventTimes(event, timeZone);
  if (Number.isNaN(start) || start > range.to.getTime()) return false;
  const from = range.from.getTime();
  return end > from || start >= from;
}
