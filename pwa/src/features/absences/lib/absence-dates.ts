import { addDays, formatDay, schoolDayOf } from '@portal/contract';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';

/** A calendar day (YYYY-MM-DD) as a family reads it: 'Thu 26 Nov 2026'. */
export function formatAbsenceDay(day: string): string {
  return formatDay(day, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}

/** One day, or a leave's first and last day. */
export function formatAbsencePeriod(from: string, to: string | null | undefined): string {
  return to && to !== from ? `${formatAbsenceDay(from)} – ${formatAbsenceDay(to)}` : formatAbsenceDay(from);
}

/** Today at the school (plus some days), as YYYY-MM-DD (what a date input holds), whatever the device's zone. */
export function localDay(at = new Date(), plusDays = 0): string {
  return addDays(schoolDayOf(at, schoolTimeZone()), plusDays);
}
