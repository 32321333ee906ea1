import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { signInAt, useBrowser } from '../support/browser.ts';
import { cmsDelete, cmsFind } from '../support/cms.ts';

const browser = useBrowser();

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const run = Math.random().toString(36).slice(2, 8);
const NOTES = `Reading notes ${run}`;
const FILES = `Drafts folder ${run}`;
const FOLDER = `https://drive.google.com/drive/folders/1E2eDraftsFolder${run}000000000`;

// The pages this journey adds go again: other journeys share the stack (the hidden Documents
// page and the deleted notes page would otherwise pile up over re-runs).
after(async () => {
  for (const title of [NOTES, FILES]) {
    for (const page of await cmsFind('pages', { 'filters[title][$eq]': title })) await cmsDelete('pages', page.documentId);
  }
});

const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** As the publish picker shows a moment (reader spec 9: 'MMMM D, YYYY HH:mm'). */
const shown = (date: Date, time: string) => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} ${time}`;

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const tabsOf = (page: Page) => page.getByRole('navigation', { name: 'Pages of Year 9 English' });

/** Waits for the spec's notice of the step just taken. */
async function notice(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).waitFor();
}

async function editMode(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Edit this place' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
}

/** Reloads the page (the step must survive it) and comes back to edit mode. */
async function reload(page: Page): Promise<void> {
  await page.reload();
  await tabsOf(page).waitFor();
  await editMode(page);
}

async function tabTitles(page: Page): Promise<string[]> {
  return (await tabsOf(page).locator('.place-tabs__link').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
}

const tab = (page: Page, title: string): Locator => tabsOf(page).getByRole('link', { name: new RegExp(`^${title}`) });

it('editor1 edits Year 9 English in place: titles, content, new pages, a Drive folder in grid view, a publish period, hiding, keyboard reordering and deleting', async () => {
  const { page, context } = await browser.newPage();
  await signInAt(page, '/places/year-9-english', 'editor1');
  await tabsOf(page).waitFor();
  await editMode(page);

  // A Static Page: added with the spec's defaults and opened.
  await page.getByRole('button', { name: 'Add Static Page' }).click();
  await notice(page, 'Page added successfully.');
  await page.waitForURL((url) => /^\/places\/year-9-english\/new-page-\d+$/.test(url.pathname));
  await page.getByRole('heading', { level: 2, name: 'NEW PAGE' }).waitFor();

  // Renamed: a title is required, then saved.
  await page.getByRole('button', { name: 'Edit title' }).click();
  const title = page.getByRole('textbox', { name: 'Page title' });
  await title.fill('');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('alert').filter({ hasText: '*Please enter title.' }).waitFor();
  await title.fill(NOTES);
  await page.getByRole('button', { name: 'Submit' }).click();
  await notice(page, 'Edited successfully.');
  await reload(page);
  await page.getByRole('heading', { level: 2, name: NOTES }).waitFor();
  assert.ok((await tabTitles(page)).includes(NOTES), 'the renamed tab survives a reload');

  // Its content, in the shared rich-text editor.
  await page.getByRole('button', { name: 'Edit content' }).click();
  const editor = page.getByRole('textbox', { name: `Content of ${NOTES}` });
  await editor.click();
  assert.deepEqual(await axeViolations(page), [], 'edit mode with the rich-text editor open');
  await page.keyboard.type(`Chapters 1 to 5 by Friday ${run}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await notice(page, 'Edited successfully.');
  await reload(page);
  await page.locator('main .rich-text').filter({ hasText: `Chapters 1 to 5 by Friday ${run}` }).waitFor();
  const notesUrl = page.url();

  // A Documents page: linked to a Drive folder, then shown as a grid.
  await page.getByRole('button', { name: 'Add Documents' }).click();
  await notice(page, 'Page added successfully.');
  await page.getByRole('heading', { level: 2, name: 'New Files Pages' }).waitFor();
  await page.getByRole('button', { name: 'Edit title' }).click();
  await page.getByRole('textbox', { name: 'Page title' }).fill(FILES);
  await page.getByRole('button', { name: 'Submit' }).click();
  await notice(page, 'Edited successfully.');
  const driveField = page.getByRole('textbox', { name: 'Google Drive folder link' });
  assert.equal(await driveField.getAttribute('placeholder'), 'Please enter Google Drive url');
  await driveField.fill(FOLDER);
  await page.getByRole('button', { name: 'Submit' }).click();
  await notice(page, 'Edited successfully.');
  const frame = page.locator('main iframe');
  await frame.waitFor();
  assert.match((await frame.getAttribute('src')) ?? '', /#list$/);
  // The view is the stored one: it changes once the server has it.
  await page.getByRole('radio', { name: 'Grid' }).click();
  await page.waitForFunction(() => document.querySelector('main iframe')?.getAttribute('src')?.endsWith('#grid'));
  await notice(page, 'Edited successfully.');
  await reload(page);
  assert.match((await page.locator('main iframe').getAttribute('src')) ?? '', new RegExp(`id=1E2eDraftsFolder${run}000000000#grid$`));
  assert.ok(await page.getByRole('radio', { name: 'Grid' }).isChecked(), 'the grid view survives a reload');

  // Hidden: readers no longer see it; editors see it marked.
  await page.getByRole('button', { name: 'Hide page' }).click();
  await notice(page, 'Page hide successfully.');
  await reload(page);
  await tab(page, FILES).filter({ hasText: 'Hidden' }).waitFor();
  await page.getByRole('button', { name: 'Show page' }).waitFor();

  // Scheduled for next week.
  await page.goto(notesUrl);
  await tabsOf(page).waitFor();
  await editMode(page);
  const start = new Date(Date.now() + 7 * 86_400_000);
  const end = new Date(Date.now() + 14 * 86_400_000);
  await page.getByRole('button', { name: 'Publish period: Select publish period' }).click();
  await page.getByLabel('Start date').fill(dayOf(start));
  await page.getByLabel('Start time').selectOption('08:00');
  await page.getByLabel('End date').fill(dayOf(end));
  await page.getByLabel('End time').selectOption('17:30');
  assert.deepEqual(await axeViolations(page), [], 'edit mode with the publish period open');
  await page.getByRole('button', { name: 'Submit' }).click();
  await notice(page, 'Page published date changed successfully.');
  await reload(page);
  await page.getByRole('button', { name: `Publish period: ${shown(start, '08:00')} – ${shown(end, '17:30')}` }).waitFor();
  await tab(page, NOTES).filter({ hasText: 'Scheduled' }).waitFor();

  // Moved up with the keyboard, past the Documents page added after it.
  const before = await tabTitles(page);
  assert.ok(before.indexOf(FILES) === before.indexOf(NOTES) + 1, `${FILES} comes after ${NOTES}: ${before.join(', ')}`);
  await page.getByRole('button', { name: `Move ${FILES} up` }).focus();
  await page.keyboard.press('Enter');
  await notice(page, 'Page order changed successfully.');
  await reload(page);
  const after = await tabTitles(page);
  assert.equal(after.indexOf(FILES), before.indexOf(NOTES), `${FILES} took the place of ${NOTES}: ${after.join(', ')}`);
  assert.equal(after.indexOf(NOTES), before.indexOf(FILES));

  // Deleted after the question.
  await page.getByRole('button', { name: 'Delete page' }).click();
  const question = page.getByRole('dialog', { name: 'Delete Page' });
  await question.getByText('Are you sure you want to delete this page?').waitFor();
  await question.getByRole('button', { name: 'Delete' }).click();
  await notice(page, 'Page deleted successfully.');
  await reload(page);
  assert.ok(!(await tabTitles(page)).includes(NOTES), 'the deleted page is gone after a reload');

  // Offline the controls stay on screen, disabled, and say why.
  await context.setOffline(true);
  await page.getByText('You are offline: editing is available again once you are back online.').waitFor();
  assert.ok(await page.getByRole('button', { name: 'Edit this place' }).isDisabled(), 'edit mode cannot be switched offline');
  assert.ok(await page.getByRole('button', { name: 'Add Static Page' }).isDisabled(), 'no page can be added offline');
  await context.setOffline(false);
  await context.close();
});
