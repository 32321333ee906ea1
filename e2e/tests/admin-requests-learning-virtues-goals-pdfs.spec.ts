import assert from 'node:assert/strict';
import { it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { signInAt, useBrowser } from '../support/browser.ts';
import { cmsFind } from '../support/cms.ts';

const browser = useBrowser();
const YEAR = String(new Date().getFullYear());

it('admin1 requests the Learning Virtues goals PDFs of Year 9, Term 3, sees the request Pending then Complete, and is asked for a username for an individual', async () => {
  // Year 9 students of Sydney with goals for this year's Term 3 (its semester), from the seed.
  const goals = await cmsFind('learning-goals', {
    'filters[academic_year][$eq]': YEAR,
    'filters[semester][$eq]': 'Semester 2',
    'filters[student][form_run][$eq]': '9',
    'filters[student][campus][$eq]': 'sydney',
    'populate[student][fields][0]': 'username',
  });
  const students = new Set(goals.map((goal) => (goal.student as { username: string }).username)).size;
  assert.ok(students > 0, 'the seed gives Year 9 goals');

  const { page } = await browser.newPage();
  await signInAt(page, '/admin?tab=learning-virtues-goals', 'admin1');
  await page.getByRole('combobox', { name: 'Year' }).selectOption(YEAR);
  await page.getByRole('combobox', { name: 'Term' }).selectOption({ label: 'Term 3' });
  await page.getByRole('combobox', { name: 'Students' }).selectOption({ label: 'All Year 9 Students' });
  assert.equal(await page.getByRole('textbox', { name: 'Student Username' }).isDisabled(), true);
  await page.getByRole('button', { name: 'Create/Replace PDFs' }).click();
  await page.getByText('Your request to generate the PDF Reports is under process. You can check below list to know the status.').waitFor();

  // Newest first: the request heads the list, Pending (blue) until the 5 s refresh finds it Complete (green).
  const row = page.getByRole('table').getByRole('row').nth(1);
  await row.getByText('Pending', { exact: true }).waitFor();
  assert.equal(await row.locator('.bp6-tag').getAttribute('class').then((classes) => classes?.includes('bp6-intent-primary')), true);
  await row.getByText('Year 9', { exact: true }).waitFor();
  await row.getByText('Term 3', { exact: true }).waitFor();
  await row.getByText('Complete', { exact: true }).waitFor({ timeout: 20_000 });
  assert.equal(await row.locator('.bp6-tag').getAttribute('class').then((classes) => classes?.includes('bp6-intent-success')), true);
  await row.getByText(`${students} of ${students}`, { exact: true }).waitFor();
  await row.getByText(`Created ${students} PDF${students === 1 ? '' : 's'} for Year 9.`).waitFor();

  // What reached the CMS: the request of this campus, with a PDF per student.
  const uid = (await row.getByRole('rowheader').textContent())?.trim() ?? '';
  const [request] = await cmsFind('queue-statistics', { 'filters[documentId][$eq]': uid });
  assert.equal(request?.campus, 'sydney');
  assert.equal((request?.pdf_files as unknown[]).length, students);

  await page.getByRole('combobox', { name: 'Students' }).selectOption({ label: 'Individual Student' });
  await page.getByRole('button', { name: 'Create/Replace PDFs' }).click();
  await page.getByRole('alert').getByText('*Please enter valid value').waitFor();

  // The tab's form and table, message and list included, checked by axe (WCAG 2.2 AA).
  const results = await new AxeBuilder({ page }).include('.learning-virtues-goals').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  assert.deepEqual(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), []);
});
