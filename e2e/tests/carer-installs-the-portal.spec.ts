import assert from 'node:assert/strict';
import { it } from 'node:test';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

type Manifest = { name: string; short_name: string; display: string; start_url: string; icons: Array<{ sizes: string; purpose?: string; src: string }> };

it('offers an installable app: a manifest with 192 and 512 icons (maskable too) and an active service worker', async () => {
  const { page } = await browser.newPage();
  // The public e-signature page needs no sign-in, and the app shell is the same everywhere.
  await page.goto('/docusign?envelope=install-check');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  assert.ok(href, 'index.html links a web manifest');
  const manifest = (await (await page.request.get(href!)).json()) as Manifest;
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.name, 'School Portal');
  assert.ok(manifest.short_name.length > 0 && manifest.short_name.length <= 12);
  const sizes = manifest.icons.map((icon) => `${icon.sizes}:${icon.purpose ?? 'any'}`);
  for (const wanted of ['192x192:any', '512x512:any', '512x512:maskable']) assert.ok(sizes.includes(wanted), `icon ${wanted}`);
  for (const icon of manifest.icons) assert.equal((await page.request.get(icon.src)).status(), 200, `${icon.src} is served`);

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert.equal(new URL(scope).pathname, '/');
});
