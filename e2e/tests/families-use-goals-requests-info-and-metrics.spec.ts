import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { signInAt, signInOnProviderPage, useBrowser } from '../support/browser.ts';
import { eventually } from '../support/cms.ts';
import { documentSavedOnDevice } from '../support/offline.ts';
import { sentEmails } from '../support/ses-inbox.ts';
import { stackEnv } from '../support/stack-env.ts';

/**
 * Issue 16 "Other screens": a carer saves a goal and downloads the goals CSV, asks for the
 * school psychologist (the counsellors' address receives it, teacher1 is Sydney's counsellor
 * in development and sees it), a teacher reads the metrics a carer is refused, Armidale's carer1
 * reads Financial info and Year info (tiles of that campus). Every screen axe-clean at 1280 and 375 px.
 */
const browser = useBrowser();
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const COUNSELLOR = 'teacher1@example.edu.au';

async function assertAccessible(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction(() => document.querySelectorAll('main .loading').length === 0);
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    assert.deepEqual(found, [], `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('carer1 and teacher1 at Sydney', () => {
  it('carer1 saves a goal for Mia, downloads PLC_Student_Goals_CSV.csv and sees "Check Your Downloads."', async () => {
    const { page } = await browser.newPage();
    await signInAt(page, '/student-goals', 'carer1');
    await page.getByRole('heading', { name: 'Student goals', level: 1 }).waitFor();
    await page.getByLabel('Student', { exact: true }).selectOption({ label: 'Mia Taylor' });
    await page.getByRole('heading', { name: 'Keep my planner up to date with all due dates.' }).first().waitFor();
    await assertAccessible(page, 'student goals');

    await page.getByRole('button', { name: 'Save goal' }).click();
    await page.getByText('Please enter the goal').waitFor();
    await page.getByText('Please choose a goal area').waitFor();
    const goal = `Read a chapter every night ${Date.now()}`;
    await page.getByLabel('Goal area').selectOption('Persistence');
    await page.getByLabel('Goal', { exact: true }).fill(goal);
    await page.getByRole('button', { name: 'Save goal' }).click();
    await page.getByText('Goal saved successfully!').waitFor();
    await page.getByRole('heading', { name: goal }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'PLC_Student_Goals_CSV.csv');
    await page.getByText('Check Your Downloads.').waitFor();
  });

  it("carer1's psychology request reaches the counsellors' address, and teacher1 (a counsellor) sees it", async () => {
    const { page } = await browser.newPage();
    await signInAt(page, '/school-psychology-request', 'carer1');
    await page.getByRole('heading', { name: 'School psychology request', level: 1 }).waitFor();
    await assertAccessible(page, 'school psychology request (carer)');

    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Please describe your concerns').waitFor();
    const concerns = `Noah is worried about exams ${Date.now()}`;
    await page.getByLabel('Student', { exact: true }).selectOption({ label: 'Noah Taylor' });
    await page.getByLabel('Your relationship to the student').selectOption('Parent');
    await page.getByLabel('Your concerns').fill(concerns);
    await page.getByLabel('The school psychologist may contact me about this request').check();
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText("Your request has been sent to the school counsellors.").waitFor();
    await page.getByText(concerns).waitFor();

    const received = await eventually(
      async () => (await sentEmails()).filter((email) => email.destination.to.includes(COUNSELLOR) && (email.body.text ?? '').includes(concerns)),
      (emails) => emails.length > 0,
    );
    assert.equal(received.length, 1, 'one email to the counsellors');
    assert.equal(received[0]?.subject, 'School psychology request: Noah Taylor');

    const teacher = await browser.newPage();
    await signInAt(teacher.page, '/school-psychology-request', 'teacher1');
    await teacher.page.getByRole('heading', { name: 'Requests received by the counsellors' }).waitFor();
    await teacher.page.getByText(concerns).waitFor();
    await assertAccessible(teacher.page, 'school psychology request (counsellor)');
  });

  it('teacher1 reads the metrics and the new students; carer1 is sent home from /metrics', async () => {
    const { page } = await browser.newPage();
    await signInAt(page, '/metrics', 'teacher1');
    await page.getByText('Absences notified').waitFor();
    await page.getByLabel('Period').selectOption({ label: 'Last 12 months' });
    await page.getByText('Active people').waitFor();
    await assertAccessible(page, 'metrics');
    await page.goto('/new-students');
    await page.getByRole('cell', { name: 'Oliver Chen' }).waitFor();
    await assertAccessible(page, 'new students');

    const carer = await browser.newPage();
    await signInAt(carer.page, '/', 'carer1');
    await carer.page.goto('/metrics');
    await carer.page.waitForURL((url) => url.pathname === '/');
    assert.equal(await carer.page.getByRole('heading', { name: 'Metrics' }).count(), 0);
  });
});

describe("carer1 at Armidale (whose tiles include Financial info and Year info)", () => {
  it("reads her child's fee account and year info", async () => {
    const { page, context } = await browser.newPage();
    const armidale = new URL(stackEnv.appUrl);
    armidale.hostname = 'armidale.localhost';
    await page.goto(`${armidale.origin}/financial-info`);
    await signInOnProviderPage(page, 'carer1');
    await page.waitForURL((url) => url.pathname === '/financial-info');
    await page.getByRole('heading', { name: /^Zara Ahmed — / }).waitFor();
    await page.getByText(/^(Balance owing: \$|Paid in full|In credit)/).waitFor();
    await assertAccessible(page, 'financial info');

    await page.goto(`${armidale.origin}/year-info`);
    await page.getByRole('heading', { name: 'Zara Ahmed — Year 12' }).waitFor();
    await page.getByText('Key dates', { exact: false }).first().waitFor();
    await assertAccessible(page, 'year info');

    // Both were saved on the device as they were read: offline, a reload shows them again.
    await documentSavedOnDevice(page, 'year-info:all');
    await documentSavedOnDevice(page, 'financial-info:all');
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Zara Ahmed — Year 12' }).waitFor();
    await page.goto(`${armidale.origin}/financial-info`);
    await page.getByRole('heading', { name: /^Zara Ahmed — / }).waitFor();
    await context.setOffline(false);
  });
});
