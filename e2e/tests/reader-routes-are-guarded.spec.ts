import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { signInOnProviderPage, useBrowser } from '../support/browser.ts';
import { stackEnv } from '../support/stack-env.ts';

const browser = useBrowser();
let page: Page;
let context: BrowserContext;

async function signedInAs(username: string) {
  ({ page, context } = await browser.newPage());
  await page.goto('/');
  await page.waitForURL((url) => url.origin === new URL(stackEnv.idpUrl).origin);
  await signInOnProviderPage(page, username);
  await page.waitForURL((url) => url.origin === stackEnv.appUrl && url.pathname === '/');
}

before(async () => {
  await signedInAs('carer1');
});

it('shows the school tiles on the dashboard', async () => {
  await page.getByRole('link', { name: /Notices/ }).first().waitFor();
  assert.ok((await page.locator('main a[href="/notices"]').count()) >= 1, 'a tile links to /notices');
});

it('sends an unknown path home', async () => {
  await page.goto('/no-such-page/at-all');
  await page.waitForURL((url) => url.pathname === '/');
});

it('sends a route without a tile (financial info on the Sydney campus) home', async () => {
  await page.goto('/financial-info');
  await page.waitForURL((url) => url.pathname === '/');
});

it('refuses /admin to a carer, and the BFF refuses the admin call with 403', async () => {
  await page.goto('/admin');
  await page.getByText('You do not have access to this.').waitFor();
  const status = await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((name) => name.includes('oidc.user:'));
    const token = key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token : '';
    const response = await fetch('/api/posts/?get_posts_for_admin=true', { headers: { authorization: `Bearer ${token}` } });
    return response.status;
  });
  assert.equal(status, 403);
  await context.close();
});

it('keeps the access token out of localStorage and IndexedDB', async () => {
  await signedInAs('student1');
  const stored = await page.evaluate(async () => {
    const local = JSON.stringify({ ...localStorage });
    const databases = (await indexedDB.databases()).map((database) => database.name);
    return { local, databases };
  });
  assert.doesNotMatch(stored.local, /access_token|eyJ/);
  assert.deepEqual(stored.databases, []);
  await context.close();
});
