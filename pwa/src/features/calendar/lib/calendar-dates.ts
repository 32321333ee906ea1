import { schoolDayEnd, schoolDayOf, schoolDayStart, type CalendarRange } from '@portal/contract';
import { weekStartsOn } from '@/lib/interface-language.ts';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';
import { dayOfKey } from '@/lib/school-today.ts';

export { dayOfKey, schoolToday } from '@/lib/school-today.ts';

/**
 * Calendar arithmetic on school days, weeks starting on the language's first day (Monday in
 * English, as Australian school calendars do; Saturday in Arabic: interface-language.ts). A day is a Date at the device's midnight of that calendar day, used only for its year,
 * month and date (grid arithmetic and day names); which day it is comes from the school's zone
 * (`schoolToday`), and the instants a day spans are the school's (`wholeDays`). Days are keyed
 * 'YYYY-MM-DD'.
 */
const pad = (value: number) => String(value).padStart(2, '0');

export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar day (as above) an instant falls on at the school. */
export function schoolDayAt(at: Date | number): Date {
  return dayOfKey(schoolDayOf(new Date(at), schoolTimeZone()));
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

/** A day's place in its week: 0 for the week's first day (Monday in English) … 6 for its last. */
export function weekdayIndex(date: Date, firstDay = weekStartsOn()): number {
  return (date.getDay() - firstDay + 7) % 7;
}

/** The full weeks (first day to last, in the language shown unless told) that cover the month. */
export function monthGrid(month: Date, firstDay = weekStartsOn()): Date[][] {
  const first = startOfMonth(month);
  const last = endOfMonth(month);
  const gridEnd = addDays(last, 6 - weekdayIndex(last, firstDay));
  const weeks: Date[][] = [];
  for (let day = addDays(first, -weekdayIndex(first, firstDay)); day <= gridEnd; day = addDays(day, 1)) {
    if (weekdayIndex(day, firstDay) === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(day);
  }
  return weeks;
}

/** A span of whole days, from the start of `from` to the end of `to`. */
export type DayRange = { from: Date; to: Date };

/** The days as the contract's range: from the school's first moment of `from` to its last of `to`. */
export function wholeDays(range: DayRange): CalendarRange {
  const zone = schoolTimeZone();
  return { from: schoolDayStart(dayKey(range.from), zone), to: new Date(schoolDayEnd(dayKey(range.to), zone).getTime() - 1) };
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
