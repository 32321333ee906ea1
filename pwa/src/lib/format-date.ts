import { INDEFINITE, UNPUBLISHED } from '@portal/contract';

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Each local day formatted once: a long list shows few distinct days, and Intl formatting
 * costs far more than finding the day.
 */
const formattedDays = new Map<number, string>();

/** Publish bounds may be the words UNPUBLISHED or INDEFINITE: those display as they are. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (value === UNPUBLISHED || value === INDEFINITE) return value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const date = new Date(time);
  const day = date.getFullYear() * 10_000 + date.getMonth() * 100 + date.getDate();
  let formatted = formattedDays.get(day);
  if (formatted === undefined) {
    formatted = dateFormat.format(date);
    formattedDays.set(day, formatted);
  }
  return formatted;
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** A machine-readable value for <time dateTime>, or undefined for the special words. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  // Already what <time> wants (the API sends UTC ISO times): no need to parse and print it.
  if (ISO_UTC.test(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const dateTimeFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '3 February 2026, 9:00 am': when a saved list was last refreshed. */
export function formatDateTime(value: Date | number): string {
  return dateTimeFormat.format(value);
}
