import assert from 'node:assert/strict';
import { after } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium, signInOnProviderPage, type SignInOptions } from './chromium.ts';
import { stackEnv } from './stack-env.ts';

export { signInOnProviderPage };

let browser: Browser | undefined;

/** What a journey may set on its page's context. */
type PageOptions = Pick<BrowserContextOptions, 'serviceWorkers' | 'timezoneId' | 'viewport' | 'isMobile' | 'hasTouch' | 'reducedMotion' | 'javaScriptEnabled'>;

/**
 * One Debian Chromium per journey file, started on first use and closed when the file ends.
 * `options` go to the page's new context (`serviceWorkers: 'block'` for a page whose calls a
 * journey routes: a service worker's requests pass by page.route; `timezoneId` for a device
 * in another time zone; a phone's viewport, touch and motion setting).
 */
export function useBrowser(): {
  newPage(options?: PageOptions): Promise<{ page: Page; context: BrowserContext }>;
  /** The running Chromium's version ('140.0.7339.185'). */
  version(): Promise<string>;
} {
  after(async () => {
    await browser?.close();
  });
  return {
    async version() {
      browser ??= await launchChromium();
      return browser.version();
    },
    async newPage(options = {}) {
      browser ??= await launchChromium();
      const context = await browser.newContext({ ...options, baseURL: stackEnv.appUrl });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return { page, context };
    },
  };
}

/**
 * Opens `path` signed out, which sends the person to the identity provider's page; signs in
 * there (signInOnProviderPage) and waits until the portal is back on that path.
 */
export async function signInAt(page: Page, path: string, username: string, options?: SignInOptions): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.origin === new URL(stackEnv.idpUrl).origin);
  await signInOnProviderPage(page, username, options);
  const { pathname } = new URL(path, stackEnv.appUrl);
  await page.waitForURL((url) => url.origin === stackEnv.appUrl && url.pathname === pathname);
}

/** The address of the first record a list links to (a notice, a newsletter, an event...). */
export async function firstLink(page: Page, path: string, linkPrefix: string): Promise<string> {
  await page.goto(path);
  const link = page.locator(`main a[href^="${linkPrefix}"]`).first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  assert.ok(href, `${path} links to a record`);
  return href;
}
