import { INDEFINITE, UNPUBLISHED, formatSchoolTime } from '@portal/contract';
import { formatLocale } from './interface-language.ts';
import { schoolTimeZone } from './school-time-zone.ts';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/**
 * '27 November 2026': the school day of a moment (in the school's zone, not the device's), or
 * a date without a time (a due date) as that day, in the language shown ('١٠ مارس ٢٠٢٦'). Publish
 * bounds may be the words UNPUBLISHED or INDEFINITE: those display as they are.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (value === UNPUBLISHED || value === INDEFINITE) return value;
  // A day alone is named as it is: its noon in UTC, read in UTC.
  const day = DAY_ONLY.test(value);
  const time = Date.parse(day ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(time)) return value;
  return formatSchoolTime(new Date(time), day ? 'UTC' : schoolTimeZone(), LONG_DATE, formatLocale());
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** A machine-readable value for <time dateTime>, or undefined for the special words. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  // Already what <time> wants (the API sends UTC ISO times): no need to parse and print it.
  if (ISO_UTC.test(value)) return value;
  // A day stays a day: <time> takes YYYY-MM-DD as it is.
  if (DAY_ONLY.test(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** '3 February 2026 at 9:00 am' at the school, in the language shown: when a saved list was last refreshed. */
export function formatDateTime(value: Date | number): string {
  return formatSchoolTime(new Date(value), schoolTimeZone(), { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }, formatLocale());
}
