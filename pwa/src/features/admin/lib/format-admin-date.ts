import { formatAdminEditorDate, formatWebLogDate } from '@portal/contract';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';

/**
 * Every date the admin area shows or takes, in one place and in the school's time zone:
 * - the editors' date and time, 'MMMM d, yyyy h:mm aa' (admin spec 9), which is also the one
 *   format of every other admin date the spec gives none for (lists of posts, headers, PDFs,
 *   requests, broadcasts), so a date reads the same in a list and in its editor;
 * - Email Logs and Web Logs dates, 'YYYY-MM-DD hh:mm am/pm' (admin spec 2 and 9), the
 *   contract's rule, shared with their exports;
 * - the filters' days, YYYY-MM-DD (admin spec 9).
 * (The spec's third format, 'DD-MM-YYYY h:mm A', is the reader's student notes, not the admin's.)
 */

export { ADMIN_EDITOR_DATE_FORMAT } from '@portal/contract';

/** Admin spec 9: the date filters' format (a date-fns pattern). */
export const ADMIN_FILTER_DATE_FORMAT = 'yyyy-MM-dd';

/** A date and time as the editors write it ('November 25, 2026 10:30 AM'): the contract's one admin format, at the school. */
export function formatAdminDate(value: string | null): string {
  return formatAdminEditorDate(value, schoolTimeZone());
}

/** Email Logs and Web Logs: 'YYYY-MM-DD hh:mm am/pm' ('2026-11-25 10:30 am'); UNPUBLISHED and INDEFINITE as they are. */
export function formatLogDate(value: string | null): string {
  return formatWebLogDate(value, schoolTimeZone());
}
