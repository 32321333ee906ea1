import assert from 'node:assert/strict';
import { it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { signInAt, useBrowser } from '../support/browser.ts';
import { cmsFind } from '../support/cms.ts';
import { tilesPerRowAt } from '../support/layout.ts';
import { savedOnDevice } from '../support/offline.ts';

const browser = useBrowser();

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const year = new Date().getFullYear();

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The rows of the Assessment Tasks table: each task's name and its resources' names. */
/** The rows of one year's table: waiting for that year's, since the last year's leaves as it loads. */
async function taskRows(page: Page, year: number): Promise<{ task: string; resources: string[] }[]> {
  const table = page.getByRole('table', { name: `Assessment tasks ${year}`, exact: true });
  await table.waitFor();
  const rows = table.locator('tbody tr');
  const found = [];
  for (const row of await rows.all()) {
    found.push({ task: (await row.locator('th').innerText()).trim(), resources: await row.locator('td a').allInnerTexts() });
  }
  return found;
}

const tabsOf = (page: Page) => page.getByRole('navigation', { name: 'Pages of Year 9 English' });

it('student1 finds Year 9 English in the course directory, reads its pages, tabs become a dropdown on a phone, and the opened pages read offline', async () => {
  const { page, context } = await browser.newPage();
  await signInAt(page, '/key-learning-area', 'student1');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // The course directory: the key learning areas by name.
  const tiles = page.locator('main .area-tile');
  await tiles.first().waitFor();
  assert.deepEqual(await tiles.allInnerTexts(), ['Creative Arts', 'English', 'HSIE', 'Mathematics', 'PDHPE', 'Science']);
  for (const [width, perRow] of [[1280, 6], [1000, 3], [800, 3], [375, 2]] as const) {
    assert.equal(await tilesPerRowAt(page, tiles, width), perRow, `${perRow} tiles a row at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'English' }).waitFor();
  await page.getByRole('link', { name: 'Year 9 English' }).click();
  await page.waitForURL((url) => url.pathname === '/places/year-9-english');

  // The landing page first, then Assessment Tasks, then the pages; hidden, scheduled and deleted ones are not listed.
  const tabs = tabsOf(page);
  await tabs.waitFor();
  const titles = await tabs.getByRole('link').allInnerTexts();
  assert.deepEqual(titles.slice(0, 2), ['Welcome', 'Assessment Tasks']);
  for (const title of ['Course Overview', 'Resources', 'Tasks', 'Classrooms', 'Class Blog']) assert.ok(titles.includes(title), `${title} is a tab`);
  for (const title of ['Excursion Permission Forms', 'Holiday Reading Challenge', 'Old Reading List']) assert.ok(!titles.includes(title), `${title} is not shown to a student`);
  assert.equal(await page.getByRole('button', { name: 'Edit this place' }).count(), 0, 'a student has no editing controls');

  // The landing page: its text and the course units by start date.
  await page.getByRole('heading', { name: 'Welcome to Year 9 English' }).waitFor();
  const units = page.locator('main .place-units h4');
  await units.first().waitFor();
  assert.deepEqual(await units.allInnerTexts(), ['Voices of Australia: poetry', 'The novel: Wonder', 'Persuasive speaking']);
  assert.deepEqual(await axeViolations(page), []);

  // This year's Assessment Tasks: one row a task, its resources together.
  await tabs.getByRole('link', { name: 'Assessment Tasks' }).click();
  assert.deepEqual(await taskRows(page, year), [
    { task: 'Poetry portfolio', resources: ['Portfolio guidelines', 'Marking rubric'] },
    { task: 'Novel study essay', resources: ['Essay scaffold'] },
    { task: 'Persuasive speech', resources: ['Speech checklist'] },
  ]);
  assert.deepEqual(await axeViolations(page), []);

  // The shared Google Drive folder, embedded, with its link.
  await tabs.getByRole('link', { name: 'Resources' }).click();
  const driveLink = page.getByRole('link', { name: 'Open shared Google Drive' });
  assert.equal(await driveLink.getAttribute('href'), 'https://drive.google.com/drive/folders/1Y9EnglishDemoFolder0000000000');
  assert.match((await page.locator('main iframe').getAttribute('src')) ?? '', /^https:\/\/drive\.google\.com\/embeddedfolderview\?id=1Y9EnglishDemoFolder0000000000#list$/);

  // The classroom cards open in a new tab.
  await tabs.getByRole('link', { name: 'Classrooms' }).click();
  const classrooms = page.locator('main .place-classrooms a');
  await classrooms.first().waitFor();
  assert.deepEqual((await classrooms.allInnerTexts()).map((text) => text.replace(/\s*\(opens in a new tab\)/, '')), ['9ENG A', '9ENG B']);
  assert.equal(await classrooms.first().getAttribute('target'), '_blank');

  // Last year's tasks: the year last looked at.
  await tabs.getByRole('link', { name: 'Assessment Tasks' }).click();
  await page.getByLabel('Year', { exact: true }).selectOption(String(year - 1));
  await page.waitForURL((url) => url.searchParams.get('year') === String(year - 1));
  assert.deepEqual(
    (await taskRows(page, year - 1)).map((row) => row.task),
    ['Poetry portfolio', 'Novel study essay'],
  );

  // On a phone the tabs are a dropdown.
  await page.setViewportSize({ width: 375, height: 800 });
  const dropdown = page.getByRole('combobox', { name: 'Pages of Year 9 English' });
  await dropdown.waitFor();
  assert.equal(await tabs.count(), 0, 'no tab list beside the page on a phone');
  await dropdown.selectOption({ label: 'Course Overview' });
  await page.waitForURL((url) => url.pathname === '/places/year-9-english/course-overview');
  await page.getByRole('heading', { name: 'How the year runs' }).waitFor();
  assert.deepEqual(await axeViolations(page), []);
  await page.setViewportSize({ width: 1280, height: 900 });

  // What was opened is on the device.
  const [place] = await cmsFind('places', { 'filters[slug][$eq]': 'year-9-english' });
  assert.ok(place, 'the seeded place exists');
  for (const list of ['place:year-9-english', `placePages:${place.documentId}`, 'courseUnits:901', `courseTasks:901:${year}`, `courseTasks:901:${year - 1}`, 'courseClassrooms:901']) {
    await savedOnDevice(page, list);
  }

  // No signal: the opened pages read from the device, last year's tasks included.
  await context.setOffline(true);
  await page.goto('/places/year-9-english');
  await page.getByRole('status', { name: 'Connection' }).getByText('You are offline').waitFor();
  await page.getByRole('heading', { name: 'Welcome to Year 9 English' }).waitFor();
  await page.locator('main .place-units h4').first().waitFor();
  await page.goto(`/places/year-9-english/assessment-tasks?year=${year - 1}`);
  assert.deepEqual(
    (await taskRows(page, year - 1)).map((row) => row.task),
    ['Poetry portfolio', 'Novel study essay'],
  );
  await page.goto('/places/year-9-english/classrooms');
  await page.locator('main .place-classrooms a').first().waitFor();
  await context.close();
});
