import { USER_TYPES, isSafeImageSource, isSafeLink, type SettingsRecord, type TileSetting, type UserType } from '@portal/contract';
import type { SchoolSettings } from '../models/records/school-setting.ts';

const isUserType = (role: unknown): role is UserType => USER_TYPES.includes(role as UserType);

/**
 * Tiles are JSON edited by hand in the CMS: only the tile's own fields go out, and only when
 * set; of its roles only the user types there are (a list of none would hide it from everyone).
 */
function presentTile({ title, url, icon, image, roles }: TileSetting): TileSetting {
  const known = Array.isArray(roles) ? roles.filter(isUserType) : [];
  return { title, url, ...(icon ? { icon } : {}), ...(image ? { image } : {}), ...(known.length > 0 ? { roles: known } : {}) };
}

/** Image addresses are typed by hand in the CMS: one the page could not safely load is left out. */
const imageOrNull = (source: string | null | undefined) => (source && isSafeImageSource(source) ? source : null);

/** The school's images the header shows (reader spec: settings' banner_images). */
export function presentBannerImages(settings: SchoolSettings): SettingsRecord['banner_images'] {
  return { ribbon_logo: imageOrNull(settings.ribbon_logo), background_image: imageOrNull(settings.background_image) };
}

export function presentSettings(settings: SchoolSettings): SettingsRecord {
  return {
    schoolUid: settings.documentId,
    campus: settings.campus,
    // A tile with an unsafe link is left out, not shown without one: the tile grid and the
    // reader route guard both rely on every tile having a url.
    tile_settings: (settings.tile_settings ?? []).filter((tile) => isSafeLink(tile.url)).map(presentTile),
    favicon_icon: settings.favicon_icon,
    domain: settings.domain,
    theme_colours: {
      header_colour: settings.theme_colours?.header_colour ?? '#1f3864',
      footer_colour: settings.theme_colours?.footer_colour ?? '#1f3864',
    },
    phoneNumber: settings.phoneNumber ?? '',
    banner_images: presentBannerImages(settings),
    providerName: settings.providerName,
  };
}
