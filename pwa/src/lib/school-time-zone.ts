import { DEFAULT_SCHOOL_TIME_ZONE, isTimeZone, schoolDayOf } from '@portal/contract';

/**
 * The school's IANA time zone, in which every date and time is shown and entered, whatever
 * the device's zone. It comes with the campus's sign-in settings (`campus-config`, saved for
 * starting offline) and is set before any signed-in screen renders.
 */
let zone = DEFAULT_SCHOOL_TIME_ZONE;

export const schoolTimeZone = (): string => zone;

/** A missing or unknown zone (settings saved by an older version) keeps the default. */
export function setSchoolTimeZone(next: string | undefined): void {
  zone = next && isTimeZone(next) ? next : DEFAULT_SCHOOL_TIME_ZONE;
}

/** 'YYYY-MM-DD' → that calendar day at the device's midnight (what date pickers and grids take). */
export function dayOfKey(key: string): Date {
  const [year, month, date] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/** Today at the school, as a calendar day for pickers and grids, whatever day it is on the device. */
export function schoolToday(now: Date = new Date()): Date {
  return dayOfKey(schoolDayOf(now, zone));
}
