import { eventOverlaps, eventTimes, type EventTimes } from './calendar-range.ts';
import { formatSchoolTime } from './school-time-format.ts';
import { addDays, schoolDayEnd, schoolDayOf, schoolDayStart } from './school-time.ts';

/**
 * "Coming up" in the weekly digest and the Connections PDF: the family events of the week ahead,
 * each with its day and time at the school. Families (carers) are whom both are written for, so
 * staff-only and student-only events stay out.
 */
export const COMING_UP_DAYS = 7;

export type ComingUpSource = EventTimes & {
  title: string;
  location?: string | null;
  all_day?: boolean | null;
  user_types?: unknown;
};
export type ComingUpEvent = { title: string; when: string; location: string | null };

const forFamilies = (userTypes: unknown) => !Array.isArray(userTypes) || userTypes.length === 0 || userTypes.includes('carer');

/**
 * How a language writes an event's time: the Intl locale (formattingLocale), a day with a time
 * (`{day}`, `{time}`), and "all day" (`{when}`: the day or days).
 */
export type EventTimeWording = { locale: string; dayAndTime: string; allDay: string };

const SCHOOL_ENGLISH: EventTimeWording = { locale: 'en-AU', dayAndTime: '{day}, {time}', allDay: '{when} (all day)' };

const dayName = (at: number, zone: string, locale: string) =>
  formatSchoolTime(new Date(at), zone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, locale);
const timeOfDay = (at: number, zone: string, locale: string) =>
  formatSchoolTime(new Date(at), zone, { hour: 'numeric', minute: '2-digit' }, locale);

/**
 * 'Friday 27 November 2026, 6:00 pm – 7:30 pm', '… (all day)', or both ends' days for longer
 * events: at the school, in the school's English unless another language's wording is given.
 */
export function describeEventTime(
  event: EventTimes & { all_day?: boolean | null },
  zone: string,
  wording: EventTimeWording = SCHOOL_ENGLISH,
): string {
  const { locale } = wording;
  const at = (instant: number, withDay = true) =>
    withDay
      ? wording.dayAndTime.replace('{day}', dayName(instant, zone, locale)).replace('{time}', timeOfDay(instant, zone, locale))
      : timeOfDay(instant, zone, locale);
  const { start, end } = eventTimes(event, zone);
  const lastDay = schoolDayOf(new Date(end > start ? end - 1 : end), zone);
  const oneDay = lastDay === schoolDayOf(new Date(start), zone);
  if (event.all_day) {
    const days = oneDay ? dayName(start, zone, locale) : `${dayName(start, zone, locale)} – ${dayName(end - 1, zone, locale)}`;
    return wording.allDay.replace('{when}', days);
  }
  if (end <= start) return at(start);
  return `${at(start)} – ${at(end, !oneDay)}`;
}

/**
 * The family events of the school week from today: today (all of it, so that tonight's event is
 * there all day) and the COMING_UP_DAYS - 1 days after, soonest first, as they were given (a
 * caller that writes them in another language keeps what it needs of each).
 */
export function comingUpEvents<Event extends ComingUpSource>(events: readonly Event[], now: Date, zone: string): Event[] {
  const today = schoolDayOf(now, zone);
  const range = {
    from: schoolDayStart(today, zone),
    to: new Date(schoolDayEnd(addDays(today, COMING_UP_DAYS - 1), zone).getTime() - 1),
  };
  return events
    .filter((event) => forFamilies(event.user_types) && eventOverlaps(event, range, zone))
    .sort((a, b) => eventTimes(a, zone).start - eventTimes(b, zone).start || a.title.localeCompare(b.title));
}

/** The week's family events (comingUpEvents), each with its time at the school in the school's English. */
export function comingUp(events: readonly ComingUpSource[], now: Date, zone: string): ComingUpEvent[] {
  return comingUpEvents(events, now, zone).map((event) => ({
    title: event.title,
    when: describeEventTime(event, zone),
    location: event.location ?? null,
  }));
}
