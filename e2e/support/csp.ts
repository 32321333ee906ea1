import type { BrowserContext, Page } from 'playwright-core';
import { stackEnv } from './stack-env.ts';

/**
 * Collects what the portal's Content-Security-Policy refuses on its own origin, across
 * navigations, into the returned list. Chromium reports a refusal twice, as a
 * `securitypolicyviolation` event in the page and as a "Refused to ..." console error; both
 * are kept. Call it before the page opens its first screen.
 */
export async function watchCspRefusals(page: Page, context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.exposeBinding('reportCspViolation', ({ frame }, text: string) => {
    if (new URL(frame.url()).origin === stackEnv.appUrl) refused.push(`${new URL(frame.url()).pathname}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation: (text: string) => Promise<void> }).reportCspViolation(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile || 'document'})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content[- ]Security[- ]Policy/i.test(text) && page.url().startsWith(stackEnv.appUrl))
      refused.push(`${new URL(page.url()).pathname}: ${text}`);
  });
  return refused;
}
