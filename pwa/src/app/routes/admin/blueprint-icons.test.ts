import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const blueprintCss = readFileSync(createRequire(import.meta.url).resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8');
const ourCss = readFileSync(join(here, 'blueprint-icons.css'), 'utf8');
const publicDir = join(here, '../../../../public');

/** Every rule's selector (whitespace made single) with the url() of its image, comments left out. */
function imagesBySelector(css: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const [, selector = '', body = ''] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*url\([^{}]*)\}/g)) {
    const url = /url\(\s*["']?([^"')]+)/.exec(body)?.[1];
    if (url) rules.set(selector.replace(/\s+/g, ' ').trim(), url);
  }
  return rules;
}

describe("Blueprint's icons under the CSP (img-src 'self', no data:)", () => {
  it('replaces every data: image of Blueprint with a file this origin serves', () => {
    const dataImages = [...imagesBySelector(blueprintCss)]
      .filter(([, url]) => url.startsWith('data:'))
      .map(([selector]) => selector);
    expect(dataImages.length).toBeGreaterThan(0);
    const ours = imagesBySelector(ourCss);
    for (const selector of dataImages) {
      const url = ours.get(selector);
      expect(url, selector).toMatch(/^\/admin-icons\/[a-z-]+\.svg$/);
      expect(existsSync(`${publicDir}${url}`), `${url} in pwa/public`).toBe(true);
    }
  });
});
