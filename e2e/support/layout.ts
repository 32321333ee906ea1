import type { Locator, Page } from 'playwright-core';

/**
 * How many of the tiles stand in the first row at this width: those level with the first
 * (reader spec 2.5: "6, 3 or 2 tiles per row by width"; the dashboard adds 4 at lg).
 */
export async function tilesPerRowAt(page: Page, tiles: Locator, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 900 });
  const tops = await tiles.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}
