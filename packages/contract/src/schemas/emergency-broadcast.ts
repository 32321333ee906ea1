import { z } from 'zod';
import { isoDateTime } from './common.ts';

export const emergencyBroadcastRecord = z.strictObject({
  emergencybroadcastUid: z.string(),
  status: z.boolean(),
  message: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type EmergencyBroadcastRecord = z.infer<typeof emergencyBroadcastRecord>;

export const emergencyBroadcastsQuery = z.strictObject({});
