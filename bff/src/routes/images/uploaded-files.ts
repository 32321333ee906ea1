import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Context, Next } from 'koa';
import type { Images } from '../../models/images.ts';

/** A file the upload plugin stored: one name, no folders (so nothing else of the CMS is reachable). */
export const UPLOADED_FILE = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** What the CMS may answer for an upload; anything else is not passed on as it is. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/**
 * Images stored on the CMS's disk (the default upload provider) are served on the portal's own
 * origin, so the CSP keeps `img-src 'self'` and the CMS stays inside. Strapi names each file
 * with a hash, so a URL's bytes never change: browsers and the service worker keep them.
 */
export function serveUploadedFiles({ images }: { images: Images }) {
  return async function uploadedFilesMiddleware(ctx: Context, next: Next) {
    if (!ctx.path.startsWith('/uploads/')) return next();
    if (!UPLOADED_FILE.test(ctx.path) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      ctx.status = 404;
      return;
    }
    const answer = await images.stored(ctx.path).catch(() => null);
    const type = answer?.headers.get('content-type')?.split(';')[0] ?? '';
    if (!answer?.ok || !answer.body || !IMAGE_TYPES.has(type)) {
      await answer?.body?.cancel();
      ctx.status = answer && !answer.ok && answer.status !== 404 ? 502 : 404;
      return;
    }
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.type = type;
    const length = answer.headers.get('content-length');
    if (length) ctx.length = Number(length);
    ctx.body = Readable.fromWeb(answer.body as ReadableStream);
  };
}
