import { useLingui } from '@lingui/react';
import { formatDate, formatDateTime, isoDate } from '@/lib/format-date.ts';

type DateDisplayProps = {
  /** An API time (ISO, UTC), a day (YYYY-MM-DD), or a moment in milliseconds. */
  value: string | number | Date | null | undefined;
  /** The time of day as well as the day ('3 February 2026 at 9:00 am'). */
  withTime?: boolean;
  /** A spec-fixed format for this screen (a note's timestamp): the words shown instead. */
  text?: string;
};

function machineValue(value: string | number | Date): string | undefined {
  if (typeof value === 'string') return isoDate(value);
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * A date as every screen shows one: in the school's time zone (not the device's), in words in
 * the language shown ('27 November 2026', '27 tháng 11, 2026'), inside a <time> that machines and screen readers can read exactly.
 * Nothing is shown for no date; the spec's words for open publish bounds show as they are.
 */
export function DateDisplay({ value, withTime = false, text }: DateDisplayProps) {
  // Read so that the date is written again when the language changes.
  useLingui();
  if (value === null || value === undefined || value === '') return null;
  const words = text ?? (typeof value === 'string' && !withTime ? formatDate(value) : formatDateTime(typeof value === 'string' ? Date.parse(value) : value));
  const machine = machineValue(value);
  return machine ? <time dateTime={machine}>{words}</time> : <span>{words}</span>;
}
