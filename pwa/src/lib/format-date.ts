import { INDEFINITE, UNPUBLISHED } from '@portal/contract';

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

/** Publish bounds may be the words UNPUBLISHED or INDEFINITE: those display as they are. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (value === UNPUBLISHED || value === INDEFINITE) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : dateFormat.format(time);
}

/** A machine-readable value for <time dateTime>, or undefined for the special words. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
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
