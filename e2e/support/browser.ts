import { after } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { stackEnv } from './stack-env.ts';

export { signInOnProviderPage } from './chromium.ts';

let browser: Browser | undefined;

/** One Debian Chromium per journey file, started on first use and closed when the file ends. */
export function useBrowser(): { newPage(): Promise<{ page: Page; context: BrowserContext }> } {
  after(async () => {
    await browser?.close();
  });
  return {
    async newPage() {
      browser ??= await launchChromium();
      const context = await browser.newContext({ baseURL: stackEnv.appUrl });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return { page, context };
    },
  };
}
