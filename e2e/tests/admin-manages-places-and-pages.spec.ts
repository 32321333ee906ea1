import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { signInAt, useBrowser } from '../support/browser.ts';
import { cmsDelete, cmsFind, eventually } from '../support/cms.ts';

const browser = useBrowser();

// Unique names, so the journey runs again on the same stack.
const suffix = Math.random().toString(36).slice(2, 8);
const PLACE = `Robotics Club ${suffix}`;
const PAGE_TITLE = `Robotics build guides ${suffix}`;
const COURSE_ID = String(5000 + Math.floor(Math.random() * 4000));
// A seeded place with every page type that the place editors' journeys leave alone.
const SEEDED_PLACE = 'Stage 5 Mathematics';
const DRIVE_FOLDER = 'https://drive.google.com/drive/folders/1RoboticsClubDemoFolder000000?usp=sharing';

// What this journey adds is removed again: other journeys share the stack and its lists.
after(async () => {
  for (const place of await cmsFind('places', { 'filters[place][$eq]': PLACE })) {
    for (const page of await cmsFind('pages', { 'filters[place][documentId][$eq]': place.documentId }))
      await cmsDelete('pages', page.documentId);
    await cmsDelete('places', place.documentId);
  }
});

async function expectNoAxeViolations(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  assert.deepEqual(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    [],
    `axe finds nothing in ${selector}`,
  );
}

/**
 * The text of one column in every row of a table (its header row aside), read in one step: a
 * filter re-renders the table, and rows counted before it are not all there after it.
 */
async function column(table: Locator, index: number): Promise<string[]> {
  return table
    .locator('tbody tr')
    .evaluateAll(
      (rows, at) => rows.map((row) => (row.querySelectorAll<HTMLElement>('th, td')[at]?.innerText ?? '').trim()),
      index,
    );
}

/** Every row's cells, read in one step (the table re-renders when its call answers again). */
async function rowsOf(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll<HTMLElement>('th, td'), (cell) => cell.innerText.trim())),
    );
}

