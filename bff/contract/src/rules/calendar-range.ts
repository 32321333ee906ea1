/** A span of time a calendar list covers; null bounds are open. */
export type CalendarRange = { from: Date | null; to: Date | null };

export type EventTimes = { event_start: string; event_end: string | null };

/** The personal calendar feed covers this many days back and ahead of today. */
export const CALENDAR_FEED_DAYS_BEFORE = 60;
export const CALENDAR_FEED_DAYS_AFTER = 365;

function localDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/**
 * The range a calendar query asks for, in local days: `from` at the start of its day, `to`
 * at the end of its day. Without either, from a month ago onwards; with only one, the other
 * side is open.
 */
export function calendarRange(query: { from?: string; to?: string }, now: Date = new Date()): CalendarRange {
  if (!query.from && !query.to) {
    const monthAgo = startOfDay(now);
    monthAgo.setMonth(monthAgo.getMonth() - 1);
    return { from: monthAgo, to: null };
  }
  const to = query.to ? localDay(query.to) : null;
  if (to) to.setDate(to.getDate() + 1);
  return {
    from: query.from ? localDay(query.from) : null,
    to: to ? new Date(to.getTime() - 1) : null,
  };
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
 * Whether an event overlaps the range. An event's end is exclusive (an all-day event ends at
 * the next midnight and does not spill into the next day); an event without an end is a moment.
 */
export function eventOverlaps(event: EventTimes, range: CalendarRange): boolean {
  const start = Date.parse(event.event_start);
  if (Number.isNaN(start)) return false;
  const parsedEnd = event.event_end ? Date.parse(event.event_end) : Number.NaN;
  const end = Number.isNaN(parsedEnd) || parsedEnd < start ? start : parsedEnd;
  if (range.to && start > range.to.getTime()) return false;
  if (!range.from) return true;
  const from = range.from.getTime();
  return end > from || start >= from;
}
