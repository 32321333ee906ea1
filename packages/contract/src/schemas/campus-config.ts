import { z } from 'zod';
import { ARABIC_DIGITS } from '../rules/languages.ts';
import { campusSchema } from './user.ts';

/** Public: the identity provider this host signs in with, which the PWA needs before there is a token. */
export const campusConfigRecord = z.strictObject({
  campus: campusSchema,
  authority: z.url(),
  client_id: z.string(),
  scope: z.string(),
  /** The campus's IANA time zone: every date and time on the device is shown and entered in it. */
  time_zone: z.string().min(1),
  /** How the school writes numbers in Arabic (rules/languages.ts); settings an older version saved lack it. */
  arabic_digits: z.enum(ARABIC_DIGITS).optional(),
});
export type CampusConfigRecord = z.infer<typeof campusConfigRecord>;
