import { z } from 'zod';
import { creatorFields, isoDateTime } from './common.ts';

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
  ...creatorFields,
});
export type ConnectionHeaderRecord = z.infer<typeof connectionHeaderRecord>;

/** Reader call: `latest=true` gives the live header with the newest created_at (or none). */
export const connectionHeadersQuery = z.strictObject({
  latest: z.enum(['true']).optional(),
  /** The admin header list (admin spec 2) is paged: X-Total-Count tells how many there are. */
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});
