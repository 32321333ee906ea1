import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAt, useBrowser } from '../support/browser.ts';
import { cmsDelete, cmsFind } from '../support/cms.ts';

const browser = useBrowser();

const run = Math.random().toString(36).slice(2, 8);
const FIRST = `Camp notes ${run}`;
const SECOND = `Camp plans ${run}`;
const PLACE = '/places/year-9-english';

// The page this journey adds goes again: other journeys share the stack.
after(async () => {
  for (const title of [FIRST, SECOND]) {
    for (const page of await cmsFind('pages', { 'filters[title][$eq]': title })) await cmsDelete('pages', page.documentId);
  }
});

async function renameOpenPage(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Edit title' }).click();
  await page.getByRole('textbox', { name: 'Page title' }).fill(title);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('status').filter({ hasText: 'Edited successfully.' }).waitFor();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

it('editor1 renames a page; its old address opens the page under the new one, and an unknown address says so with the way back', async () => {
  const { page, context } = await browser.newPage();
  await signInAt(page, PLACE, 'editor1');
  await page.getByRole('button', { name: 'Edit this place' }).click();

  await page.getByRole('button', { name: 'Add Static Page' }).click();
  await page.getByRole('status').filter({ hasText: 'Page added successfully.' }).waitFor();
  await page.waitForURL((url) => /^\/places\/year-9-english\/new-page-\d+$/.test(url.pathname));
  await renameOpenPage(page, FIRST);
  await page.waitForURL((url) => url.pathname === `${PLACE}/camp-notes-${run}`);
  const shared = page.url();

  await renameOpenPage(page, SECOND);
  await page.waitForURL((url) => url.pathname === `${PLACE}/camp-plans-${run}`);

  // The address shared before the rename lands on the page under its new address.
  await page.goto(shared);
  await page.waitForURL((url) => url.pathname === `${PLACE}/camp-plans-${run}`);
  await page.getByRole('heading', { level: 2, name: SECOND }).waitFor();

  // An address no page has: the spec's message, the way to the place's first page, nothing to edit.
  await page.goto(`${PLACE}/no-such-page-${run}`);
  await page.getByText('No records found!').waitFor();
  assert.equal(pathOf(page), `${PLACE}/no-such-page-${run}`, 'the address stays what was asked for');
  assert.equal(await page.getByRole('button', { name: 'Edit this place' }).count(), 0, 'nothing to edit');
  assert.equal(await page.getByRole('heading', { level: 2 }).count(), 0, 'no page in its stead');
  await page.getByRole('link', { name: 'Go to the first page of Year 9 English' }).click();
  await page.waitForURL((url) => url.pathname === PLACE);
  await page.getByRole('heading', { level: 2, name: 'Welcome', exact: true }).waitFor();

  // A place no one has: the message and the way home.
  await page.goto(`/places/no-such-place-${run}`);
  await page.getByText('No records found!').waitFor();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});
