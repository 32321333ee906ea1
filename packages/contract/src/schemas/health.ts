import { z } from 'zod';

/** Public: whether the BFF is up and reaches the CMS. */
export const healthRecord = z.strictObject({ status: z.enum(['ok', 'degraded']), cms: z.boolean() });
export type HealthRecord = z.infer<typeof healthRecord>;
