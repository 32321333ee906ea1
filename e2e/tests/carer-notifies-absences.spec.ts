import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { ABSENCE_MESSAGES, nonSchoolDays, type TermDates } from '@portal/contract';
import { signInAt, useBrowser } from '../support/browser.ts';
import { cmsDelete, cmsFind, eventually } from '../support/cms.ts';
import { savedOnDevice } from '../support/offline.ts';
import { sentEmails } from '../support/ses-inbox.ts';
import { DEFAULT_SCHOOL_TIME_ZONE, addDays, schoolDayOf } from '@portal/contract';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [1280, 375];
const MIA = '20230141';
const NOAH = '20210087';

const browser = useBrowser();
let page: Page;
let context: BrowserContext;
const run = randomUUID().slice(0, 8);
const reasons = {
  tomorrow: `Dentist ${run}`,
  leave: `Family trip ${run}`,
  offline: `Offline notice ${run}`,
  noah: `Orthodontist ${run}`,
  saturday: `Rowing regatta ${run}`,
};

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

/** Sydney's terms as the school keeps them in the CMS (the form asks about days outside them). */
let terms: TermDates[] = [];
const isSchoolDay = (day: string) => nonSchoolDays([day], terms).length === 0;

/** The first day from `plusDays` on that is a school day: a notice for it asks nothing more. */
function nextSchoolDay(plusDays: number): string {
  for (let offset = plusDays; offset < plusDays + 120; offset += 1) if (isSchoolDay(localDay(offset))) return localDay(offset);
  throw new Error('No school day in the next 120 days: are the demo terms seeded?');
}

/** The next Saturday, from tomorrow on. */
function nextSaturday(): string {
  for (let offset = 1; ; offset += 1) if (new Date(`${localDay(offset)}T00:00:00Z`).getUTCDay() === 6) return localDay(offset);
}

/**
 * Fills the reason (and whatever `fill` does) and sends the notice; a weekend day or a day
 * outside term (`days`) asks first, and the person confirms.
 */
async function notify(reason: string, fill: () => Promise<void> = async () => {}, days: string[] = [localDay(1)]) {
  await page.getByLabel('Reason', { exact: true }).fill(reason);
  await fill();
  await page.locator('main form button[type="submit"]').click();
  if (nonSchoolDays(days, terms).length > 0) {
    await page.getByRole('alertdialog', { name: ABSENCE_MESSAGES.confirmTitle }).getByRole('button', { name: ABSENCE_MESSAGES.confirmSend }).click();
  }
  await page.waitForURL((url) => url.pathname === '/absences');
}

before(async () => {
  terms = (await cmsFind('school-terms', { 'filters[campus][$eq]': 'sydney' })).map((term) => ({
    name: String(term.name),
    first_day: String(term.first_day),
    last_day: String(term.last_day),
  }));
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
    await notify(
      reasons.leave,
      async () => {
        await page.getByLabel('First day of leave').fill(localDay(7));
        await page.getByLabel('Last day of leave').fill(localDay(11));
      },
      [localDay(7), localDay(11)],
    );
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
    await savedOnDevice(page, 'schoolTerms');
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

describe('carer1 notifies absences for the second child', () => {
  it('stays on Noah’s list with the new entry, and counts as the dashboard does', async () => {
    await page.goto('/absences');
    const student = page.getByRole('combobox', { name: 'Student' });
    await student.selectOption({ label: 'Noah Taylor' });
    await page.getByRole('link', { name: 'Notify absence' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notify absence' }).waitFor();
    assert.equal(await page.getByLabel('Student', { exact: true }).inputValue(), NOAH);
    const day = nextSchoolDay(1);
    await notify(reasons.noah, () => page.getByLabel('Date of absence').fill(day), [day]);

    // Back on Noah's list, not the first child's, with the new entry.
    assert.equal(await student.inputValue(), NOAH);
    const unverified = page.getByRole('table', { name: 'Unverified absences' });
    await unverified.getByRole('row').filter({ hasText: reasons.noah }).waitFor();
    const heading = await page.getByRole('heading', { name: /^Unverified absences \(\d+\)$/ }).innerText();
    const counted = Number(/\((\d+)\)/.exec(heading)![1]);
    assert.equal(await unverified.getByRole('row').count(), counted + 1, 'the heading counts the rows listed (plus the table’s header row)');
    const verifiedHeading = await page.getByRole('heading', { name: /^Verified absences \(\d+\)$/ }).innerText();
    const verified = Number(/\((\d+)\)/.exec(verifiedHeading)![1]);

    // The dashboard's boxes count the same.
    await page.goto('/parent-dashboard');
    await page.getByRole('combobox', { name: 'Student' }).selectOption({ label: 'Noah Taylor' });
    const box = (label: string) => page.getByRole('link', { name: new RegExp(`^\\s*\\d+\\s*${label}$`) });
    await eventually(
      async () => [await box('Unverified Absences').innerText(), await box('Verified Absences').innerText()],
      ([red, green]) => Number.parseInt(red!, 10) === counted && Number.parseInt(green!, 10) === verified,
    );
  });

  it('asks to confirm a Saturday and sends nothing until confirmed', async () => {
    await page.goto('/absences');
    await page.getByRole('combobox', { name: 'Student' }).selectOption({ label: 'Noah Taylor' });
    await page.getByRole('link', { name: 'Notify absence' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notify absence' }).waitFor();
    const saturday = nextSaturday();
    await page.getByLabel('Date of absence').fill(saturday);
    await page.getByLabel('Reason', { exact: true }).fill(reasons.saturday);
    await page.locator('main form button[type="submit"]').click();

    const dialog = page.getByRole('alertdialog', { name: ABSENCE_MESSAGES.confirmTitle });
    await dialog.getByText(/is a Saturday/).waitFor();
    const changeDate = dialog.getByRole('button', { name: ABSENCE_MESSAGES.confirmChange });
    assert.equal(await changeDate.evaluate((button) => button === document.activeElement), true, 'focus moves into the question');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.equal((await storedWithReason(reasons.saturday)).length, 0, 'nothing is sent before the person confirms');
    assert.deepEqual(await violationsAtEachWidth(page), []);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.getByLabel('Date of absence').evaluate((input) => input === document.activeElement), true, 'back at the date');
    assert.equal((await storedWithReason(reasons.saturday)).length, 0);

    await notify(reasons.saturday, async () => {}, [saturday]);
    assert.equal(await page.getByRole('combobox', { name: 'Student' }).inputValue(), NOAH);
    await page.getByRole('table', { name: 'Unverified absences' }).getByRole('row').filter({ hasText: reasons.saturday }).waitFor();
    const [stored] = await eventually(() => storedWithReason(reasons.saturday), (rows) => rows.length === 1);
    assert.equal(stored!.absence_date, saturday);
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
