import type { Context } from 'koa';

const LIMIT_BYTES = 1_000_000;

/** Reads a JSON request body with a size limit; anything else is a 400/413, never a crash. */
export async function readJsonBody(ctx: Context): Promise<unknown> {
  if (!ctx.request.is('application/json')) {
    ctx.throw(415, 'Send the body as JSON (Content-Type: application/json).');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LIMIT_BYTES) ctx.throw(413, 'The request body is too large.');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return ctx.throw(400, 'The request body is not valid JSON.');
  }
}
