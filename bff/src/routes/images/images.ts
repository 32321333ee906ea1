import Router from '@koa/router';
import type { Context } from 'koa';
import sharp from 'sharp';
import { CONTENT_IMAGE_MAX_WIDTH, IMAGE_MAX_BYTES, IMAGE_MESSAGES, IMAGE_SIZES, imageUploadBody, type ImageUse } from '@portal/contract';
import { ApiError } from '../../errors.ts';
import { inputOf, validate } from '../../middleware/validate.ts';
import { bodyRule } from '../../middleware/request-body.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const upload = { body: imageUploadBody };

/** Base64 grows the bytes by a third; the envelope and data: prefix add a little. */
const UPLOAD_BODY_MAX_BYTES = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 4096;

/** Formats read by their content (never the name or the data: prefix the browser wrote). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** A 10 MB file can still decode into gigabytes (a "pixel bomb"): 40 megapixels is a large photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Spec 7: the editor reads the reason after a '|' in the answer's text; the envelope's message
 * carries it so, and the api client shows the whole message elsewhere.
 */
function refused(status: number, reason: string): ApiError {
  return new ApiError(status, 'image_refused', `The image was not uploaded|${reason}`);
}

function decode(base64ImageUrl: string): Buffer {
  const data = base64ImageUrl.replace(/^data:[^;,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data.replace(/\s+/g, ''))) throw refused(400, IMAGE_MESSAGES.notBase64);
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > IMAGE_MAX_BYTES) throw refused(413, IMAGE_MESSAGES.tooLarge);
  return bytes;
}

/**
 * Featured images are cropped to their use's size and JPEG; images inside rich text keep their
 * format (a PNG keeps its transparency) and are at most 1600 px wide. `rotate()` applies the
 * camera's orientation before sharp drops the metadata (EXIF, with any location) from the output.
 */
async function prepare(bytes: Buffer, use: ImageUse): Promise<{ data: Buffer; extension: string; mime: string }> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' });
  let format: string | undefined;
  try {
    format = (await image.metadata()).format;
  } catch {
    throw refused(415, IMAGE_MESSAGES.notImage);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw refused(415, IMAGE_MESSAGES.wrongType);
  const oriented = image.rotate();
  try {
    if (use !== 'content') {
      const { width, height } = IMAGE_SIZES[use];
      const data = await oriented.resize(width, height, { fit: 'cover', position: 'attention' }).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      return { data, extension: 'jpg', mime: 'image/jpeg' };
    }
    const scaled = oriented.resize({ width: CONTENT_IMAGE_MAX_WIDTH, withoutEnlargement: true });
    if (format === 'png' || format === 'gif') return { data: await scaled.png({ compressionLevel: 9 }).toBuffer(), extension: 'png', mime: 'image/png' };
    if (format === 'webp') return { data: await scaled.webp({ quality: 82 }).toBuffer(), extension: 'webp', mime: 'image/webp' };
    return { data: await scaled.jpeg({ quality: 82, mozjpeg: true }).toBuffer(), extension: 'jpg', mime: 'image/jpeg' };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A truncated or corrupt file fails while decoding, past the header sharp read above.
    throw refused(415, IMAGE_MESSAGES.unreadable);
  }
}

/**
 * Spec 7 "Editor image upload" (`posts/image`): an image of an administrator or of a place's
 * editor (for its pages' rich text; policies/image.ts), checked and sized
 * here, stored through Strapi's upload plugin (local disk by default, S3 by configuration), so
 * the CMS's media library holds it like any other upload.
 */
export function imageRoutes({ models }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.post('/posts/image', bodyRule({ type: 'application/json', maxBytes: UPLOAD_BODY_MAX_BYTES }), validate(upload), async (ctx: Context) => {
    // Decided before the image is decoded: sizing one is the costly part of this call.
    noteStale(ctx, await models.images.authorizeUpload(ctx.state.user));
    const { base64ImageUrl, use } = inputOf(ctx, upload).body;
    const image = await prepare(decode(base64ImageUrl), use);
    const stored = await models.images.store({ ...image, name: `${use}-${Date.now()}.${image.extension}` });
    ctx.status = 201;
    ctx.body = { url: stored.url };
  });

  return router;
}
