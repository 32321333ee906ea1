import { z } from 'zod';
import { isoDateTime, uidSchema } from './common.ts';

/**
 * Issue 29: whether an emergency alert reached each person of the campus, for the admin's
 * Dashboard tab. A person is reached by push once a device of theirs acknowledged the alert, by
 * email once the fallback email went to them (after ALERT_EMAIL_AFTER_SECONDS without an
 * acknowledgement); everyone else is not reached yet.
 */
export const REACH_STATES = ['push', 'email', 'not-yet'] as const;
export type ReachState = (typeof REACH_STATES)[number];

export const alertReachRecord = z.strictObject({
  alertUid: z.string(),
  kind: z.enum(['emergency', 'all-clear']),
  /** The broadcast's text as it was sent. */
  message: z.string(),
  created_at: isoDateTime,
  /** Queued, Sending, Sent or Failed: the push side of the alert. */
  status: z.string(),
  /** Everyone of the campus the alert is for (active people). */
  people: z.number().int().nonnegative(),
  by_push: z.number().int().nonnegative(),
  by_email: z.number().int().nonnegative(),
  not_reached: z.number().int().nonnegative(),
  /** When people not reached by push are emailed (null once no email is due: all-clear of nobody, or alerts off). */
  email_after: isoDateTime.nullable(),
});
export type AlertReachRecord = z.infer<typeof alertReachRecord>;

export const alertReachPersonRecord = z.strictObject({
  userUid: z.string(),
  username: z.string(),
  name: z.string(),
  type: z.string(),
  reached: z.enum(REACH_STATES),
  acknowledged_at: isoDateTime.nullable(),
  emailed_at: isoDateTime.nullable(),
});
export type AlertReachPersonRecord = z.infer<typeof alertReachPersonRecord>;

export const alertReachIdParam = z.object({ id: uidSchema });
export const alertReachPeopleQuery = z.strictObject({ format: z.enum(['json', 'csv']).optional() });

/** The CSV of one alert's people (admin Dashboard tab), named by the alert's id. */
export const alertReachCsvFileName = (alertUid: string) => `alert-reach-${alertUid}.csv`;
