import { INDEFINITE, UNPUBLISHED, zonedParts } from '@portal/contract';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';

/** Admin spec 9: the editors' date format, with a 12-hour clock. */
export const ADMIN_DATE_FORMAT = 'MMMM d, yyyy h:mm aa';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A date and time with a 12-hour clock at the school (ADMIN_DATE_FORMAT, in the school's zone
 * whatever the admin's device says); the publish words UNPUBLISHED and INDEFINITE, and anything
 * unreadable, as they are (admin spec 2).
 */
export function formatAdminDate(value: string | null): string {
  if (!value) return '';
  if (value === UNPUBLISHED || value === INDEFINITE) return value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const { year, month, day, hour, minute } = zonedParts(new Date(time), schoolTimeZone());
  return `${MONTHS[month - 1]} ${day}, ${year} ${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
