import { z } from 'zod';
import { ADMIN_API_MESSAGES } from '../api-messages.ts';

// The admin side's write body, apart from the record schema so that the reader bundle leaves it out.

/** A broadcast as the admin form writes it (the entity's own fields): the banner shows it while status is true. */
export const emergencyBroadcastWriteInput = z.object({
  data: z.strictObject({
    message: z.string().trim().min(1, ADMIN_API_MESSAGES.broadcastMessage).max(1000),
    status: z.boolean(),
  }),
});
export type EmergencyBroadcastWrite = z.infer<typeof emergencyBroadcastWriteInput>['data'];

