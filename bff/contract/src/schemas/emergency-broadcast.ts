import { z } from 'zod';

export const emergencyBroadcastRecord = z.object({
  emergencybroadcastUid: z.string(),
  status: z.boolean(),
  message: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmergencyBroadcastRecord = z.infer<typeof emergencyBroadcastRecord>;

export const emergencyBroadcastsQuery = z.strictObject({});
