import { z } from 'zod';

/** Public: whether the BFF is up and reaches the CMS. */
export const healthRecord = z.strictObject({ status: z.enum(['ok', 'degraded']), cms: z.boolean() });
export type HealthRecord = z.infer<typeof healthRecord>;

/**
 * The `name` of the CMS's error (503) for a request that failed because its database could not
 * be reached: nothing of a write was stored, and it may be sent again once the database is back.
 */
export const CMS_DATABASE_UNAVAILABLE = 'DatabaseUnavailable';

/**
 * The moment (epoch milliseconds) after which the BFF no longer waits for the CMS's answer to a
 * call: its timeout, counted from when it sent the call. A CMS that reaches the call only later
 * (queued behind others when overloaded) answers 504 at once rather than do work nobody reads.
 */
export const CMS_DEADLINE_HEADER = 'X-Answer-By';

/** A deadline further than this from the CMS's clock, either way, is a clock out of step: ignored. */
export const CMS_DEADLINE_MAX_SKEW_MS = 5 * 60_000;

/** Whether a call's deadline (its CMS_DEADLINE_HEADER) has passed at `nowMs`; a missing, malformed or implausible one never has. */
export function deadlinePassed(header: string | undefined, nowMs: number): boolean {
  if (!header || !/^\d{1,15}$/.test(header)) return false;
  const deadline = Number(header);
  return deadline < nowMs && nowMs - deadline < CMS_DEADLINE_MAX_SKEW_MS;
}
