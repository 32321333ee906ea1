import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { it } from 'node:test';
import { signInAt, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

it("admin1 reads last week's web logs, gets the spec's date messages, and exports page-logs.csv", async () => {
  const { page } = await browser.newPage();
  // A notice opened first: its visit is counted under the notice's own id and title.
  await signInAt(page, '/notices', 'carer1');
  await page.getByRole('link', { name: /Athletics carnival: permission notes due Friday/ }).click();
  await page.waitForURL(/\/notices\/notice_details\/[a-z0-9]+$/);
  await page.getByRole('heading', { name: 'Athletics carnival: permission notes due Friday' }).waitFor();

  const admin = await browser.newPage();
  await signInAt(admin.page, '/admin/web-logs/', 'admin1');
  const screen = admin.page;

  const platform = screen.getByRole('region', { name: 'Platform Logs' });
  const os = platform.getByRole('table', { name: 'Operating systems' });
  await os.waitFor();
  assert.match(await os.innerText(), /\d+\.\d\d%/, 'operating systems come with percentages');
  await platform.getByRole('table', { name: 'Countries' }).waitFor();

  // Spec 5's messages, before any call is made.
  await platform.getByLabel('To Date').fill('');
  await platform.getByRole('button', { name: 'Filter' }).click();
  await platform.getByText('*Please select To Date.').waitFor();
  await platform.getByLabel('From Date').fill('');
  await platform.getByLabel('To Date').fill('2026-05-01');
  await platform.getByRole('button', { name: 'Filter' }).click();
  await platform.getByText('*Please select From Date.').waitFor();
  await platform.getByLabel('From Date').fill('2026-05-02');
  await platform.getByRole('button', { name: 'Filter' }).click();
  await platform.getByText('*Please select valid date.').waitFor();
  await platform.getByRole('button', { name: 'Reset' }).click();
  await os.waitFor();

  await screen.getByRole('button', { name: 'Page Logs' }).click();
  const pages = screen.getByRole('region', { name: 'Page Logs' });
  const visits = pages.getByRole('table', { name: 'Page visits' });
  await visits.getByRole('row', { name: /Athletics carnival: permission notes due Friday/ }).first().waitFor();
  const [download] = await Promise.all([screen.waitForEvent('download'), pages.getByRole('button', { name: 'Export CSV' }).click()]);
  assert.equal(download.suggestedFilename(), 'page-logs.csv');
  const csv = await readFile(await download.path(), 'utf8');
  assert.match(csv, /^\uFEFFLive From,Live To,Post Uid,Title,Page Type,Visit Count\r\n/);
  assert.match(csv, /Athletics carnival: permission notes due Friday,notice,\d+/);

  await screen.getByRole('button', { name: 'Users Logs' }).click();
  const users = screen.getByRole('region', { name: 'Users Logs' });
  await users.getByLabel('User Id').fill('carer1');
  await users.getByRole('button', { name: 'Filter' }).click();
  // The seeded visits came from documentation addresses (203.0.113.x); this one from the browser here.
  const rows = users.getByRole('table', { name: 'Visits, newest first' }).getByRole('row');
  await rows.filter({ hasText: 'Athletics carnival: permission notes due Friday' }).filter({ hasText: '127.0.0.1' }).first().waitFor();
});
