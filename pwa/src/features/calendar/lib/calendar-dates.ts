import type { CalendarEventRecord } from '@portal/contract';
import { eventTimes } from '@/offline/lists.ts';

/**
 * Calendar arithmetic in the device's time zone, weeks starting on Monday (as Australian
 * school calendars do). Days are keyed 'YYYY-MM-DD'.
 */
const pad = (value: number) => String(value).padStart(2, '0');

export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function monthKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

/** '2026-03' → 1 March 2026; anything else → null. */
export function parseMonthKey(value: string | null): Date | null {
  const match = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return new Date(Number(match[1]), month - 1, 1);
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function startOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

export function addMonths(date: Date, months: number): Date {
  return new Date(date.getFullYear(), date.getMonth() + months, 1);
}

export function endOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth() + 1, 0);
}

export function sameMonth(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
}

/** Monday = 0 … Sunday = 6. */
export function weekdayIndex(date: Date): number {
  return (date.getDay() + 6) % 7;
}

/** The full weeks (Monday to Sunday) that cover the month. */
export function monthGrid(month: Date): Date[][] {
  const first = startOfMonth(month);
  const last = endOfMonth(month);
  const gridEnd = addDays(last, 6 - weekdayIndex(last));
  const weeks: Date[][] = [];
  for (let day = addDays(first, -weekdayIndex(first)); day <= gridEnd; day = addDays(day, 1)) {
    if (weekdayIndex(day) === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(day);
  }
  return weeks;
}

/** A span of whole days, from the start of `from` to the end of `to`. */
export type DayRange = { from: Date; to: Date };

export function rangeTimes(range: DayRange): { from: number; to: number } {
  return { from: startOfDay(range.from).getTime(), to: addDays(range.to, 1).getTime() - 1 };
}

/**
 * What the calendar asks the server for and saves: from the start of last month to the end
 * of eleven months ahead (13 months, within the API's 400-day limit), so the coming year is
 * there offline.
 */
export function defaultWindow(today: Date): DayRange {
  return { from: addMonths(today, -1), to: endOfMonth(addMonths(today, 11)) };
}

/** The window to load for a month: the default one when it covers the month's grid. */
export function windowForMonth(month: Date, today: Date): DayRange {
  const standard = defaultWindow(today);
  const weeks = monthGrid(month);
  const gridStart = weeks[0]![0]!;
  const gridEnd = weeks[weeks.length - 1]![6]!;
  if (gridStart >= startOfDay(standard.from) && gridEnd <= standard.to) return standard;
  return { from: gridStart, to: gridEnd };
}

/** The days (keys) an event covers, at most two months of them. */
export function eventDayKeys(event: CalendarEventRecord): string[] {
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
