import type { TileSetting } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';

/**
 * The settings of one campus: its tiles and theme are JSON edited by hand in the CMS, so their
 * shapes here are what they should hold, and the presenter keeps only what is safe of them.
 */
export type SchoolSettings = CmsRecord<
  'api::school-setting.school-setting',
  Record<never, never>,
  { tile_settings: TileSetting[]; theme_colours: { header_colour?: string; footer_colour?: string } }
>;
