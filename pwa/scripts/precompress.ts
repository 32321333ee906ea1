import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text the BFF serves from dist/; images other than SVG and the icons are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return textFiles(file);
    return TEXT_FILE.test(name) ? [file] : [];
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the highest
 * levels (done once per build, not per request), for the BFF to send by Accept-Encoding
 * (bff/src/middleware/serve-pwa.ts). A variant that would not be smaller is not written.
 * Runs after the service worker is generated, so sw.js is included.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler(error) {
        if (error) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        for (const file of textFiles(outDir)) {
          const content = readFileSync(file);
          const brotli = brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          const gzip = gzipSync(content, { level: 9 });
          if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
          if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
        }
      },
    },
  };
}
