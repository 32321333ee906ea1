import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { signInAt, useBrowser } from '../support/browser.ts';
import { carerReaderScreens, openScreen, type ReaderScreen } from '../support/reader-screens.ts';

/**
 * Every reader screen (spec 2.1), as carer1 sees it, checked by axe against WCAG 2.2 AA on a
 * desktop and a phone width. Detail pages are the first record of their list. (The admin
 * screens and teacher1's are checked in every-screen-fits-and-looks-as-agreed.)
 */
const WIDTHS = [1280, 375];

const browser = useBrowser();
let page: Page;
let screens: ReaderScreen[];

before(async () => {
  ({ page } = await browser.newPage());
  await signInAt(page, '/', 'carer1');
  screens = await carerReaderScreens(page);
});

for (const width of WIDTHS) {
  describe(`at ${width} px wide`, () => {
    it('every reader screen has no WCAG 2.2 AA violations', async () => {
      await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      for (const { name, path } of screens) {
        await openScreen(page, path);
        found.push(...(await axeViolations(page)).map((violation) => `${name} (${path}): ${violation}`));
      }
      assert.deepEqual(found, []);
    });
  });
}
