import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { signInAt, useBrowser } from '../support/browser.ts';
import { cmsDelete, cmsFind, eventually } from '../support/cms.ts';
import { savedOnDevice } from '../support/offline.ts';
import { sentEmails } from '../support/ses-inbox.ts';
import { DEFAULT_SCHOOL_TIME_ZONE, addDays, schoolDayOf } from '@portal/contract';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [1280, 375];
const MIA = '20230141';

const browser = useBrowser();
let page: Page;
let context: BrowserContext;
const run = randomUUID().slice(0, 8);
const reasons = { tomorrow: `Dentist ${run}`, leave: `Family trip ${run}`, offline: `Offline notice ${run}` };

/** A school day (Sydney's, as the portal counts them), days from today, whatever the machine's zone. */
const localDay = (plusDays: number) => addDays(schoolDayOf(new Date(), DEFAULT_SCHOOL_TIME_ZONE), plusDays);

const storedWithReason = (reason: string) => cmsFind('absences', { 'filters[reason][$eq]': reason });
const emailsAbout = async (reason: string) => (await sentEmails()).filter((email) => email.subject === 'Absence notified: Mia Taylor' && email.body.text?.includes(reason));

async function violationsAtEachWidth(target: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await target.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page: target }).withTags(WCAG_22_AA).analyze();
    found.push(...results.violations.map((v) => `${width}px ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
  }
  await target.setViewportSize({ width: 1280, height: 900 });
  return found;
}

async function notify(reason: string, fill: () => Promise<void> = async () => {}) {
  await page.getByLabel('Reason', { exact: true }).fill(reason);
  await fill();
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/absences');
}

before(async () => {
  ({ page, context } = await browser.newPage());
  await signInAt(page, '/absences', 'carer1');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
});

after(async () => {
  for (const reason of Object.values(reasons)) for (const row of await storedWithReason(reason)) await cmsDelete('absences', row.documentId);
});

describe('carer1 notifies absences', () => {
  it('notifies an absence for tomorrow: stored, listed, emailed', async () => {
    await page.getByRole('heading', { name: /^Unverified absences/ }).waitFor();
    await page.getByRole('link', { name: 'Notify absence' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notify absence' }).waitFor();
    assert.equal(await page.getByLabel('Date of absence').inputValue(), localDay(1), 'the date starts at tomorrow');

    // A missing reason is named before anything is sent.
    await page.locator('main form button[type="submit"]').click();
    await page.getByText('Please enter a reason.').waitFor();

    await notify(reasons.tomorrow);
    await page.getByRole('table', { name: 'Unverified absences' }).getByRole('row').filter({ hasText: reasons.tomorrow }).waitFor();
    const [stored] = await eventually(() => storedWithReason(reasons.tomorrow), (rows) => rows.length === 1);
    assert.equal(stored!.absence_date, localDay(1));
    assert.equal(stored!.notified_by_username, 'carer1');
    // The 'Notify Absence' email is in the SES emulator's inbox.
    await eventually(() => emailsAbout(reasons.tomorrow), (emails) => emails.length > 0);
  });

  it('notifies an extended leave for next week over a date range', async () => {
    await page.getByRole('link', { name: 'Extended leave' }).click();
    await page.getByRole('heading', { level: 1, name: 'Extended leave' }).waitFor();
    await notify(reasons.leave, async () => {
      await page.getByLabel('First day of leave').fill(localDay(7));
      await page.getByLabel('Last day of leave').fill(localDay(11));
    });
    const row = page.getByRole('table', { name: 'Unverified absences' }).getByRole('row').filter({ hasText: reasons.leave });
    await row.waitFor();
    assert.match(await row.innerText(), /Extended leave/);
    const [stored] = await eventually(() => storedWithReason(reasons.leave), (rows) => rows.length === 1);
    assert.equal(stored!.absence_type, 'extended_leave');
    assert.equal(stored!.end_date, localDay(11));
  });

  it('every absences screen is axe-clean at 1280 and 375 px', async () => {
    const paths = ['/absences', `/absences/notify-absence/${MIA}`, '/absences/extended-leave', `/absences/extended-leave/${MIA}`];
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      found.push(...(await violationsAtEachWidth(page)).map((v) => `${path}: ${v}`));
    }
    await page.goto('/absences');
    await page.getByRole('link', { name: /^Give reason/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Edit absence reason' }).waitFor();
    await page.getByLabel('Reason', { exact: true }).waitFor();
    found.push(...(await violationsAtEachWidth(page)).map((v) => `edit reason: ${v}`));
    assert.deepEqual(found, []);
  });

  it('offline, the notice waits in the outbox, saying it will be sent when online, and is sent once', async () => {
    await page.goto('/absences');
    await page.getByRole('heading', { name: /^Unverified absences/ }).waitFor();
    await savedOnDevice(page, 'absenceStudents');
    await savedOnDevice(page, `absences:${MIA}`);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status', { name: 'Connection' }).getByText('You are offline').waitFor();
    await page.getByRole('link', { name: 'Notify absence' }).click();
    await notify(reasons.offline);
    const waiting = page.getByRole('region', { name: 'Waiting to be sent' });
    await waiting.getByText(reasons.offline).waitFor();
    await waiting.getByText('Will be sent when online.').waitFor();
    assert.equal((await storedWithReason(reasons.offline)).length, 0, 'nothing reached the server while offline');

    await context.setOffline(false);
    await eventually(() => storedWithReason(reasons.offline), (rows) => rows.length === 1);
    await waiting.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Unverified absences' }).getByRole('row').filter({ hasText: reasons.offline }).waitFor();
    await eventually(() => emailsAbout(reasons.offline), (emails) => emails.length > 0);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal((await storedWithReason(reasons.offline)).length, 1, 'the notice is stored exactly once');
    const emails = await emailsAbout(reasons.offline);
    const addresses = emails.flatMap((email) => email.destination.to);
    assert.equal(new Set(addresses).size, addresses.length, 'each address is emailed once');
  });
});

describe('staff see the notified absences', () => {
  it('teacher1 sees the campus’s absences with the notices, axe-clean', async () => {
    const { page: staff } = await browser.newPage();
    await signInAt(staff, '/absences', 'teacher1');
    const table = staff.getByRole('table', { name: 'Unverified absences' });
    await table.getByRole('row').filter({ hasText: reasons.tomorrow }).waitFor();
    await table.getByRole('row').filter({ hasText: reasons.leave }).waitFor();
    assert.match(await table.getByRole('row').filter({ hasText: reasons.tomorrow }).innerText(), /Mia Taylor/);
    await staff.getByRole('button', { name: 'Export CSV' }).waitFor();
    await staff.waitForLoadState('networkidle');
    assert.deepEqual(await violationsAtEachWidth(staff), []);
  });
});
