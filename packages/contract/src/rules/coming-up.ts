import { eventOverlaps, eventTimes, type EventTimes } from './calendar-range.ts';
import { formatSchoolTime } from './school-time-format.ts';
import { addDays, schoolDayEnd, schoolDayOf, schoolDayStart } from './school-time.ts';

/**
 * "Coming up" in the weekly digest and the Connections PDF: the family events of the week ahead,
 * each with its day and time at the school. Families (carers) are whom both are written for, so
 * staff-only and student-only events stay out.
 */
export const COMING_UP_DAYS = 7;

export type ComingUpSource = EventTimes & { title: string; location?: string | null; all_day?: boolean | null; user_types?: unknown };
export type ComingUpEvent = { title: string; when: string; location: string | null };

const forFamilies = (userTypes: unknown) => !Array.isArray(userTypes) || userTypes.length === 0 || userTypes.includes('carer');

const dayName = (at: number, zone: string) => formatSchoolTime(new Date(at), zone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const timeOfDay = (at: number, zone: string) => formatSchoolTime(new Date(at), zone, { hour: 'numeric', minute: '2-digit' });

/** 'Friday 27 November 2026, 6:00 pm – 7:30 pm', '… (all day)', or both ends' days for longer events: at the school. */
export function describeEventTime(event: EventTimes & { all_day?: boolean | null }, zone: string): string {
  const { start, end } = eventTimes(event, zone);
  const lastDay = schoolDayOf(new Date(end > start ? end - 1 : end), zone);
  const oneDay = lastDay === schoolDayOf(new Date(start), zone);
  if (event.all_day) return oneDay ? `${dayName(start, zone)} (all day)` : `${dayName(start, zone)} – ${dayName(end - 1, zone)} (all day)`;
  if (end <= start) return `${dayName(start, zone)}, ${timeOfDay(start, zone)}`;
  if (oneDay) return `${dayName(start, zone)}, ${timeOfDay(start, zone)} – ${timeOfDay(end, zone)}`;
  return `${dayName(start, zone)}, ${timeOfDay(start, zone)} – ${dayName(end, zone)}, ${timeOfDay(end, zone)}`;
}

/**
 * The family events of the school week from today: today (all of it, so that tonight's event is
 * there all day) and the COMING_UP_DAYS - 1 days after, soonest first.
 */
export function comingUp(events: readonly ComingUpSource[], now: Date, zone: string): ComingUpEvent[] {
  const today = schoolDayOf(now, zone);
  const range = { from: schoolDayStart(today, zone), to: new Date(schoolDayEnd(addDays(today, COMING_UP_DAYS - 1), zone).getTime() - 1) };
  return events
    .filter((event) => forFamilies(event.user_types) && eventOverlaps(event, range, zone))
    .sort((a, b) => eventTimes(a, zone).start - eventTimes(b, zone).start || a.title.localeCompare(b.title))
    .map((event) => ({ title: event.title, when: describeEventTime(event, zone), location: event.location ?? null }));
}
