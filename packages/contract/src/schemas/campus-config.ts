import { z } from 'zod';
import { campusSchema } from './user.ts';

/** Public: the identity provider this host signs in with, which the PWA needs before there is a token. */
export const campusConfigRecord = z.strictObject({
  campus: campusSchema,
  authority: z.url(),
  client_id: z.string(),
  scope: z.string(),
  /** The campus's IANA time zone: every date and time on the device is shown and entered in it. */
  time_zone: z.string().min(1),
});
export type CampusConfigRecord = z.infer<typeof campusConfigRecord>;
