import { addDays, instantOfSchoolTime, isWeekend, schoolDayOf, schoolTimeZonesFrom, zonedParts } from '@portal/contract';

// Dates of the demo school are relative to the moment the seed runs, and its times are the
// school's local times (the Sydney campus's zone, SYDNEY_TIME_ZONE), whatever the server's TZ:
// the information evening is at 6:00 pm in Sydney, stored as the instant that is.
const SCHOOL_ZONE = schoolTimeZonesFrom(process.env).sydney;

const DAY_MS = 24 * 60 * 60 * 1000;
const HALF_HOUR_MS = 30 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** now + days (school days of the calendar), at hour:minute school time when given, else at now's school time of day. */
export const shiftDays = (now: Date, days: number, hour?: number, minute = 0): Date => {
  const day = addDays(schoolDayOf(now, SCHOOL_ZONE), days);
  if (hour !== undefined) return instantOfSchoolTime(day, `${pad(hour)}:${pad(minute)}`, SCHOOL_ZONE);
  const at = zonedParts(now, SCHOOL_ZONE);
  return instantOfSchoolTime(day, `${pad(at.hour)}:${pad(at.minute)}:${pad(at.second)}`, SCHOOL_ZONE);
};

/** A publish bound as the admin's picker would store it: ISO time on a 30-minute step. */
export const publishBound = (now: Date, days: number): string => {
  const shifted = now.getTime() + days * DAY_MS;
  return new Date(Math.floor(shifted / HALF_HOUR_MS) * HALF_HOUR_MS).toISOString();
};

/** YYYY-MM-DD of the school day an instant falls on, for date attributes. */
export const isoDate = (date: Date): string => schoolDayOf(date, SCHOOL_ZONE);

/** The school day on or before now + days (weekends move back to Friday), at 9:00 am. */
export const schoolDayBefore = (now: Date, days: number): Date => {
  let day = addDays(schoolDayOf(now, SCHOOL_ZONE), days);
  while (isWeekend(day)) day = addDays(day, -1);
  return instantOfSchoolTime(day, '09:00', SCHOOL_ZONE);
};

/** The next `count` school days starting today (today included when it is a weekday), at their midnight. */
export const nextSchoolDays = (now: Date, count: number): Date[] => {
  const days: Date[] = [];
  for (let offset = 0; days.length < count; offset += 1) {
    const day = addDays(schoolDayOf(now, SCHOOL_ZONE), offset);
    if (!isWeekend(day)) days.push(instantOfSchoolTime(day, '00:00', SCHOOL_ZONE));
  }
  return days;
};

/** The school year it is at the school when the seed runs. */
export const schoolYear = (now: Date): number => zonedParts(now, SCHOOL_ZONE).year;
