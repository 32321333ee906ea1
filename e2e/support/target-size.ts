import type { Page } from 'playwright-core';
import { allowNamedFunctions } from './in-page.ts';

/** What a person can point at or tap (a checkbox or radio inside its label is the label). */
const TARGETS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary';

/** Primary actions, a finger's size on a touch screen: full-size buttons, the dashboard's and directory's tiles, a place's tabs. */
const PRIMARY = '.button:not(.button--small), .tile, .area-tile, .tile-columns > li > a, .place-tabs__link';

/** Pixels, CSS: WCAG 2.5.8 for every target (the pwa's --target-min), and for primary actions on touch (--target-primary). */
export const TARGET_MIN = 24;
export const TARGET_PRIMARY = 44;

/**
 * The targets on the page that are too small (WCAG 2.5.8, Target Size (Minimum)): every
 * visible target at least 24×24 CSS px, unless a 24 px circle centred on it meets no other
 * target and no other small target's circle (the spacing exception), or it is a link inside a
 * sentence (the inline exception); on a touch screen, primary actions at least 44×44. Each
 * finding names the target, its size, and what it is too close to.
 */
export async function undersizedTargets(page: Page, where: string, { touch }: { touch: boolean }): Promise<string[]> {
  await allowNamedFunctions(page);
  const found = await page.evaluate(
    ({ targets, primary, min, primaryMin, touch }) => {
      const nameOf = (element: Element) => {
        const text = element.getAttribute('aria-label') ?? ((element as HTMLElement).innerText || (element as HTMLInputElement).value || element.getAttribute('name') || '');
        return text.replace(/\s+/g, ' ').trim().slice(0, 40);
      };
      const selectorOf = (element: Element) =>
        element.tagName.toLowerCase() + (element.id ? `#${element.id}` : '') + Array.from(element.classList).map((name) => `.${name}`).join('');
      /** A link in running text: laid out inline inside a block that holds other words too. */
      const inSentence = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        const own = (element as HTMLElement).innerText.trim().length;
        return (block?.innerText.trim().length ?? 0) > own;
      };

      const elements = new Set<Element>();
      for (const element of Array.from(document.querySelectorAll(targets))) {
        if ((element as HTMLButtonElement).disabled) continue;
        const type = (element as HTMLInputElement).type;
        const label = element.tagName === 'INPUT' && (type === 'checkbox' || type === 'radio') ? element.closest('label') : null;
        elements.add(label ?? element);
      }
      const shown = [...elements]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        // Visually hidden text (a 1 px box) and what is not drawn are not targets.
        .filter(({ element, box }) => box.width > 1 && box.height > 1 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true }));

      const small = shown.filter(({ element, box }) => (box.width < min || box.height < min) && !inSentence(element));
      const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
      const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
        Math.hypot(Math.max(box.left - point.x, 0, point.x - box.right), Math.max(box.top - point.y, 0, point.y - box.bottom));
      const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);

      const problems: string[] = [];
      for (const target of small) {
        const here = centre(target.box);
        const neighbour =
          shown.find((other) => !related(other.element, target.element) && distanceToBox(here, other.box) < min / 2) ??
          small.find((other) => !related(other.element, target.element) && Math.hypot(centre(other.box).x - here.x, centre(other.box).y - here.y) < min);
        if (neighbour)
          problems.push(
            `'${nameOf(target.element)}' (${selectorOf(target.element)}) is ${Math.round(target.box.width)}×${Math.round(target.box.height)} px, under ${min}, and too close to '${nameOf(neighbour.element)}' (${selectorOf(neighbour.element)})`,
          );
      }
      if (touch) {
        for (const { element, box } of shown) {
          if (element.matches(primary) && (box.width < primaryMin || box.height < primaryMin))
            problems.push(`'${nameOf(element)}' (${selectorOf(element)}), a primary action, is ${Math.round(box.width)}×${Math.round(box.height)} px, under ${primaryMin}`);
        }
      }
      return problems;
    },
    { targets: TARGETS, primary: PRIMARY, min: TARGET_MIN, primaryMin: TARGET_PRIMARY, touch },
  );
  return found.map((problem) => `${where}: ${problem}`);
}
