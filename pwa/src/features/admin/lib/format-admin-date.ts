import { INDEFINITE, UNPUBLISHED } from '@portal/contract';
import { format } from 'date-fns';

/** Admin spec 9: the editors' date format, with a 12-hour clock. */
export const ADMIN_DATE_FORMAT = 'MMMM d, yyyy h:mm aa';

/**
 * A date and time with a 12-hour clock in the admin's own time zone; the publish words
 * UNPUBLISHED and INDEFINITE, and anything unreadable, as they are (admin spec 2).
 */
export function formatAdminDate(value: string | null): string {
  if (!value) return '';
  if (value === UNPUBLISHED || value === INDEFINITE) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : format(time, ADMIN_DATE_FORMAT);
}
