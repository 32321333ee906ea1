import { after } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { stackEnv } from './stack-env.ts';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

let browser: Browser | undefined;

/** One Debian Chromium per journey file, started on first use and closed when the file ends. */
export function useBrowser(): { newPage(): Promise<{ page: Page; context: BrowserContext }> } {
  after(async () => {
    await browser?.close();
  });
  return {
    async newPage() {
      browser ??= await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_FLAGS });
      const context = await browser.newContext({ baseURL: stackEnv.appUrl });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return { page, context };
    },
  };
}

/** Signs in on the identity provider's own page, as a person would. */
export async function signInOnProviderPage(page: Page, username: string, password = 'demo'): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
