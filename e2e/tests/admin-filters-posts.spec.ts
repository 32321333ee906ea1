import assert from 'node:assert/strict';
import { it } from 'node:test';
import { signInAt, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

it('admin1 filters the posts on /admin to notices with a title keyword and finds the seeded notice', async () => {
  const { page } = await browser.newPage();
  await signInAt(page, '/admin', 'admin1');

  // The Posts tab lists the seeded posts, newest first, paged on the server.
  const pager = page.getByRole('navigation', { name: 'Pages of posts' });
  await pager.getByText(/^\d+ posts, page 1 of \d+$/).waitFor();

  // Blueprint draws the box over the input: a person clicks the label.
  await page.getByRole('group', { name: 'Types' }).getByText('notice', { exact: true }).click();
  assert.equal(await page.getByRole('checkbox', { name: 'notice', exact: true }).isChecked(), true);
  await page.getByLabel('Title Keyword').fill('flu vacc');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();

  await page.waitForURL(
    (url) => url.searchParams.get('title_keyword') === 'flu vacc' && url.searchParams.get('types') === 'notice',
  );
  // Only the matching notice is left.
  await pager.getByText(/^1 post$/).waitFor();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Flu vaccinations: consent forms due Monday' }) });
  const cells = await row.getByRole('cell').allInnerTexts();
  assert.deepEqual(cells.slice(0, 2), ['notice', 'Health']);
  assert.equal(cells[7], 'Yes', 'the seeded notice is live now');
  const edit = await row.getByRole('link', { name: 'Edit Flu vaccinations: consent forms due Monday' }).getAttribute('href');
  assert.match(edit ?? '', /^\/admin\/edit-notice\/[a-z0-9]+$/);
});
