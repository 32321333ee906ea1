import { z } from 'zod';

export const tileSetting = z.strictObject({
  title: z.string(),
  url: z.string(),
  icon: z.string().optional(),
  image: z.string().optional(),
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
  banner_images: z.strictObject({ ribbon_logo: z.string().nullable() }),
  providerName: z.string().nullable(),
});
export type SettingsRecord = z.infer<typeof settingsRecord>;

export const settingsQuery = z.strictObject({ schoolUid: z.string().max(60).optional() });
