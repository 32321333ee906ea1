import { z } from 'zod';
import { userTypeSchema } from './user.ts';

export const tileSetting = z.strictObject({
  title: z.string(),
  url: z.string(),
  icon: z.string().optional(),
  image: z.string().optional(),
  /**
   * The people whose dashboard shows the tile (everyone's when absent): a screen for some only,
   * such as Metrics for staff, is not offered to others. The route guard does not read it: the
   * tiles open their routes whatever the role (reader spec 2.2).
   */
  roles: z.array(userTypeSchema).optional(),
});
export type TileSetting = z.infer<typeof tileSetting>;

export const settingsRecord = z.strictObject({
  schoolUid: z.string(),
  campus: z.string(),
  tile_settings: z.array(tileSetting),
  favicon_icon: z.string().nullable(),
  domain: z.string().nullable(),
  theme_colours: z.strictObject({ header_colour: z.string(), footer_colour: z.string() }),
  phoneNumber: z.string(),
  /** Reader spec 2.4: the ribbon logo, and the header's background image shown instead of the title when set. */
  banner_images: z.strictObject({ ribbon_logo: z.string().nullable(), background_image: z.string().nullable() }),
  providerName: z.string().nullable(),
});
export type SettingsRecord = z.infer<typeof settingsRecord>;

export const settingsQuery = z.strictObject({ schoolUid: z.string().max(60).optional() });
