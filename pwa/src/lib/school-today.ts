import { schoolDayOf } from '@portal/contract';
import { schoolTimeZone } from './school-time-zone.ts';

/** 'YYYY-MM-DD' → that calendar day at the device's midnight (what date pickers and grids take). */
export function dayOfKey(key: string): Date {
  const [year, month, date] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/** Today at the school, as a calendar day for pickers and grids, whatever day it is on the device. */
export function schoolToday(now: Date = new Date()): Date {
  return dayOfKey(schoolDayOf(now, schoolTimeZone()));
}
