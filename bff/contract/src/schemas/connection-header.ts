import { z } from 'zod';
import { isoDateTime } from './common.ts';

export const CAPTION_LOCATIONS = ['top_left', 'top_right', 'bottom_left', 'bottom_right', 'no_caption'] as const;

export const connectionHeaderRecord = z.strictObject({
  connectionheaderUid: z.string(),
  caption: z.string(),
  caption_location: z.enum(CAPTION_LOCATIONS),
  alttext: z.string(),
  featured_img_url: z.string().nullable(),
  featured_img_type: z.string(),
  publish_start: z.string().nullable(),
  publish_end: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** Admin spec 3: a header carries its creator's fields, as a post does. */
  users_userid: z.string().nullable(),
  users_username: z.string().nullable(),
  users_firstname: z.string().nullable(),
  users_lastname: z.string().nullable(),
});
export type ConnectionHeaderRecord = z.infer<typeof connectionHeaderRecord>;

/** Reader call: `latest=true` gives the live header with the newest created_at (or none). */
export const connectionHeadersQuery = z.strictObject({ latest: z.enum(['true']).optional() });
