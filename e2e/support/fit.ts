import type { Page } from 'playwright-core';
import { allowNamedFunctions } from './in-page.ts';

/**
 * Wider than the screen: the page scrolls sideways (WCAG 1.4.10). A phone lays a page that is
 * too wide out at its full width and zooms out, so innerWidth grows with it: the screen's own
 * width (the viewport set on the page) is the measure, and innerWidth must still be it. The
 * message names the widest element that reaches past the screen's edge (outside any box that
 * scrolls or clips it), which is where a fix starts.
 */
export async function scrollsSideways(page: Page, where: string): Promise<string[]> {
  const screenWidth = page.viewportSize()!.width;
  await allowNamedFunctions(page);
  const found = await page.evaluate((screenWidth) => {
    const pageWidth = Math.max(document.documentElement.scrollWidth, window.innerWidth);
    if (pageWidth <= screenWidth) return undefined;
    /** Inside a box that scrolls or clips sideways, an element does not widen the page. */
    const clippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const names = (node: Element) =>
        node.tagName.toLowerCase() + (node.id ? `#${node.id}` : '') + Array.from(node.classList).map((name) => `.${name}`).join('');
      const parent = element.parentElement && element.parentElement !== document.body ? `${names(element.parentElement)} > ` : '';
      return parent + names(element);
    };
    let widest: { selector: string; width: number; right: number } | undefined;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      const right = box.right + window.scrollX;
      if (right <= screenWidth + 0.5 || box.width === 0 || clippedByAncestor(element)) continue;
      if (!widest || box.width > widest.width) widest = { selector: describe(element), width: Math.round(box.width), right: Math.round(right) };
    }
    return { pageWidth, widest };
  }, screenWidth);
  if (!found) return [];
  const culprit = found.widest ? `; widest past the edge: ${found.widest.selector}, ${found.widest.width} px wide, ending at ${found.widest.right} px` : '';
  return [`${where} at ${screenWidth} px is ${found.pageWidth} px wide${culprit}`];
}
