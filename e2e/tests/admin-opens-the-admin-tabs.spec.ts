import assert from 'node:assert/strict';
import { it } from 'node:test';
import { signInOnProviderPage, useBrowser } from '../support/browser.ts';
import { stackEnv } from '../support/stack-env.ts';

const browser = useBrowser();

it('admin1 opens /admin and sees the tab strip with Posts chosen, loading only the chosen tab', async () => {
  const { page } = await browser.newPage();
  await page.goto('/admin');
  await page.waitForURL((url) => url.origin === new URL(stackEnv.idpUrl).origin);
  await signInOnProviderPage(page, 'admin1');
  await page.waitForURL((url) => url.origin === stackEnv.appUrl && url.pathname === '/admin');

  const tabs = page.getByRole('tab');
  await tabs.first().waitFor();
  assert.deepEqual(await tabs.allInnerTexts(), ['Dashboard', 'Places', 'Posts', 'Email', 'Email Logs', 'Web Logs', 'Subscribed', 'LV Goals PDFs']);
  assert.equal(await page.getByRole('tab', { name: 'Posts' }).getAttribute('aria-selected'), 'true');
  assert.equal(await page.getByRole('tabpanel').count(), 1, 'only the active tab has content');

  await page.getByRole('tab', { name: 'Web Logs' }).click();
  // The tab strip follows the route, which changes a moment after the click.
  await page.getByRole('tab', { name: 'Web Logs', selected: true }).waitFor();
  assert.equal(await page.getByRole('tab', { name: 'Web Logs' }).getAttribute('aria-selected'), 'true');
  assert.equal(await page.getByRole('tabpanel').count(), 1);
});
