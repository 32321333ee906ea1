import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import type { Campus } from '@portal/contract';
import { readStoredFile } from '../connections-pdf/stored-files';
import { getConfig } from '../utils';

const SCHOOL_SETTING = 'api::school-setting.school-setting';
/** The portal's own name when a campus has no settings (the PDFs' author otherwise). */
const DEFAULT_SCHOOL_NAME = 'School portal';
/** The logo is drawn 44 pt square: twice that in pixels is sharp on paper and small in the file. */
const LOGO_PIXELS = 176;
const FETCH_TIMEOUT_MS = 10_000;

/** The school a PDF is from, for its masthead: the name, and the logo when one could be read. */
export interface PdfSchool {
  name: string;
  logo: Buffer | null;
}

interface Log {
  warn(message: string): void;
}

/** The logo's bytes: from the media library (`/uploads/…` or an absolute URL), or a path of the portal (the demo's `/school/…svg`) on its origin. */
async function logoBytes(strapi: Core.Strapi, source: string, portalUrl: string): Promise<Buffer> {
  if (source.startsWith('/uploads/') || /^https?:\/\//i.test(source)) return readStoredFile(strapi, source);
  if (!/^\/(?!\/)/.test(source)) throw new Error('not a path or an http(s) URL');
  const answer = await fetch(`${portalUrl.replace(/\/+$/, '')}${source}`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!answer.ok) throw new Error(`the portal answered ${answer.status}`);
  return Buffer.from(await answer.arrayBuffer());
}

/**
 * The school a campus's PDFs are from: its name and ribbon logo (school settings), the logo as
 * a PNG (pdfkit reads no SVG, and the demo school's logo is one). A logo that cannot be read
 * leaves the masthead with the name alone, never a failed PDF.
 */
export async function pdfSchoolOf(strapi: Core.Strapi, campus: Campus, log: Log): Promise<PdfSchool> {
  const settings = (await strapi.db.query(SCHOOL_SETTING).findOne({ select: ['school_name', 'ribbon_logo'], where: { campus } })) as { school_name: string | null; ribbon_logo: string | null } | null;
  const name = settings?.school_name?.trim() || DEFAULT_SCHOOL_NAME;
  const source = settings?.ribbon_logo?.trim();
  if (!source) return { name, logo: null };
  try {
    const data = await logoBytes(strapi, source, getConfig(strapi).portalUrls[campus]);
    const logo = await sharp(data, { density: 300 }).resize(LOGO_PIXELS, LOGO_PIXELS, { fit: 'inside' }).png().toBuffer();
    return { name, logo };
  } catch (error) {
    log.warn(`PDF: the ${campus} school logo ${source} left out: ${(error as Error).message}`);
    return { name, logo: null };
  }
}
