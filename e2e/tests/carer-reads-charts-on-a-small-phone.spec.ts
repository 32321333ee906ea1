import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { signInAt, useBrowser } from '../support/browser.ts';
import { scrollsSideways } from '../support/fit.ts';

const browser = useBrowser();

/** Set to a folder to keep a 390×844 picture of each screen this journey reads (for a person to look at). */
const screenshotsDir = process.env.E2E_SCREENSHOTS_DIR;

type Box = { x: number; y: number; width: number; height: number; text: string };

/** The boxes of the elements a locator finds, with their text, as laid out now. */
const boxesOf = (locator: Locator): Promise<Box[]> =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height, text: element.textContent ?? '' };
    }),
  );

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Labels that meet each other, or leave the viewport, named for the message. */
async function overlappingLabels(page: Page, labels: Locator, where: string): Promise<string[]> {
  const boxes = await boxesOf(labels);
  assert.ok(boxes.length > 1, `${where} has labels`);
  const width = page.viewportSize()!.width;
  const found: string[] = [];
  boxes.forEach((box, index) => {
    if (box.x < 0 || box.x + box.width > width) found.push(`${where}: '${box.text}' leaves the screen`);
    for (const other of boxes.slice(index + 1)) if (overlap(box, other)) found.push(`${where}: '${box.text}' overlaps '${other.text}'`);
  });
  return found;
}

/** Targets smaller than `min` px either way (WCAG 2.5.8: 24 for all, 44 for primary actions on touch). */
async function smallTargets(targets: Locator, min: number, where: string): Promise<string[]> {
  const boxes = await boxesOf(targets);
  assert.ok(boxes.length > 0, `${where} has targets`);
  return boxes.filter((box) => box.width < min || box.height < min).map((box) => `${where}: '${box.text}' is ${Math.round(box.width)}×${Math.round(box.height)} px, under ${min}`);
}

/** The page at each phone width: no sideways scrolling, and the chart's labels apart. */
async function fitsPhones(page: Page, where: string, labels?: Locator): Promise<string[]> {
  const found: string[] = [];
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 740 });
    found.push(...(await scrollsSideways(page, where)));
    if (labels) found.push(...(await overlappingLabels(page, labels, `${where} at ${width} px`)));
  }
  return found;
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsDir) return;
  mkdirSync(screenshotsDir, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // From the top, so the header that stays on scrolling is drawn once, where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
}

it("carer1 reads Noah's results and learning on a 320 and a 360 px phone: nothing scrolls sideways, chart labels stay apart, chart buttons are big enough", async () => {
  const { page } = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await signInAt(page, '/parent-dashboard', 'carer1');
  await page.getByRole('combobox', { name: 'Student' }).selectOption({ label: 'Noah Taylor' });

  // The summary: the course results in plain words.
  const results = page.getByRole('region', { name: 'Assessment Results' });
  const courses = results.getByRole('figure', { name: 'Course results' });
  await courses.getByRole('button', { name: 'Biology' }).waitFor();
  await courses.getByRole('list', { name: 'What the chart shows' }).getByText("Noah's result").waitFor();
  const behaviours = page.getByRole('region', { name: 'Learning Behaviours' });
  await behaviours.getByText(/^From the Term \d report$/).waitFor();
  const chartLabels = (chart: Locator) => chart.locator('.box-plot__label, .box-plot__value, .chart-axis__tick');
  const found = await fitsPhones(page, 'dashboard summary', chartLabels(courses));
  found.push(...(await smallTargets(courses.locator('.box-plot__row--pick'), 44, 'course rows')));
  found.push(...(await smallTargets(courses.getByRole('button', { name: 'Show as a table' }), 24, 'table button')));
  found.push(...(await smallTargets(behaviours.getByRole('button', { name: 'Learning behaviour details' }), 44, 'details button')));
  await courses.getByRole('button', { name: 'Show as a table' }).click();
  await courses.getByRole('table', { name: 'Course results' }).getByRole('rowheader', { name: 'Biology' }).waitFor();
  found.push(...(await fitsPhones(page, 'course results table')));
  await courses.getByRole('button', { name: 'Hide the table' }).click();
  await screenshot(page, 'dashboard-summary');

  // A course's tasks; the header's arrow comes back.
  await courses.getByRole('button', { name: 'Biology' }).click();
  const tasks = results.getByRole('figure', { name: 'Biology task results' });
  await tasks.locator('.box-plot__label', { hasText: 'Task 2: in-class test' }).waitFor();
  found.push(...(await fitsPhones(page, 'course drill-down', chartLabels(tasks))));
  await screenshot(page, 'course-drill-down');
  await page.getByRole('banner').getByRole('button', { name: 'Back to course results' }).click();
  await courses.getByRole('button', { name: 'Biology' }).waitFor();

  // The learning detail, both ways.
  await behaviours.getByRole('button', { name: 'Learning behaviour details' }).click();
  const byBehaviour = page.getByRole('figure', { name: /^Learning behaviours, Term \d$/ });
  await byBehaviour.locator('.rating-bars__bar').first().waitFor();
  await page.getByRole('table', { name: 'Learning behaviours by report period' }).getByRole('rowheader', { name: 'Persistence' }).waitFor();
  const barLabels = (chart: Locator) => chart.locator('.box-plot__label, .rating-bars__bar, .chart-axis__tick');
  found.push(...(await fitsPhones(page, 'learning detail by behaviour', barLabels(byBehaviour))));
  found.push(...(await smallTargets(page.getByRole('group', { name: 'Show learning behaviours' }).getByRole('button'), 24, 'view buttons')));
  await screenshot(page, 'learning-detail');
  await page.getByRole('button', { name: 'By Course' }).click();
  const byCourse = page.getByRole('figure', { name: /^Average rating per course, Term \d$/ });
  await page.getByRole('table', { name: /^Learning behaviours by course/ }).getByRole('rowheader', { name: 'Chemistry' }).waitFor();
  found.push(...(await fitsPhones(page, 'learning detail by course', barLabels(byCourse))));

  // A place's Assessment Tasks: each task a card on a phone.
  await page.goto('/places/year-9-english/assessment-tasks');
  const table = page.getByRole('table', { name: /^Assessment tasks \d{4}$/ });
  await table.getByRole('rowheader').first().waitFor();
  found.push(...(await fitsPhones(page, 'Assessment Tasks')));
  await screenshot(page, 'assessment-tasks');

  // The small targets issue 27 found: a finger's size on a touch screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/absences');
  await page.getByRole('link', { name: /^Give reason/ }).first().waitFor();
  found.push(...(await smallTargets(page.getByRole('link', { name: /^Give reason/ }), 44, 'Give reason')));
  await page.goto('/notices');
  await page.getByRole('button', { name: /^Mark as read/ }).first().waitFor();
  found.push(...(await smallTargets(page.getByRole('button', { name: /^Mark as read/ }), 44, 'Mark as read')));
  assert.deepEqual(found, []);
});
