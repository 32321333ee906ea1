import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { signInAt, useBrowser } from '../support/browser.ts';
import { cmsDelete, cmsFind, createLiveNotice } from '../support/cms.ts';

const browser = useBrowser();

const run = Math.random().toString(36).slice(2, 8);
const NOTICE = `Camp packing list ${run}`;
const PAGE = `Camp packing page ${run}`;
/** The notice editor asks for a thumbnail; the portal's own icon serves. */
const PICTURE = '/icons/icon-192.png';

/** What the editor types, and how it is stored: a bulleted list, a numbered one, and a bulleted list nested in a numbered item. */
const STORED = '<ul><li>Hat</li><li>Towel</li></ul><ol><li>Arrive</li><li>Sign in<ul><li>At the office</li></ul></li></ol>';
/** The same lines as the editor shows them: kind, depth, text. */
const EDITOR_LINES = [
  ['bullet', 0, 'Hat'],
  ['bullet', 0, 'Towel'],
  ['ordered', 0, 'Arrive'],
  ['ordered', 0, 'Sign in'],
  ['bullet', 1, 'At the office'],
];
/** The same lists as a reader sees them: the marker the browser draws, the depth, the text. */
const READER_ITEMS = [
  ['disc', 0, 'Hat'],
  ['disc', 0, 'Towel'],
  ['decimal', 0, 'Arrive'],
  ['decimal', 0, 'Sign in'],
  ['circle', 1, 'At the office'],
];

after(async () => {
  for (const post of await cmsFind('posts', { 'filters[title][$eq]': NOTICE })) await cmsDelete('posts', post.documentId);
  for (const page of await cmsFind('pages', { 'filters[title][$eq]': PAGE })) await cmsDelete('pages', page.documentId);
});

/** Types the three lists into an empty editor with its toolbar and the keyboard, as an editor does. */
async function typeLists(page: Page, editor: Locator): Promise<void> {
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('Hat');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('\nTowel\n');
  // Enter on an empty item ends the list (Quill); the next line becomes a numbered list.
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Numbered list' }).click();
  await page.keyboard.type('Arrive\nSign in\n');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('At the office');
  assert.deepEqual(await editorLines(editor), EDITOR_LINES, 'the editor shows what was typed');
}

/** The editor's list lines: Quill marks each with its kind and its indent class. */
function editorLines(editor: Locator) {
  return editor.evaluate((root) =>
    Array.from(root.querySelectorAll('li')).map((item) => [item.getAttribute('data-list'), Number(/ql-indent-(\d)/.exec(item.className)?.[1] ?? 0), item.textContent]),
  );
}

/** The lists of the reader's rich text: the marker drawn for each item, how deep it is nested, its own text. */
function readerItems(page: Page) {
  return page.locator('main .rich-text').first().evaluate((root) =>
    Array.from(root.querySelectorAll('li')).map((item) => {
      let depth = 0;
      for (let list = item.parentElement?.parentElement?.closest('ul, ol'); list && root.contains(list); list = list.parentElement?.closest('ul, ol')) depth += 1;
      const own = Array.from(item.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('');
      return [getComputedStyle(item).listStyleType, depth, own];
    }),
  );
}

/** A nested item starts further right than the items of the list around it. */
async function nestedIsIndented(page: Page): Promise<boolean> {
  // No function declared inside: the test runner's compiler would name it with a helper the page lacks.
  const [outer, nested] = await page.locator('main .rich-text').first().evaluate((root) =>
    ['Sign in', 'At the office'].map((text) => Array.from(root.querySelectorAll('li')).find((item) => item.firstChild?.textContent === text)!.getBoundingClientRect().left),
  );
  return nested! > outer!;
}

it('admin1 types bulleted, numbered and nested lists in the post editor; after saving and reloading the editor and the notice show the same lists', async () => {
  const [category] = await cmsFind('post-categories', { 'filters[categoryname][$eq]': 'General' });
  const notice = await createLiveNotice(NOTICE, 'To come.', { featured_img_url: PICTURE, postcategory: category!.documentId });

  const { page } = await browser.newPage();
  await signInAt(page, `/admin/edit-notice/${notice.documentId}`, 'admin1');
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.getByText('To come.').waitFor();
  await typeLists(page, editor);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByText('Notice saved successfully.');
  await saved.or(page.getByRole('alert')).first().waitFor();
  assert.deepEqual(await page.getByRole('alert').filter({ hasText: /^\*/ }).allInnerTexts(), [], 'the notice saves without a message');
  await saved.waitFor();
  const [stored] = await cmsFind('posts', { 'filters[documentId][$eq]': notice.documentId });
  assert.equal(stored?.content_html, STORED);

  await page.reload();
  await editor.getByText('At the office').waitFor();
  assert.deepEqual(await editorLines(editor), EDITOR_LINES, 'the reloaded editor shows the same lists');

  const reader = await browser.newPage();
  await signInAt(reader.page, `/notices/notice_details/${notice.documentId}`, 'carer1');
  await reader.page.getByRole('heading', { level: 1, name: NOTICE }).waitFor();
  await reader.page.locator('main .rich-text li').first().waitFor();
  assert.deepEqual(await readerItems(reader.page), READER_ITEMS, 'the notice shows bullets as bullets and numbers as numbers');
  assert.ok(await nestedIsIndented(reader.page), 'the nested list is indented');
});

it('editor1 types the same lists in place on a page of Year 9 English; after saving and reloading the page and its editor show the same lists', async () => {
  const { page } = await browser.newPage();
  await signInAt(page, '/places/year-9-english', 'editor1');
  const tabs = page.getByRole('navigation', { name: 'Pages of Year 9 English' });
  await tabs.waitFor();
  const editMode = async () => {
    const toggle = page.getByRole('button', { name: 'Edit this place' });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  };
  await editMode();
  await page.getByRole('button', { name: 'Add Static Page' }).click();
  await page.getByRole('status').filter({ hasText: 'Page added successfully.' }).waitFor();
  await page.waitForURL((url) => /^\/places\/year-9-english\/new-page-\d+$/.test(url.pathname));
  await page.getByRole('heading', { level: 2, name: 'NEW PAGE' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Edit title' }).click();
  await page.getByRole('textbox', { name: 'Page title' }).fill(PAGE);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('status').filter({ hasText: 'Edited successfully.' }).waitFor();

  await page.getByRole('button', { name: 'Edit content' }).click();
  const editor = page.getByRole('textbox', { name: `Content of ${PAGE}` });
  await typeLists(page, editor);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('status').filter({ hasText: 'Edited successfully.' }).waitFor();
  const [stored] = await cmsFind('pages', { 'filters[title][$eq]': PAGE });
  assert.equal(stored?.content_html, STORED);

  await page.reload();
  await tabs.waitFor();
  await page.getByRole('heading', { level: 2, name: PAGE }).waitFor();
  await page.locator('main .rich-text li').first().waitFor();
  assert.deepEqual(await readerItems(page), READER_ITEMS, 'the page shows bullets as bullets and numbers as numbers');
  assert.ok(await nestedIsIndented(page), 'the nested list is indented');

  await editMode();
  await page.getByRole('button', { name: 'Edit content' }).click();
  await editor.getByText('At the office').waitFor();
  assert.deepEqual(await editorLines(editor), EDITOR_LINES, 'the editor opened again shows the same lists');
});
