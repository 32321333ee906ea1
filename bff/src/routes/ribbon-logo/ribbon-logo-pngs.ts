import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { EMAIL_LOGO, IMAGE_MAX_BYTES } from '@portal/contract';
import { cmsUnavailable } from '../../errors.ts';
import { strongEtagOf } from '../../middleware/tagged-bytes.ts';
import type { Images } from '../../models/images.ts';
import { UPLOADED_FILE } from '../images/uploaded-files.ts';

/** A logo drawn for email: the PNG's bytes and a strong ETag of exactly them. */
export type RibbonLogoPng = { bytes: Buffer; etag: string };

/** A file of the PWA's build named by a path of the portal (`/school/ribbon-logo-sydney.svg`): an image, no dotfile, no `..`. */
const PORTAL_IMAGE = /^(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+\.(svg|png|jpe?g|webp|gif)$/i;
const FORMATS = new Set(['svg', 'png', 'jpeg', 'webp', 'gif']);
/** A logo decodes into far fewer pixels than this; a file that would is not drawn ("pixel bomb"). */
const MAX_INPUT_PIXELS = 40_000_000;
/** Each campus has one logo at a time; a few more keep the ones just replaced. */
const MAX_KEPT = 16;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * The square PNG of `EMAIL_LOGO.pngPixels` an email shows of a logo, the logo inside it whole
 * (`contain`, on transparency); null when the bytes are no image of the formats a logo may have.
 * An SVG is drawn at the density that makes its longer side that size, not scaled from 72 dpi.
 */
async function drawPng(bytes: Buffer): Promise<Buffer | null> {
  const size = EMAIL_LOGO.pngPixels;
  const options = { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' } as const;
  try {
    const { format, width, height } = await sharp(bytes, options).metadata();
    if (!format || !FORMATS.has(format)) return null;
    const density = format === 'svg' && width && height ? Math.min(Math.max((72 * size) / Math.max(width, height), 1), 10_000) : undefined;
    return await sharp(bytes, { ...options, density })
      .rotate()
      .resize(size, size, { fit: 'contain', background: TRANSPARENT })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    // Not an image, or a truncated one: the logo cannot be drawn.
    return null;
  }
}

/**
 * The school's ribbon logos drawn as PNG for email (issue 27), from the portal's own files only:
 * a file of the PWA's build (the demo's `/school/…svg`) or an upload of the CMS's media library
 * (`/uploads/…`). An absolute URL is never fetched, whatever the settings say: the BFF would
 * otherwise request any address an editor typed (SSRF). Drawn once per source and kept in
 * memory: an upload's name changes with its bytes, and the build's files change only with a
 * new build, which restarts this process.
 */
export function createRibbonLogoPngs({ pwaRoot, images }: { pwaRoot: string; images: Images }) {
  const root = path.resolve(pwaRoot);
  const drawn = new Map<string, Promise<RibbonLogoPng | null>>();

  async function buildFile(source: string): Promise<Buffer | null> {
    const file = path.resolve(root, `.${source}`);
    if (!file.startsWith(`${root}${path.sep}`)) return null;
    const found = await stat(file).catch(() => null);
    if (!found?.isFile() || found.size > IMAGE_MAX_BYTES) return null;
    return readFile(file);
  }

  async function uploadedFile(source: string): Promise<Buffer | null> {
    const answer = await images.stored(source);
    if (answer.status === 404) {
      await answer.body?.cancel();
      return null;
    }
    // Another failure of the CMS says nothing of the logo: answered as the CMS's, and not kept.
    if (!answer.ok) {
      await answer.body?.cancel();
      throw cmsUnavailable();
    }
    const bytes = Buffer.from(await answer.arrayBuffer());
    return bytes.length > IMAGE_MAX_BYTES ? null : bytes;
  }

  async function draw(source: string): Promise<RibbonLogoPng | null> {
    const bytes = UPLOADED_FILE.test(source) ? await uploadedFile(source) : PORTAL_IMAGE.test(source) ? await buildFile(source) : null;
    const png = bytes && (await drawPng(bytes));
    return png && { bytes: png, etag: strongEtagOf(png) };
  }

  return {
    /** The PNG of a logo as the settings name it; null when it is none of the portal's own image files. */
    pngOf(source: string): Promise<RibbonLogoPng | null> {
      const kept = drawn.get(source);
      if (kept) return kept;
      const drawing = draw(source);
      if (drawn.size >= MAX_KEPT) drawn.delete(drawn.keys().next().value!);
      drawn.set(source, drawing);
      drawing.catch(() => drawn.delete(source));
      return drawing;
    },
  };
}

export type RibbonLogoPngs = ReturnType<typeof createRibbonLogoPngs>;
