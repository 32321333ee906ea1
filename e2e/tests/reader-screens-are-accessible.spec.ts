import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { firstLink, signInAt, useBrowser } from '../support/browser.ts';

/**
 * Every reader screen that exists today (spec 2.1), as carer1 sees it, checked by axe against
 * WCAG 2.2 AA on a desktop and a phone width. Detail pages are the first record of their list.
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [1280, 375];

const browser = useBrowser();
let page: Page;
const screens: { name: string; path: string }[] = [
  { name: 'dashboard', path: '/' },
  { name: 'notices', path: '/notices' },
  { name: 'connections', path: '/connections' },
  { name: 'calendar month', path: '/calendar' },
  { name: 'calendar list', path: '/calendar?view=list' },
  { name: 'emergency broadcast', path: '/emergency-brodcast' },
  // Screens whose feature is not built yet: the heading and 'No records found!'.
  { name: 'absences', path: '/absences' },
  { name: 'course directory', path: '/key-learning-area' },
  { name: 'parent dashboard', path: '/parent-dashboard' },
  { name: 'student goals', path: '/student-goals' },
  { name: 'new students', path: '/new-students' },
  { name: 'school psychology request', path: '/school-psychology-request' },
  { name: 'metrics', path: '/metrics' },
];

/** Opened afresh and left to finish loading (its calls answered, the offline database open). */
async function open(path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('main .loading').waitFor({ state: 'detached' });
}

async function violations(): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

before(async () => {
  ({ page } = await browser.newPage());
  await signInAt(page, '/', 'carer1');
  screens.push(
    { name: 'a notice', path: await firstLink(page, '/notices', '/notices/notice_details/') },
    { name: 'a newsletter', path: await firstLink(page, '/connections', '/connections/connection_details/') },
    { name: 'an event', path: await firstLink(page, '/calendar?view=list', '/calendar/calendar_details/') },
  );
});

for (const width of WIDTHS) {
  describe(`at ${width} px wide`, () => {
    it('every reader screen has no WCAG 2.2 AA violations', async () => {
      await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      for (const { name, path } of screens) {
        await open(path);
        found.push(...(await violations()).map((violation) => `${name} (${path}): ${violation}`));
      }
      assert.deepEqual(found, []);
    });
  });
}
