import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Context, Next } from 'koa';
import send from 'koa-send';

const ONE_YEAR_MS = 31_536_000_000;

/**
 * Serves the built PWA: hashed assets are cached for a year as immutable, everything else
 * (index.html, sw.js, the manifest) revalidates, and any unknown path gets index.html so the
 * client router can decide (never under /api). The build writes `<file>.br` and `<file>.gz`
 * beside each text file (pwa/scripts/precompress.ts); koa-send picks the one the browser
 * accepts, so nothing is compressed per request.
 */
export function servePwa({ root }: { root: string }) {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No PWA build at ${root}: run "npm run build --workspace @portal/pwa" first.`);
  }
  return async function servePwaMiddleware(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const immutable = ctx.path.startsWith('/assets/');
    // The answer depends on Accept-Encoding (a precompressed file or the plain one), so
    // caches must keep one copy per encoding; koa-send does not say so itself.
    ctx.vary('Accept-Encoding');
    const options = { root, brotli: true, gzip: true };
    try {
      await send(ctx, ctx.path, {
        ...options,
        index: 'index.html',
        maxage: immutable ? ONE_YEAR_MS : 0,
        immutable,
        setHeaders: (res) => {
          if (!immutable) res.setHeader('Cache-Control', 'no-cache');
        },
      });
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
      if (path.extname(ctx.path)) {
        ctx.status = 404;
        return;
      }
      ctx.set('Cache-Control', 'no-cache');
      await send(ctx, 'index.html', options);
    }
  };
}
