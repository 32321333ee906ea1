import type { Core } from '@strapi/strapi';
import { parseHexColour, type Campus } from '@portal/contract';
import { getConfig } from '../utils';

const SCHOOL_SETTING = 'api::school-setting.school-setting';

/** What every email of a campus shows of its school: the name, the ribbon logo and the theme colours. */
export interface SchoolBrand {
  name: string;
  /** The ribbon logo as an absolute URL (a mail reader has no portal origin), or null. */
  logoUrl: string | null;
  headerColour: string;
  footerColour: string;
  /** The portal's public origin for the campus (links into it, the footer's link). */
  portalUrl: string;
}

/** The settings' fields a brand is made of, as the CMS stores them (typed by hand there, so any may be missing or odd). */
export interface BrandSettings {
  school_name?: string | null;
  ribbon_logo?: string | null;
  theme_colours?: { header_colour?: string | null; footer_colour?: string | null } | null;
}

/** The portal's own colour when a school has set none (the same fallback the BFF's settings presenter gives the PWA). */
export const DEFAULT_THEME_COLOUR = '#1f3864';
/** The name when a campus has no settings yet: the portal's own name, as its PDFs' author. */
export const DEFAULT_SCHOOL_NAME = 'School portal';

const colourOr = (value: string | null | undefined) => (value && parseHexColour(value) ? value.trim() : DEFAULT_THEME_COLOUR);

/**
 * An image address a mail reader can load: an absolute http(s) URL as it is, a path of the portal
 * (`/school/ribbon-logo-sydney.svg`) on the portal's origin; anything else (data:, javascript:,
 * protocol-relative) is no logo.
 */
export function absoluteImageUrl(source: string | null | undefined, portalUrl: string): string | null {
  const value = source?.trim();
  if (!value) return null;
  if (/^https?:\/\/[^\s"'<>]+$/i.test(value)) return value;
  if (/^\/(?!\/)[^\s"'<>]*$/.test(value)) return `${portalUrl.replace(/\/+$/, '')}${value}`;
  return null;
}

export function schoolBrand(settings: BrandSettings | null, portalUrl: string): SchoolBrand {
  const origin = portalUrl.replace(/\/+$/, '');
  return {
    name: settings?.school_name?.trim() || DEFAULT_SCHOOL_NAME,
    logoUrl: absoluteImageUrl(settings?.ribbon_logo, origin),
    headerColour: colourOr(settings?.theme_colours?.header_colour),
    footerColour: colourOr(settings?.theme_colours?.footer_colour),
    portalUrl: origin,
  };
}

/** The brand of a campus, read from its school settings now (a change shows in the next email). */
export async function schoolBrandOf(strapi: Core.Strapi, campus: Campus, portalUrl: string): Promise<SchoolBrand> {
  const settings = (await strapi.db.query(SCHOOL_SETTING).findOne({
    select: ['school_name', 'ribbon_logo', 'theme_colours'],
    where: { campus },
  })) as BrandSettings | null;
  return schoolBrand(settings, portalUrl);
}

/** The brand of a campus on its configured portal origin (PORTAL_URL_SYDNEY, PORTAL_URL_ARMIDALE). */
export const campusBrandOf = (strapi: Core.Strapi, campus: Campus) => schoolBrandOf(strapi, campus, getConfig(strapi).emailSending.portalUrls[campus]);
