// Dates of the demo school are relative to the moment the seed runs, in the server's local
// time (the portal's users and the e2e browser run on the same machine as the CMS).

const DAY_MS = 24 * 60 * 60 * 1000;
const HALF_HOUR_MS = 30 * 60 * 1000;

/** now + days, at hour:minute local time when given, else at now's time of day. */
export const shiftDays = (now: Date, days: number, hour?: number, minute = 0): Date => {
  const date = new Date(now.getTime());
  date.setDate(date.getDate() + days);
  if (hour !== undefined) {
    date.setHours(hour, minute, 0, 0);
  }
  return date;
};

/** A publish bound as the admin's picker would store it: ISO time on a 30-minute step. */
export const publishBound = (now: Date, days: number): string => {
  const shifted = now.getTime() + days * DAY_MS;
  return new Date(Math.floor(shifted / HALF_HOUR_MS) * HALF_HOUR_MS).toISOString();
};

/** YYYY-MM-DD of a local date, for date attributes. */
export const isoDate = (date: Date): string => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const isWeekend = (date: Date): boolean => date.getDay() === 0 || date.getDay() === 6;

/** The school day on or before now + days (weekends move back to Friday). */
export const schoolDayBefore = (now: Date, days: number): Date => {
  const date = shiftDays(now, days, 9);
  while (isWeekend(date)) {
    date.setDate(date.getDate() - 1);
  }
  return date;
};

/** The next `count` school days starting today (today included when it is a weekday). */
export const nextSchoolDays = (now: Date, count: number): Date[] => {
  const days: Date[] = [];
  for (let offset = 0; days.length < count; offset += 1) {
    const date = shiftDays(now, offset, 0);
    if (!isWeekend(date)) {
      days.push(date);
    }
  }
  return days;
};
