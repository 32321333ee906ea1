import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/** A strong ETag of exactly these bytes. */
export const strongEtagOf = (bytes: Buffer): string => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/**
 * Answers bytes the BFF made itself (the app shell, the email logo) with their ETag, or 304 when
 * the browser or mail reader already has them. The caller sets any Content-Encoding and the
 * bytes that go with it.
 */
export function answerTaggedBytes(
  ctx: Context,
  { etag, type, cacheControl, body }: { etag: string; type: string; cacheControl: string; body: Buffer },
): void {
  ctx.set('Cache-Control', cacheControl);
  ctx.set('ETag', etag);
  ctx.type = type;
  // Koa compares the ETag only on a successful answer.
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = body;
}
