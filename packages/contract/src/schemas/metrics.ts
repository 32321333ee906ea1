import { z } from 'zod';

export const METRIC_PERIODS = [7, 30, 90, 365] as const;

/** GET metrics: the last `days` days (30 unless asked). */
export const metricsQuery = z.strictObject({
  days: z.coerce
    .number()
    .int()
    .refine((days) => (METRIC_PERIODS as readonly number[]).includes(days), 'days is one of 7, 30, 90, 365')
    .optional()
    .default(30),
});

/** Staff Metrics: counts of the campus since `since`, made by the database. */
export const metricsRecord = z.strictObject({
  period_days: z.number().int(),
  since: z.iso.datetime({ offset: true }),
  active_people: z.number().int().min(0),
  notices_read: z.number().int().min(0),
  absences_notified: z.number().int().min(0),
});
export type MetricsRecord = z.infer<typeof metricsRecord>;

/** The counts as the CMS makes them (its portal-metric summary), which the BFF answers with their period. */
export type MetricCounts = Pick<MetricsRecord, 'active_people' | 'notices_read' | 'absences_notified'>;
