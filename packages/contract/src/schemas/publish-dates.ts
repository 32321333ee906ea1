import { z } from 'zod';
import { INDEFINITE, UNPUBLISHED } from '../rules/live-window.ts';
import { DATE_REASONS, POST_MESSAGES, withReason } from '../admin-messages.ts';

const NOT_A_DATE = withReason(POST_MESSAGES.validDate, DATE_REASONS.notADate);

/**
 * A publish bound as an editor form sends it: an ISO datetime, UNPUBLISHED or INDEFINITE (as
 * older records hold them, read by `publishWindow`), or nothing (null or '').
 */
export const publishBoundInput = z
  .union([z.iso.datetime({ offset: true, error: NOT_A_DATE }), z.enum([UNPUBLISHED, INDEFINITE]), z.literal('')], { error: NOT_A_DATE })
  .nullable()
  .optional()
  .transform((bound) => bound || null);

/** How far in the past a new start may lie: the moment a form was filled in ("now") still saves a few minutes later. */
export const START_GRACE_MS = 10 * 60_000;

const MINUTE_MS = 60_000;

/** Dates are chosen to the minute (the picker shows no seconds): a start in the current minute is now, not the past. */
const minuteOf = (ms: number) => Math.floor(ms / MINUTE_MS);

const isDate = (bound: string | null): bound is string => bound !== null && bound !== UNPUBLISHED && bound !== INDEFINITE;

type DateIssue = { path: 'publish_start' | 'publish_end'; message: string };

/**
 * Admin spec 5's date rules for a live window that must be set (a published post, a header):
 * both dates given, the end not before the start. INDEFINITE counts as given (no bound).
 */
export function windowIssues(start: string | null, end: string | null): DateIssue[] {
  const issues: DateIssue[] = [];
  if (start === null || start === UNPUBLISHED) issues.push({ path: 'publish_start', message: POST_MESSAGES.startDate });
  if (end === null || end === UNPUBLISHED) issues.push({ path: 'publish_end', message: POST_MESSAGES.endDate });
  if (isDate(start) && isDate(end) && Date.parse(end) < Date.parse(start)) issues.push({ path: 'publish_end', message: withReason(POST_MESSAGES.validDate, DATE_REASONS.endBeforeStart) });
  return issues;
}

export type StartContext = {
  now: Date;
  /** The start the record holds now (editing), or the one of the post cloned: it may stay, past or not. */
  keptStart?: string | null;
};

/**
 * Admin spec 5 ("Start date cannot be in the past", for newsletters, for notices by "dates as
 * above", and for headers): a new or changed start may not be in the past; a kept one may.
 * Compared by the minute, with START_GRACE_MS for the time between choosing "now" and the save
 * reaching the server. Instants only: the school's time zone plays no part in before and after.
 */
export function pastStartIssue(start: string | null, { now, keptStart }: StartContext): DateIssue | null {
  if (!isDate(start)) return null;
  if (keptStart && isDate(keptStart) && Date.parse(keptStart) === Date.parse(start)) return null;
  const inPast = minuteOf(Date.parse(start)) < minuteOf(now.getTime() - START_GRACE_MS);
  return inPast ? { path: 'publish_start', message: withReason(POST_MESSAGES.validDate, DATE_REASONS.startInPast) } : null;
}
