import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { EMAIL_LOGO, parseHexColour, type Campus } from '@portal/contract';
import { getConfig } from '../utils';

const SCHOOL_SETTING = 'api::school-setting.school-setting';

/** What every email of a campus shows of its school: the name, the ribbon logo and the theme colours. */
export interface SchoolBrand {
  name: string;
  /** The ribbon logo as an absolute URL of an image every mail reader shows (a mail reader has no portal origin), or null. */
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

/** Whether an absolute URL names an image every mail reader shows, by its path's ending: Gmail and Outlook drop SVG. */
function isMailReaderImage(url: string): boolean {
  try {
    return /\.(png|jpe?g|gif)$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/**
 * The address an email loads the ribbon logo from. A path of the portal (the demo's
 * `/school/ribbon-logo-sydney.svg`, an upload's `/uploads/…`) becomes the BFF's PNG of the
 * campus's logo on the portal's origin (`EMAIL_LOGO.apiPath`), whatever the file's format; the
 * `v` names the setting, so that a school's new logo is a new address no mail reader or proxy
 * holds an old copy of. An absolute http(s) URL of a PNG, JPEG or GIF (a cloud upload) is used
 * as it is. Anything else (an SVG elsewhere, data:, javascript:, protocol-relative) is no logo:
 * the name beside it says whose mail it is.
 */
export function emailLogoUrl(source: string | null | undefined, portalUrl: string): string | null {
  const value = source?.trim();
  if (!value) return null;
  if (/^https?:\/\/[^\s"'<>]+$/i.test(value)) return isMailReaderImage(value) ? value : null;
  if (!/^\/(?!\/)[^\s"'<>]*$/.test(value)) return null;
  const version = createHash('sha256').update(value).digest('hex').slice(0, 12);
  return `${portalUrl.replace(/\/+$/, '')}/api${EMAIL_LOGO.apiPath}?v=${version}`;
}

export function schoolBrand(settings: BrandSettings | null, portalUrl: string): SchoolBrand {
  const origin = portalUrl.replace(/\/+$/, '');
  return {
    name: settings?.school_name?.trim() || DEFAULT_SCHOOL_NAME,
    logoUrl: emailLogoUrl(settings?.ribbon_logo, origin),
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
