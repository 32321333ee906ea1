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

function localDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The last moment of a local day. */
function endOfDay(date: Date): Date {
  return new Date(addDays(date, 1).getTime() - 1);
}

function monthAgo(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth() - 1, now.getDate());
}

/**
 * The range a calendar query asks for, in local days: `from` at the start of its day, `to`
 * at the end of its day. A side left out is bounded too, the longest allowed range away
 * from the given side (only `from`: CALENDAR_RANGE_MAX_DAYS days from it; only `to`: as
 * many days up to it), so no request lists more days than an explicit range may. Without
 * either, the range starts a month ago.
 */
export function calendarRange(query: { from?: string; to?: string }, now: Date = new Date()): CalendarRange {
  const span = CALENDAR_RANGE_MAX_DAYS - 1;
  if (query.from && query.to) return { from: localDay(query.from), to: endOfDay(localDay(query.to)) };
  if (query.to) {
    const to = localDay(query.to);
    return { from: addDays(to, -span), to: endOfDay(to) };
  }
  const from = query.from ? localDay(query.from) : monthAgo(now);
  return { from, to: endOfDay(addDays(from, span)) };
}

/** What the personal feed holds: from 60 days ago to a year ahead. */
export function calendarFeedRange(now: Date = new Date()): CalendarRange {
  const from = startOfDay(now);
  from.setDate(from.getDate() - CALENDAR_FEED_DAYS_BEFORE);
  const to = startOfDay(now);
  to.setDate(to.getDate() + CALENDAR_FEED_DAYS_AFTER + 1);
  return { from, to: new Date(to.getTime() - 1) };
}

/**
 * When an event starts and ends (ms). A date without a time ('2026-03-10') is the start of
 * that local day, as a calendar range's days are. An event without an end, or one ending
 * before it starts, is a moment. The end is exclusive: an all-day event ends at the next
 * midnight and does not spill into the next day.
 */
export function eventTimes(event: EventTimes): { start: number; end: number } {
  const start = parseEventTime(event.event_start);
  const parsedEnd = event.event_end ? parseEventTime(event.event_end) : Number.NaN;
  return { start, end: Number.isNaN(parsedEnd) || parsedEnd < start ? start : parsedEnd };
}

function parseEventTime(value: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? localDay(value).getTime() : Date.parse(value);
}

/**
 * Whether an event overlaps the range (whose `to` is its last moment, included): the one
 * meaning of 'in this range' for the BFF's lists and the PWA's saved copy alike.
 */
export function eventOverlaps(event: EventTimes, range: CalendarRange): boolean {
  const { start, end } = eventTimes(event);
  if (Number.isNaN(start) || start > range.to.getTime()) return false;
  const from = range.from.getTime();
  return end > from || start >= from;
}
