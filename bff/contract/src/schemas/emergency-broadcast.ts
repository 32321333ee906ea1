import { z } from 'zod';
import { API_MESSAGES } from '../api-messages.ts';
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

/** A broadcast as the admin form writes it (the entity's own fields): the banner shows it while status is true. */
export const emergencyBroadcastWriteInput = z.object({
  data: z.strictObject({
    message: z.string().trim().min(1, API_MESSAGES.broadcastMessage).max(1000),
    status: z.boolean(),
  }),
});
export type EmergencyBroadcastWrite = z.infer<typeof emergencyBroadcastWriteInput>['data'];

