import type { Campus } from '../schemas/user.ts';
import { DEFAULT_SCHOOL_TIME_ZONE } from './default-school-time-zone.ts';
import { formatSchoolTime } from './school-time-format.ts';

/**
 * The school's clock. Every date and time a person enters or sees is the school's local time
 * in its campus's IANA zone, whatever the zone of the server (`TZ`) or of the reader's device;
 * stored values are instants (ISO strings in UTC) and days are `YYYY-MM-DD` strings.
 * Only Intl is used: it knows every zone and its daylight-saving rules.
 */

/** The environment variable naming each campus's zone, read by the BFF and the CMS alike. */
export const SCHOOL_TIME_ZONE_SETTINGS: Record<Campus, string> = {
  sydney: 'SYDNEY_TIME_ZONE',
  armidale: 'ARMIDALE_TIME_ZONE',
};

/** True for a zone Intl knows (an IANA name such as "Australia/Sydney", or "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!zone.includes('/') && zone.toUpperCase() !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Each campus's zone from the environment (SYDNEY_TIME_ZONE, ARMIDALE_TIME_ZONE), defaulting to
 * Australia/Sydney; an unknown zone stops the start with the setting's name.
 */
export function schoolTimeZonesFrom(env: Record<string, string | undefined>): Record<Campus, string> {
  const zoneOf = (campus: Campus): string => {
    const name = SCHOOL_TIME_ZONE_SETTINGS[campus];
    const zone = env[name]?.trim() || DEFAULT_SCHOOL_TIME_ZONE;
    if (!isTimeZone(zone)) {
      throw new Error(`${name} must be an IANA time zone such as "Australia/Sydney" (got "${zone}").`);
    }
    return zone;
  };
  return { sydney: zoneOf('sydney'), armidale: zoneOf('armidale') };
}

export interface ZonedParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
  second: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();
function partFormat(zone: string): Intl.DateTimeFormat {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormats.set(zone, format);
  }
  return format;
}

/** The wall-clock reading of an instant in a zone. */
export function zonedParts(at: Date, zone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of partFormat(zone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The school day (YYYY-MM-DD) an instant falls on. */
export function schoolDayOf(at: Date, zone: string): string {
  const { year, month, day } = zonedParts(at, zone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The school's wall-clock time (HH:MM, 24-hour) of an instant. */
export function schoolTimeOf(at: Date, zone: string): string {
  const { hour, minute } = zonedParts(at, zone);
  return `${pad(hour)}:${pad(minute)}`;
}

const DAY_MS = 24 * 3_600_000;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** [year, month, date] of a YYYY-MM-DD day; anything else is refused. */
function dayParts(day: string): [number, number, number] {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`a day must be YYYY-MM-DD, got "${day}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * A calendar date as a Date for formatting: noon UTC of the day, so that formatting it with
 * `timeZone: 'UTC'` shows that day wherever the code runs.
 */
export function dayAsUtcNoon(day: string): Date {
  const [year, month, date] = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date, 12));
}

/** The offset of a zone from UTC at an instant, in milliseconds (Sydney: +10 h or +11 h). */
function offsetAt(utcMs: number, zone: string): number {
  const p = zonedParts(new Date(utcMs), zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The instant of a local date and time in a zone (what a `datetime-local` input means at the
 * school). A time that does not exist (the hour skipped when clocks go forward) is read with the
 * offset from before the change, so it lands just after it; a time that happens twice (the hour
 * repeated when clocks go back) is its first occurrence.
 */
export function instantOfSchoolTime(day: string, time: string, zone: string): Date {
  const [year, month, date] = dayParts(day);
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`a time must be HH:MM, got "${time}"`);
  const wall = Date.UTC(year, month - 1, date, Number(match[1]), Number(match[2]), Number(match[3] ?? 0));
  // The zone's offsets a day either side (more than any zone's distance from UTC): the instant is
  // the wall time less one of them, the one it reads back with. Daylight-saving changes are months apart.
  const offsets = [...new Set([offsetAt(wall - DAY_MS, zone), offsetAt(wall + DAY_MS, zone)])];
  const fitting = offsets.map((offset) => wall - offset).filter((at) => offsetAt(at, zone) === wall - at);
  if (fitting.length > 0) return new Date(Math.min(...fitting));
  // In the skipped hour: read with the offset from before the change, which lands past it.
  return new Date(wall - offsetAt(wall - DAY_MS, zone));
}

/** Whole days added to a day, as days (no hours: a daylight-saving change does not move it). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = dayParts(day);
  const shifted = new Date(Date.UTC(year, month - 1, date + days));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** 0 Sunday to 6 Saturday, of a day (the calendar's, wherever it is). */
export function weekdayOf(day: string): number {
  const [year, month, date] = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** The first instant of a school day. */
export function schoolDayStart(day: string, zone: string): Date {
  return instantOfSchoolTime(day, '00:00', zone);
}

/** The first instant after a school day (the next day's start): day filters take [start, end). */
export function schoolDayEnd(day: string, zone: string): Date {
  return schoolDayStart(addDays(day, 1), zone);
}

/** The year (e.g. 2027) it is at the school: New Year comes to the school before it comes to UTC. */
export function schoolYearOf(at: Date, zone: string): number {
  return zonedParts(at, zone).year;
}

/** "27 November 2026" of a YYYY-MM-DD day (already a school day: no zone applies). */
export function formatDay(day: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }): string {
  return formatSchoolTime(dayAsUtcNoon(day), 'UTC', options);
}
