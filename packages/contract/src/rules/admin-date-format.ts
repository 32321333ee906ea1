import { INDEFINITE, UNPUBLISHED } from './live-window.ts';
import { zonedParts } from './school-time.ts';

/** Admin spec 9: the editors' date format, with a 12-hour clock (a date-fns pattern). */
export const ADMIN_EDITOR_DATE_FORMAT = 'MMMM d, yyyy h:mm aa';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

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
  const { year, month, day, hour, minute } = zonedParts(new Date(time), timeZone);
  return `${MONTHS[month - 1]} ${day}, ${year} ${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
