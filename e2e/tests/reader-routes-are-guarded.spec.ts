import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { signInOnProviderPage, useBrowser } from '../support/browser.ts';
import { cmsFind, cmsUpdate, eventually } from '../support/cms.ts';
import { tilesPerRowAt } from '../support/layout.ts';
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
  // 2 a row, 3 from 768 px, 4 from 992 px, 6 from 1200 px (fewer when there are fewer tiles).
  const tiles = page.locator('main a.tile');
  const count = await tiles.count();
  for (const [width, perRow] of [[1280, 6], [1000, 4], [800, 3], [375, 2]] as const) {
    assert.equal(await tilesPerRowAt(page, tiles, width), Math.min(perRow, count), `tiles a row at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
});

it('sends an unknown path home', async () => {
  await page.goto('/no-such-page/at-all');
  await page.waitForURL((url) => url.pathname === '/');
});

it('takes a carer to Financial info and Year info from their tiles, and offers them no Metrics tile', async () => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Financial Info' }).click();
  await page.waitForURL((url) => url.pathname === '/financial-info');
  await page.getByRole('heading', { level: 1, name: 'Financial info' }).waitFor();
  await page.goto('/');
  await page.getByRole('link', { name: 'Year Info' }).click();
  await page.waitForURL((url) => url.pathname === '/year-info');
  await page.getByRole('heading', { level: 1, name: 'Year info' }).waitFor();
  await page.goto('/');
  await page.getByRole('link', { name: 'Notices' }).first().waitFor();
  assert.equal(await page.locator('main a[href="/metrics"]').count(), 0, 'no Metrics tile for a carer');
});

it('sends a route whose tile the school removed home (tiles decide, not roles)', async () => {
  // Set-up: the Sydney campus stops offering Financial info for a moment.
  const [settings] = await cmsFind('school-settings', { 'filters[campus][$eq]': 'sydney' });
  const tiles = settings!.tile_settings as { url: string }[];
  await cmsUpdate('school-settings', settings!.documentId, { tile_settings: tiles.filter((tile) => tile.url !== '/financial-info') });
  try {
    // The BFF hears of the change within a second; until then the tile may still open it.
    const whereItLands = async () => {
      await page.goto('/financial-info');
      const home = page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 }).then(() => 'home');
      const screen = page.getByRole('heading', { level: 1, name: 'Financial info' }).waitFor({ timeout: 10_000 }).then(() => 'financial info');
      home.catch(() => {});
      screen.catch(() => {});
      return Promise.race([home, screen]);
    };
    await eventually(whereItLands, (landed) => landed === 'home');
  } finally {
    await cmsUpdate('school-settings', settings!.documentId, { tile_settings: tiles });
  }
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
  await page.locator('main a[href="/notices"]').first().waitFor();
  const stored = await page.evaluate(async () => {
    const token = Object.entries(sessionStorage).find(([name]) => name.includes('oidc.user:'))?.[1] ?? '';
    const accessToken = (JSON.parse(token || '{}') as { access_token?: string }).access_token ?? '';
    // Everything IndexedDB holds for this origin, as text.
    const dumps: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
        });
        dumps.push(JSON.stringify(rows));
      }
      db.close();
    }
    return { accessToken, local: JSON.stringify({ ...localStorage }), indexedDb: dumps.join('\n') };
  });
  assert.ok(stored.accessToken.length > 20, 'the session holds an access token');
  assert.ok(!stored.local.includes(stored.accessToken) && !stored.local.includes('access_token'), 'no token in localStorage');
  assert.ok(!stored.indexedDb.includes(stored.accessToken) && !stored.indexedDb.includes('access_token'), 'no token in IndexedDB');
  await context.close();
});
