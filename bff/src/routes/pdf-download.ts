import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Context } from 'koa';

/**
 * Hands a PDF the CMS answered (its still unread, successful response) on to the browser as a
 * download: streamed, so a large file never sits whole in the BFF, and kept by no cache, since
 * every such file is about a person.
 */
export function sendPdfDownload(ctx: Context, answer: Response, filename: string): void {
  ctx.type = 'application/pdf';
  ctx.attachment(filename);
  ctx.set('Cache-Control', 'private, no-store');
  const length = answer.headers.get('content-length');
  if (length) ctx.length = Number(length);
  ctx.body = Readable.fromWeb(answer.body as ReadableStream);
}
