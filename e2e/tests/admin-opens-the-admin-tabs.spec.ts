import assert from 'node:assert/strict';
import { it } from 'node:test';
import { signInOnProviderPage, useBrowser } from '../support/browser.ts';
import { stackEnv } from '../support/stack-env.ts';

const browser = useBrowser();

it('admin1 opens /admin and sees the tab strip with Posts chosen, and stays under it on Web Logs', async () => {
  const { page } = await browser.newPage();
  await page.goto('/admin');
  await page.waitForURL((url) => url.origin === new URL(stackEnv.idpUrl).origin);
  await signInOnProviderPage(page, 'admin1');
  await page.waitForURL((url) => url.origin === stackEnv.appUrl && url.pathname === '/admin');

  const strip = page.getByRole('navigation', { name: 'Administration' });
  const tabs = strip.getByRole('link');
  await tabs.first().waitFor();
  assert.deepEqual(await tabs.allInnerTexts(), ['Dashboard', 'Places', 'Posts', 'Email', 'Email Logs', 'Web Logs', 'Subscribed', 'LV Goals PDFs']);
  assert.equal(await strip.getByRole('link', { name: 'Posts' }).getAttribute('aria-current'), 'page');
  await page.getByRole('heading', { level: 2, name: 'Posts' }).waitFor();

  await strip.getByRole('link', { name: 'Web Logs' }).click();
  // Web Logs has its own address, under the same strip, its tab marked.
  await page.waitForURL((url) => url.pathname === '/admin/web-logs/');
  await page.getByRole('heading', { level: 1, name: 'Web logs' }).waitFor();
  assert.equal(await strip.getByRole('link', { name: 'Web Logs' }).getAttribute('aria-current'), 'page');
  assert.equal(await strip.locator('[aria-current="page"]').count(), 1);
});
