import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rules every screen is held to: WCAG 2.2 AA, with the A and AA rules of 2.0 and 2.1. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What axe finds against WCAG 2.2 AA on the page as it is now, one line per rule with the elements it names. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
