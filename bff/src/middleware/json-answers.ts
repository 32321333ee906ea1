import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context, Next } from 'koa';
import { etagOf, PreparedAnswer } from '../read-cache/prepared-answer.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;
const MAX_COMPRESSED_KEPT = 500;

type Encoding = 'br' | 'gzip';

const JSON_TYPE = 'application/json; charset=utf-8';

const MAX_ACCEPT_ENCODINGS_KEPT = 100;
/** What each Accept-Encoding header chose: browsers send a handful of distinct short ones. */
const chosenEncodings = new Map<string, Encoding | null>();

/** The compression the request accepts that the BFF sends (br, then gzip), or null for none. */
export function preferredEncoding(ctx: Context): Encoding | null {
  const header = ctx.get('accept-encoding');
  const known = chosenEncodings.get(header);
  if (known !== undefined) return known;
  const accepted = ctx.acceptsEncodings('br', 'gzip', 'identity');
  const encoding = accepted === 'br' || accepted === 'gzip' ? accepted : null;
  if (chosenEncodings.size < MAX_ACCEPT_ENCODINGS_KEPT && header.length <= 200) chosenEncodings.set(header, encoding);
  return encoding;
}

function ifNoneMatchHas(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored.
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/**
 * How JSON answers leave the BFF, after the envelope has shaped them: serialised once, tagged
 * with an ETag of exactly what this person sees (If-None-Match gets 304, even under no-store,
 * because the PWA sends it itself), marked when part of it came from a stale copy, and
 * compressed with br or gzip. Compressed bytes are kept by ETag, so the same answer to many
 * people of a campus is compressed once.
 */
export function jsonAnswers() {
  const compressed = new Map<string, Buffer>();

  /** Compressed bytes, kept by `key` when there is one (an ETag names exactly these bytes). */
  async function compress(key: string | null, json: string, encoding: Encoding): Promise<Buffer> {
    const kept = key === null ? undefined : compressed.get(key);
    if (kept) return kept;
    const bytes =
      encoding === 'br'
        ? await brotli(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json) } })
        : await gzipAsync(json, { level: 6 });
    if (key === null) return bytes;
    if (compressed.size >= MAX_COMPRESSED_KEPT) compressed.delete(compressed.keys().next().value!);
    compressed.set(key, bytes);
    return bytes;
  }

  return async function jsonAnswersMiddleware(ctx: Context, next: Next) {
    await next();
    // A route that answered by itself (a stream it wrote) has nothing left here.
    if (ctx.headerSent) return;
    const staleSince = (ctx.state as { staleSince?: number }).staleSince;
    if (staleSince !== undefined) {
      const age = String(Math.max(0, Math.round((Date.now() - staleSince) / 1000)));
      ctx.res.setHeader('X-Served-Stale', age);
      ctx.res.setHeader('Age', age);
    }
    const body: unknown = ctx.body;
    if (body === undefined || body === null || typeof body !== 'object' || Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') {
      return;
    }
    const prepared = body instanceof PreparedAnswer ? body : null;
    const json = prepared ? prepared.json : JSON.stringify(body);
    // Headers go straight onto the response: Koa 3's ctx.set makes arrays for each, and
    // ctx.type looks the type up; these run on every JSON answer.
    // vary() parses what is there to merge with it; an answer has none so far, as a rule.
    if (ctx.res.hasHeader('Vary')) ctx.vary('Accept-Encoding');
    else ctx.res.setHeader('Vary', 'Accept-Encoding');
    let etag: string | null = null;
    if (ctx.status === 200) {
      etag = prepared ? prepared.etag : etagOf(json);
      ctx.res.setHeader('ETag', etag);
      if ((ctx.method === 'GET' || ctx.method === 'HEAD') && ifNoneMatchHas(ctx.get('if-none-match'), etag)) {
        ctx.status = 304;
        ctx.body = null;
        return;
      }
    }
    // Characters undercount bytes, never overcount: a cheap test before the exact one.
    const encoding = json.length >= MIN_COMPRESS_BYTES || Buffer.byteLength(json) >= MIN_COMPRESS_BYTES ? preferredEncoding(ctx) : null;
    ctx.res.setHeader('Content-Type', JSON_TYPE);
    if (!encoding) {
      ctx.body = prepared ? prepared.bytes : json;
      return;
    }
    ctx.body = await compress(etag && `${encoding} ${etag}`, json, encoding);
    ctx.res.setHeader('Content-Encoding', encoding);
  };
}