it("admin1 filters places and pages, creates a place and a Documents page for it with the spec's messages, and deletes the page", async () => {
  const { page } = await browser.newPage();
  await signInAt(page, '/admin?tab=places', 'admin1');

  const filter = page.getByRole('form', { name: 'Filter places and pages' });
  const placesTable = page.getByRole('region', { name: 'Places', exact: true }).getByRole('table');
  const pagesRegion = page.getByRole('region', { name: 'Pages', exact: true });
  const pagesTable = pagesRegion.getByRole('table');
  await placesTable.getByRole('rowheader', { name: SEEDED_PLACE }).waitFor();
  assert.equal(
    await filter.getByRole('combobox', { name: 'Place' }).inputValue(),
    '',
    "the place filter starts at 'Select Place'",
  );
  assert.equal(await filter.getByRole('combobox', { name: 'Place' }).locator('option').first().innerText(), 'Select Place');
  assert.equal(
    await filter.getByRole('combobox', { name: 'Page type' }).locator('option').first().innerText(),
    'Select Page Type',
  );
  await expectNoAxeViolations(page, '.places-and-pages');

  // By place: that place and its pages only.
  await filter.getByRole('combobox', { name: 'Place' }).selectOption({ label: SEEDED_PLACE });
  await eventually(
    () => column(placesTable, 0),
    (places) => places.join() === SEEDED_PLACE,
  );
  await eventually(
    () => column(pagesTable, 0),
    (places) => places.length > 1 && places.every((place) => place === SEEDED_PLACE),
  );
  // By page type: its Documents pages.
  await filter.getByRole('combobox', { name: 'Page type' }).selectOption({ label: 'Documents' });
  await eventually(
    () => column(pagesTable, 2),
    (types) => types.length > 0 && types.every((type) => type === 'Documents'),
  );
  // By navigation: its Static Pages shown as tabs.
  await filter.getByRole('combobox', { name: 'Page type' }).selectOption({ label: 'Static Page' });
  await filter.getByText('Navigation', { exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('navigation') === 'true');
  const navigationPages = await eventually(
    () => rowsOf(pagesTable),
    // The rows before the Navigation filter answered are Static Pages too: wait for tabs only.
    (rows) => rows.length > 0 && rows.every((cells) => cells[2] === 'Static Page' && cells[3] === 'Yes'),
  );
  assert.deepEqual([...new Set(navigationPages.map((cells) => cells[0]))], [SEEDED_PLACE]);

  // A new place: every message of an empty form first, then a course id and editors as typed wrongly.
  await page.getByRole('link', { name: 'Create Place' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/add-place');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  for (const message of [
    '*Please enter place.',
    '*Please enter description.',
    '*Please enter intended audience.',
    '*Please enter editors.',
  ]) {
    await page.getByRole('alert').getByText(message, { exact: true }).waitFor();
  }
  await expectNoAxeViolations(page, '.place-editor');
  await page.getByRole('textbox', { name: /^Place ID/ }).fill('12a');
  await page.getByRole('textbox', { name: 'Place', exact: true }).fill(PLACE);
  assert.equal(await page.getByRole('textbox', { name: 'Slug' }).inputValue(), PLACE.toLowerCase().split(' ').join('-'));
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Lunchtime robotics for every year: builds, competitions and guides.');
  await page.getByRole('textbox', { name: 'Intended audience' }).fill('Students of every year and their carers');
  await page.getByRole('textbox', { name: /^Editors/ }).fill('editor1, teacher2');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alert').getByText('*Please enter only numeric value.', { exact: true }).waitFor();
  await page
    .getByRole('alert')
    .getByText('*Please enter editors separated by commas, without spaces.', { exact: true })
    .waitFor();
  await page.getByRole('textbox', { name: /^Place ID/ }).fill(COURSE_ID);
  await page.getByRole('textbox', { name: /^Editors/ }).fill('editor1,teacher2');
  await page.getByRole('combobox', { name: 'Key learning area' }).selectOption({ label: 'Science' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Editors are people of the campus: the server refuses a username nobody has, under the field.
  await page.getByRole('alert').getByText('*No one at your campus has the username teacher2.', { exact: true }).waitFor();
  assert.equal(await page.getByRole('textbox', { name: /^Editors/ }).getAttribute('aria-invalid'), 'true');
  await page.getByRole('textbox', { name: /^Editors/ }).fill('editor1,tom.walsh');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin' && url.searchParams.get('tab') === 'places');
  await page.getByText('Place saved successfully.').waitFor();
  await placesTable.getByRole('rowheader', { name: PLACE }).waitFor();

  const [storedPlace] = await cmsFind('places', {
    'filters[place][$eq]': PLACE,
    'populate[kla][fields][0]': 'key_learning_area',
    'populate[editor_people][fields][0]': 'username',
  });
  assert.deepEqual(
    (storedPlace?.editor_people as { username: string }[] | undefined)?.map((person) => person.username),
    ['editor1', 'tom.walsh'],
  );
  assert.equal(storedPlace?.place_id, Number(COURSE_ID));
  assert.equal((storedPlace?.kla as { key_learning_area: string } | null)?.key_learning_area, 'Science');

  // A Documents page for it in CREATE PAGE: saved empty first, then the type's own messages.
  await page.getByRole('link', { name: 'Create Page' }).click();
  await page.getByRole('heading', { name: 'CREATE PAGE', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  for (const message of [
    '*Please select place.',
    '*Please select page type.',
    '*Please enter page title.',
    '*Please enter description.',
  ]) {
    await page.getByRole('alert').getByText(message, { exact: true }).waitFor();
  }
  await page.getByRole('combobox', { name: 'Place' }).selectOption({ label: PLACE });
  await page.getByRole('combobox', { name: 'Page type' }).selectOption({ label: 'Documents' });
  assert.equal(await page.getByRole('textbox', { name: 'Title' }).inputValue(), 'New Files Pages');
  assert.match(await page.getByRole('textbox', { name: 'Slug' }).inputValue(), /^new-files-pages-\d{13}$/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alert').getByText('*Please enter Google Drive folder ID.', { exact: true }).waitFor();
  await expectNoAxeViolations(page, '.page-editor');

  await page.getByRole('textbox', { name: 'Title' }).fill(PAGE_TITLE);
  assert.equal(await page.getByRole('textbox', { name: 'Slug' }).inputValue(), PAGE_TITLE.toLowerCase().split(' ').join('-'));
  await page.getByRole('textbox', { name: /^Google Drive folder/ }).fill(DRIVE_FOLDER);
  // Blueprint draws the controls over their inputs: a person clicks the labels.
  await page.getByText('Grid', { exact: true }).click();
  await page.getByText('Navigation (add as a tab to the place)').click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Step-by-step build guides and parts lists.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin' && url.searchParams.get('tab') === 'places');
  await page.getByText('Page saved successfully.').waitFor();

  const [storedPage] = await cmsFind('pages', {
    'filters[title][$eq]': PAGE_TITLE,
    'populate[place][fields][0]': 'place',
    'populate[pagetype][fields][0]': 'pageType',
  });
  assert.equal((storedPage?.place as { place: string }).place, PLACE);
  assert.equal((storedPage?.pagetype as { pageType: string }).pageType, 'Documents');
  assert.equal(storedPage?.file_view_type, 'grid');
  assert.equal(storedPage?.navigation, false);
  assert.match(String(storedPage?.google_drive_url), /1RoboticsClubDemoFolder000000/);

  // In the Pages table of its place; not a tab, so the Navigation filter leaves it out.
  await filter.getByRole('combobox', { name: 'Place' }).selectOption({ label: PLACE });
  await eventually(
    () => column(pagesTable, 1),
    (titles) => titles.join() === PAGE_TITLE,
  );
  assert.deepEqual(await column(pagesTable, 2), ['Documents']);
  assert.deepEqual(await column(pagesTable, 3), ['No']);
  await filter.getByText('Navigation', { exact: true }).click();
  await pagesRegion.getByText('No records found!').waitFor();
  await filter.getByText('Navigation', { exact: true }).click();
  const row = pagesTable.getByRole('row', { name: new RegExp(PAGE_TITLE) });
  await row.waitFor();

  // Deleted after 'Delete Page'.
  await page.getByRole('button', { name: `Delete page ${PAGE_TITLE} of ${PLACE}` }).click();
  const question = page.getByRole('alertdialog');
  await question.getByRole('heading', { name: 'Delete Page' }).waitFor();
  await question.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Page deleted successfully.').waitFor();
  await row.waitFor({ state: 'detached' });
  await pagesRegion.getByText('No records found!').waitFor();
});
