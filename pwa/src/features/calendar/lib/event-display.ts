import { t } from '@lingui/core/macro';
import { addDays, eventTimes, formatSchoolTime, schoolDayOf, type CalendarEventRecord } from '@portal/contract';
import { formatLocale } from '@/lib/interface-language.ts';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';
import { dayOfKey } from './calendar-dates.ts';

/**
 * How the calendar screens show events: the days each covers and its time in words. Apart
 * from the date arithmetic, which the calendar's first call needs before its screen loads.
 */
/** The school days (keys) an event covers, at most two months of them. */
function eventDayKeys(event: CalendarEventRecord): string[] {
  const zone = schoolTimeZone();
  const { start, end } = eventTimes(event, zone);
  const keys: string[] = [];
  // An event ending exactly at midnight does not occupy the next day.
  const last = schoolDayOf(new Date(end > start ? end - 1 : end), zone);
  for (let day = schoolDayOf(new Date(start), zone); day <= last && keys.length < 62; day = addDays(day, 1)) {
    keys.push(day);
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

// Calendar days (calendar-dates.ts) are named by their own year, month and date, in the language
// shown; each locale's formats are made once.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  return (date) => {
    const locale = formatLocale();
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, options);
      formats.set(key, format);
    }
    return format.format(date);
  };
}

export const formatLongDay = formatIn({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
export const formatMonth = formatIn({ month: 'long', year: 'numeric' });
export const formatShortWeekday = formatIn({ weekday: 'short' });
export const formatLongWeekday = formatIn({ weekday: 'long' });
export const formatNarrowWeekday = formatIn({ weekday: 'narrow' });
const formatDayMonth = formatIn({ day: 'numeric', month: 'long' });

/** An event's moments are read at the school: its day and its time of day there. */
const schoolDayName = (at: number) => formatLongDay(dayOfKey(schoolDayOf(new Date(at), schoolTimeZone())));
const time = (at: number) =>
  formatSchoolTime(new Date(at), schoolTimeZone(), { hour: 'numeric', minute: '2-digit' }, formatLocale());

/**
 * 'Tuesday 10 March 2026, 9:00 am – 10:30 am', or the days for all-day and multi-day events, at
 * the school, in the language shown when called.
 */
export function formatEventWhen(event: CalendarEventRecord): string {
  const { start, end } = eventTimes(event, schoolTimeZone());
  const keys = eventDayKeys(event);
  if (event.all_day) {
    if (keys.length <= 1) {
      const day = schoolDayName(start);
      return t`${day} (all day)`;
    }
    const firstDay = formatDayMonth(dayOfKey(keys[0]!));
    const lastDay = schoolDayName(end - 1);
    return t`${firstDay} – ${lastDay} (all day)`;
  }
  if (keys.length <= 1) {
    const day = schoolDayName(start);
    const from = time(start);
    if (end <= start) return t`${day}, ${from}`;
    const to = time(end);
    return t`${day}, ${from} – ${to}`;
  }
  const [firstDay, from, lastDay, to] = [schoolDayName(start), time(start), schoolDayName(end), time(end)];
  return t`${firstDay}, ${from} – ${lastDay}, ${to}`;
}

/** The time part only, for a list grouped by day ('All day' for all-day events). */
export function formatEventTime(event: CalendarEventRecord): string {
  if (event.all_day) return t`All day`;
  const { start, end } = eventTimes(event, schoolTimeZone());
  return end > start ? `${time(start)} – ${time(end)}` : time(start);
}
