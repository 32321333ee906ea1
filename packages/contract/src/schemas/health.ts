import { z } from 'zod';

/** Public: whether the BFF is up and reaches the CMS. */
export const healthRecord = z.strictObject({ status: z.enum(['ok', 'degraded']), cms: z.boolean() });
export type HealthRecord = z.infer<typeof healthRecord>;

/**
 * The `name` of the CMS's error (503) for a request that failed because its database could not
 * be reached: nothing of a write was stored, and it may be sent again once the database is back.
 */
export const CMS_DATABASE_UNAVAILABLE = 'DatabaseUnavailable';
