import { INDEFINITE, UNPUBLISHED } from './live-window.ts';

/** Admin spec 9: the editors' date format, with a 12-hour clock (a date-fns pattern). */
export const ADMIN_EDITOR_DATE_FORMAT = 'MMMM d, yyyy h:mm aa';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The parts of an instant at the school (month in words, 12-hour clock); formats are kept per zone. */
function partsAt(at: Date, timeZone: string): Record<string, string> {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
    formats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
}

/**
 * A date and time as ADMIN_EDITOR_DATE_FORMAT writes it ('November 25, 2026 10:30 AM') in the
 * school's zone: the one admin date format wherever the spec gives none, in the portal's admin
 * and in the CMS panel's lists alike. The publish words UNPUBLISHED and INDEFINITE, and anything
 * unreadable, are shown as they are (admin spec 2); no date is the empty string.
 */
export function formatAdminEditorDate(value: string | null | undefined, timeZone: string): string {
  if (!value) return '';
  if (value === UNPUBLISHED || value === INDEFINITE) return value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  // Built from Intl's parts rather than the school-time rules, which the reader's first screen does not load.
  const { month, day, year, hour, minute, dayPeriod } = partsAt(new Date(time), timeZone);
  return `${month} ${day}, ${year} ${hour}:${minute} ${dayPeriod?.toUpperCase()}`;
}
