import { z } from 'zod';

/** Public: whether the BFF is up and reaches the CMS. */
export const healthRecord = z.strictObject({ status: z.enum(['ok', 'degraded']), cms: z.boolean() });
export type HealthRecord = z.infer<typeof healthRecord>;

/**
 * The `name` of the CMS's error (503) for a request that failed because its database could not
 * be reached: nothing of a write was stored, and it may be sent again once the database is back.
 */
export const CMS_DATABASE_UNAVAILABLE = 'DatabaseUnavailable';

/** Seconds a client is asked to wait (Retry-After) before sending again a call the database was not there for: about a restart. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The moment (epoch milliseconds) after which the BFF no longer waits for the CMS's answer to a
 * call: its timeout, counted from when it sent the call. A CMS that reaches the call only later
 * (queued behind others when overloaded) answers 504 at once rather than do work nobody reads.
 */
export const CMS_DEADLINE_HEADER = 'X-Answer-By';
