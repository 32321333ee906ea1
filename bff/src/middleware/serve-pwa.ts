import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Context, Next } from 'koa';
import send from 'koa-send';

/**
 * Serves the built PWA: hashed assets are cached for a year, everything else revalidates,
 * and any unknown path gets index.html so the client router can decide (never under /api).
 */
export function servePwa({ root }: { root: string }) {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No PWA build at ${root}: run "npm run build --workspace @portal/pwa" first.`);
  }
  return async function servePwaMiddleware(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const immutable = ctx.path.startsWith('/assets/');
    try {
      await send(ctx, ctx.path, {
        root,
        index: 'index.html',
        maxage: immutable ? 31_536_000_000 : 0,
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
      await send(ctx, 'index.html', { root });
    }
  };
}
