import { WEB_LOG_FILTER_MESSAGES } from '../admin-messages.ts';
import { addDays, schoolDayOf, zonedParts } from './school-time.ts';

/**
 * The web logs filter's rules without zod: the admin screen checks its form with these
 * before any call, and the contract's zod schema (schemas/web-log.ts) applies the same ones to
 * the BFF's query, so both say the spec's words. Kept apart from the schemas so the admin
 * bundle does not carry zod.
 */

/** The range the screen opens with and the BFF assumes without dates: the last week, today included. */
export const WEB_LOGS_DEFAULT_DAYS = 7;

const pad = (value: number) => String(value).padStart(2, '0');

/** The default web logs range (school days, both included). */
export function lastWeek(now: Date, timeZone: string): { visit_from_date: string; visit_to_date: string } {
  const today = schoolDayOf(now, timeZone);
  return { visit_from_date: addDays(today, -(WEB_LOGS_DEFAULT_DAYS - 1)), visit_to_date: today };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export type WebLogsDates = { visit_from_date?: string; visit_to_date?: string };
export type WebLogsDateIssue = { field: keyof WebLogsDates; message: string };

/** Admin spec 5: a date that is not one, From and To not together, or To before From. */
export function webLogsDateIssues({ visit_from_date: from, visit_to_date: to }: WebLogsDates): WebLogsDateIssue[] {
  const issues: WebLogsDateIssue[] = [];
  if (from && !isIsoDay(from)) issues.push({ field: 'visit_from_date', message: WEB_LOG_FILTER_MESSAGES.invalid });
  if (to && !isIsoDay(to)) issues.push({ field: 'visit_to_date', message: WEB_LOG_FILTER_MESSAGES.invalid });
  if (issues.length > 0) return issues;
  if (from && !to) issues.push({ field: 'visit_to_date', message: WEB_LOG_FILTER_MESSAGES.toMissing });
  if (to && !from) issues.push({ field: 'visit_from_date', message: WEB_LOG_FILTER_MESSAGES.fromMissing });
  if (from && to && to < from) issues.push({ field: 'visit_to_date', message: WEB_LOG_FILTER_MESSAGES.invalid });
  return issues;
}

/**
 * Admin spec 9: web log dates as YYYY-MM-DD hh:mm a (12-hour, am/pm), in the school's time. A
 * value that is not a moment (a post's UNPUBLISHED or INDEFINITE) is shown as it is.
 */
export function formatWebLogDate(value: string | null, timeZone: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(date.getTime())) return value;
  const { hour, minute } = zonedParts(date, timeZone);
  const hours = hour % 12 === 0 ? 12 : hour % 12;
  return `${schoolDayOf(date, timeZone)} ${pad(hours)}:${pad(minute)} ${hour < 12 ? 'am' : 'pm'}`;
}
