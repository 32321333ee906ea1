import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { it } from 'node:test';
import ICAL from 'ical.js';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { saveTestAddress, sendDigestToTestAddress } from '../support/admin-email.ts';
import { signInAt, useBrowser } from '../support/browser.ts';
import { eventually } from '../support/cms.ts';
import { sentEmails } from '../support/ses-inbox.ts';

/**
 * The stack runs with TZ=UTC (run-e2e.ts) and these browsers in New York; the school is in
 * Sydney. The demo seed puts the information evening today at 6:00 pm school time, and that is
 * what a family sees everywhere: on the screen, in the .ics, in the digest and in the PDF.
 */
const browser = useBrowser();
const DEVICE_ZONE = 'America/New_York';
const SCHOOL_ZONE = 'Australia/Sydney';
const EVENT = 'Year 9 camp information evening';

const schoolDayName = (at: Date) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: SCHOOL_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(at);
const schoolTime = (at: Date) => new Intl.DateTimeFormat('en-AU', { timeZone: SCHOOL_ZONE, hour: 'numeric', minute: '2-digit' }).format(at);
// Seeded today (the school's today) at 6:00 pm for 90 minutes.
const WHEN = `${schoolDayName(new Date())}, 6:00 pm – 7:30 pm`;

async function pageInNewYork(): Promise<Page> {
  const { page } = await browser.newPage({ timezoneId: DEVICE_ZONE });
  assert.equal(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), DEVICE_ZONE, 'the device is in New York');
  return page;
}

async function textOfPdf(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(path)), useSystemFonts: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str);
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}

it("a carer in New York sees the information evening at 6:00 pm, the school's time, on the screen and in the .ics", async () => {
  const page = await pageInNewYork();
  await signInAt(page, '/calendar?view=list', 'carer1');
  const card = page.locator('.event-card').filter({ has: page.getByRole('link', { name: EVENT }) });
  await card.getByText('6:00 pm – 7:30 pm').waitFor();

  await card.getByRole('link', { name: EVENT }).click();
  await page.getByRole('heading', { name: EVENT }).waitFor();
  assert.equal(await page.locator('dt:text-is("When") + dd').textContent(), WHEN);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const file = await download;
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await file.path())!, 'utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  assert.equal(event.summary, EVENT);
  const start = event.startDate.toJSDate();
  const end = event.endDate.toJSDate();
  assert.equal(`${schoolDayName(start)}, ${schoolTime(start)} – ${schoolTime(end)}`, WHEN, 'a calendar app places it at 6:00 pm in Sydney');
});

it('an admin in New York sends the Weekly Digest and makes the Connections PDF: both list it at 6:00 pm', async () => {
  const page = await pageInNewYork();
  const testAddress = `school-time-${randomUUID().slice(0, 8)}@wattlegrove.example.org`;
  await signInAt(page, '/admin?tab=email', 'admin1');
  await saveTestAddress(page, testAddress);
  await sendDigestToTestAddress(page, testAddress);
  const [digest] = await eventually(
    async () => (await sentEmails()).filter((email) => email.destination.to.includes(testAddress)),
    (emails) => emails.length > 0,
  );
  assert.ok(digest!.body.text?.includes(`Coming up\n---------`), 'the digest has its Coming up list');
  assert.ok(digest!.body.text?.includes(`${EVENT}: ${WHEN}, Great Hall`), `the digest lists "${EVENT}: ${WHEN}, Great Hall"`);

  await page.goto('/admin?tab=subscribed');
  await page.getByRole('button', { name: 'Generate PDF' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Connections \d/ }) }).first();
  await row.getByRole('cell', { name: 'Completed' }).waitFor({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download/ }).click();
  const text = await textOfPdf((await (await download).path())!);
  assert.ok(text.includes('Coming up'), 'the PDF has its Coming up list');
  assert.ok(text.includes(EVENT) && text.includes(`${WHEN}, Great Hall`), `the PDF lists ${EVENT} at ${WHEN}`);
});
