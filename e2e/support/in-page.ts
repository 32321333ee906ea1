import type { Page } from 'playwright-core';

/**
 * tsx compiles the journeys with esbuild's keepNames, which wraps every named function in a
 * call to its `__name` helper; a function sent to the page (page.evaluate) takes those calls
 * along but not the helper, and fails on its first named inner function. Defining a helper
 * that does nothing in the page (again after each navigation) lets such a function name its parts.
 */
export async function allowNamedFunctions(page: Page): Promise<void> {
  await page.evaluate('globalThis.__name ??= (target) => target');
}
