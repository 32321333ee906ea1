import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { signInAt, useBrowser } from '../support/browser.ts';
import { stackEnv } from '../support/stack-env.ts';

/**
 * Reader spec 2.4: the header shows the school's background image (settings' banner_images)
 * in place of the title, and a screen's heading with its icon. The icons are masks the CSP
 * must let load, which only a browser shows; the image must move nothing as it arrives.
 */
const browser = useBrowser();

/** Layout shifts since the page loaded, as Chromium counts them for CLS. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

it('shows the background image and the heading with its icon, with nothing refused by the CSP and no layout shift', async () => {
  const { page } = await browser.newPage();
  await page.addInitScript(() => {
    const state = window as unknown as { __shift: number; __refused: string[] };
    state.__shift = 0;
    state.__refused = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      state.__refused.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) state.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await signInAt(page, '/notices', 'carer1');
  await page.getByRole('heading', { level: 1, name: 'Notices' }).waitFor();
  await page.waitForLoadState('networkidle');

  const banner = page.getByRole('banner');
  const background = banner.locator('img.site-header__background');
  assert.equal(await background.getAttribute('src'), '/school/header-background-sydney.svg');
  assert.ok(
    await background.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    'the background image loaded',
  );
  assert.equal(await background.getAttribute('alt'), '', 'decorative: the home link says the title');
  await banner.getByRole('link', { name: 'School Portal home' }).waitFor();

  await banner.getByText('Notices', { exact: true }).waitFor();
  const icon = banner.locator('.heading-icon--megaphone');
  assert.equal(await icon.getAttribute('aria-hidden'), 'true');
  const box = await icon.boundingBox();
  assert.ok(box && box.width > 0 && box.height > 0, 'the icon takes its place');
  const iconFile = responses.find((response) => new URL(response.url()).pathname === '/icons/heading/megaphone.svg');
  assert.equal(iconFile?.status(), 200, 'the icon was fetched');

  assert.deepEqual(await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused), []);
  assert.equal(await layoutShift(page), 0);
});

it("draws each campus's header images into the page as it arrives, before any script runs, so a phone shows its school from the first paint", async () => {
  const { page } = await browser.newPage({ javaScriptEnabled: false });
  const armidale = new URL(stackEnv.appUrl);
  armidale.hostname = 'armidale.localhost';
  for (const [origin, campus] of [
    [new URL(stackEnv.appUrl).origin, 'sydney'],
    [armidale.origin, 'armidale'],
  ] as const) {
    await page.goto(`${origin}/notices`);
    const band = page.locator('.site-header__band');
    const background = band.locator('img.site-header__background');
    assert.equal(await background.getAttribute('src'), `/school/header-background-${campus}.svg`, campus);
    assert.ok(
      await background.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      `${campus}: the background image loaded`,
    );
    assert.equal(await band.locator('img.site-header__logo').getAttribute('src'), `/school/ribbon-logo-${campus}.svg`, campus);
    assert.equal(
      await band.locator('.visually-hidden').textContent(),
      'School Portal',
      `${campus}: the title stays for screen readers`,
    );
  }
});
