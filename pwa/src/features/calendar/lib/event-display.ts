import { eventTimes, type CalendarEventRecord } from '@portal/contract';
import { addDays, dayKey, startOfDay } from './calendar-dates.ts';

/**
 * How the calendar screens show events: the days each covers and its time in words. Apart
 * from the date arithmetic, which the calendar's first call needs before its screen loads.
 */
/** The days (keys) an event covers, at most two months of them. */
function eventDayKeys(event: CalendarEventRecord): string[] {
  const { start, end } = eventTimes(event);
  const keys: string[] = [];
  // An event ending exactly at midnight does not occupy the next day.
  const last = startOfDay(new Date(end > start ? end - 1 : end));
  for (let day = startOfDay(new Date(start)); day <= last && keys.length < 62; day = addDays(day, 1)) {
    keys.push(dayKey(day));
  }
  return keys;
}

/** Events by the days they cover. */
export function eventsByDay(events: readonly CalendarEventRecord[]): Map<string, CalendarEventRecord[]> {
  const byDay = new Map<string, CalendarEventRecord[]>();
  for (const event of events) {
    for (const key of eventDayKeys(event)) {
      const list = byDay.get(key) ?? [];
      list.push(event);
      byDay.set(key, list);
    }
  }
  return byDay;
}

const longDay = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const monthYear = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric' });
const shortWeekday = new Intl.DateTimeFormat('en-AU', { weekday: 'short' });
const longWeekday = new Intl.DateTimeFormat('en-AU', { weekday: 'long' });
const time = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' });
const dayMonth = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long' });

export const formatLongDay = (date: Date) => longDay.format(date);
export const formatMonth = (date: Date) => monthYear.format(date);
export const formatShortWeekday = (date: Date) => shortWeekday.format(date);
export const formatLongWeekday = (date: Date) => longWeekday.format(date);

/** 'Tuesday 10 March 2026, 9:00 am – 10:30 am', or the days for all-day and multi-day events. */
export function formatEventWhen(event: CalendarEventRecord): string {
  const { start, end } = eventTimes(event);
  const startDate = new Date(start);
  const keys = eventDayKeys(event);
  if (event.all_day) {
    if (keys.length <= 1) return `${formatLongDay(startDate)} (all day)`;
    return `${dayMonth.format(startDate)} – ${formatLongDay(new Date(end - 1))} (all day)`;
  }
  if (keys.length <= 1) {
    return end > start
      ? `${formatLongDay(startDate)}, ${time.format(startDate)} – ${time.format(end)}`
      : `${formatLongDay(startDate)}, ${time.format(startDate)}`;
  }
  return `${formatLongDay(startDate)}, ${time.format(startDate)} – ${formatLongDay(new Date(end))}, ${time.format(end)}`;
}

/** The time part only, for a list grouped by day ('All day' for all-day events). */
export function formatEventTime(event: CalendarEventRecord): string {
  if (event.all_day) return 'All day';
  const { start, end } = eventTimes(event);
  return end > start ? `${time.format(start)} – ${time.format(end)}` : time.format(start);
}
