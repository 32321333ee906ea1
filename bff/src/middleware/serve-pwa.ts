import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { brandedAppShell, type ShellBrand } from '../presenters/app-shell.ts';
import { preferredEncoding } from './json-answers.ts';
import { answerTaggedBytes, strongEtagOf } from './tagged-bytes.ts';

const ONE_YEAR_MS = 31_536_000_000;
/** Answers kept ready to send: a campus's shell, as the browser accepts it, a few versions of each. */
const MAX_KEPT_SHELLS = 8;

type ShellAnswer = { etag: string; identity: Buffer; br: Buffer; gzip: Buffer };

/**
 * Serves the built PWA: hashed assets are cached for a year as immutable, everything else
 * (index.html, sw.js, the manifest) revalidates, and any unknown path gets the app shell
 * (index.html) so the client router can decide (never under /api). The build writes
 * `<file>.br` and `<file>.gz` beside each text file (pwa/scripts/precompress.ts); koa-send
 * picks the one the browser accepts, so nothing is compressed per request. The app shell is
 * the exception: it carries the campus's header images (`brandOf`, presenters/app-shell.ts),
 * so it is made and compressed once per campus and version of its settings.
 */
export function servePwa({ root, brandOf }: { root: string; brandOf?: (ctx: Context) => Promise<ShellBrand | null> }) {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No PWA build at ${root}: run "npm run build --workspace @portal/pwa" first.`);
  }
  const shellFile = path.join(root, 'index.html');
  let built: { modified: number; html: string } | null = null;
  const answers = new Map<string, ShellAnswer>();

  /** index.html as built, read again when a new build replaces it. */
  async function builtShell(): Promise<string> {
    const { mtimeMs } = await stat(shellFile);
    if (built?.modified !== mtimeMs) built = { modified: mtimeMs, html: await readFile(shellFile, 'utf8') };
    return built.html;
  }

  async function shellAnswer(ctx: Context): Promise<ShellAnswer> {
    const html = await builtShell();
    // The shell must answer while the CMS is down with nothing kept: then it is sent as built.
    const brand = brandOf ? await brandOf(ctx).catch(() => null) : null;
    const body = brand ? brandedAppShell(html, brand) : html;
    let answer = answers.get(body);
    if (!answer) {
      const identity = Buffer.from(body);
      answer = {
        etag: strongEtagOf(identity),
        identity,
        br: brotliCompressSync(identity),
        gzip: gzipSync(identity, { level: 9 }),
      };
      if (answers.size >= MAX_KEPT_SHELLS) answers.delete(answers.keys().next().value!);
      answers.set(body, answer);
    }
    return answer;
  }

  async function sendShell(ctx: Context): Promise<void> {
    const answer = await shellAnswer(ctx);
    const encoding = preferredEncoding(ctx);
    answerTaggedBytes(ctx, {
      etag: answer.etag,
      type: 'html',
      cacheControl: 'no-cache',
      body: encoding ? answer[encoding] : answer.identity,
    });
    if (encoding && ctx.status === 200) ctx.set('Content-Encoding', encoding);
  }

  return async function servePwaMiddleware(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const immutable = ctx.path.startsWith('/assets/');
    // The answer depends on Accept-Encoding (a precompressed file or the plain one), so
    // caches must keep one copy per encoding; koa-send does not say so itself.
    ctx.vary('Accept-Encoding');
    if (ctx.path === '/' || ctx.path === '/index.html') return sendShell(ctx);
    const options = { root, brotli: true, gzip: true };
    try {
      await send(ctx, ctx.path, {
        ...options,
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
      await sendShell(ctx);
    }
  };
}
