import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Response } from 'playwright-core';
import { signInOnProviderPage, useBrowser } from '../support/browser.ts';
import { stackEnv } from '../support/stack-env.ts';

const browser = useBrowser();

function appScripts(responses: Response[]): Response[] {
  return responses.filter((response) => {
    const url = new URL(response.url());
    return url.origin === stackEnv.appUrl && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');
  });
}

it('a signed-out visit goes to the sign-in page with only the small first scripts, no screen code', async () => {
  const { page } = await browser.newPage();
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto('/notices');
  await page.waitForURL((url) => url.origin === new URL(stackEnv.idpUrl).origin);
  await page.getByLabel('Username').waitFor();

  const scripts = appScripts(responses).map((response) => new URL(response.url()).pathname);
  assert.ok(scripts.length > 0, 'the first script ran');
  assert.deepEqual(
    scripts.filter((path) => /\/(app|notices|dashboard|database)-/.test(path)),
    [],
    'neither the app, a screen nor Dexie was downloaded',
  );
});

it('signed in, the home page shows the ribbon logo, and its files come compressed and cached as they should', async () => {
  const { page } = await browser.newPage();
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto('/');
  await signInOnProviderPage(page, 'carer1');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

  // The school's ribbon logo (its settings point at /school/ribbon-logo-sydney.svg) is drawn.
  const logo = page.locator('header img.site-header__logo');
  await logo.waitFor();
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('header img.site-header__logo');
    return image?.complete && image.naturalWidth > 0;
  });

  const scripts = appScripts(responses);
  assert.ok(scripts.length > 0);
  for (const script of scripts) {
    const headers = await script.allHeaders();
    assert.match(headers['content-encoding'] ?? '', /^(br|gzip)$/, `${script.url()} is sent compressed`);
    assert.match(headers['cache-control'] ?? '', /immutable/, `${script.url()} is cached as immutable`);
    assert.match(headers.vary ?? '', /accept-encoding/i, `${script.url()} varies by encoding`);
  }
  // The page and the service worker are always checked again, so a new version is seen.
  for (const path of ['/', '/sw.js']) {
    const response = await page.request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(response.headers()['cache-control'], 'no-cache', `${path} revalidates`);
    assert.equal(response.headers()['content-encoding'], 'br', `${path} is sent compressed`);
  }
});
