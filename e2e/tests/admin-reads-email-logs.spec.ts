import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { it } from 'node:test';
import { signInAt, useBrowser } from '../support/browser.ts';
import { stackEnv } from '../support/stack-env.ts';

const browser = useBrowser();

/** A principal's message to one address, sent through the CMS's email-sends plugin as the BFF would (journey set-up). */
async function sendPrincipalMessage(to: string): Promise<void> {
  const response = await fetch(`${stackEnv.cmsUrl}/api/email-sends/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stackEnv.cmsSetupToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'PRINCIPAL', campus: 'sydney', to, subject: "Principal's message", html: '<p>A strong finish</p>', text: 'A strong finish', transport: 'bulk' }),
  });
  assert.equal(response.status, 200, await response.text());
}

it('admin1 opens the Email Logs tab, finds a message just sent, filters by Email, reads the counters and exports email-logs.csv', async () => {
  const address = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  await sendPrincipalMessage(address);

  const { page } = await browser.newPage();
  await signInAt(page, '/admin', 'admin1');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Email Logs' }).click();
  await page.getByRole('heading', { level: 1, name: 'EMAIL LOGS' }).waitFor();
  const panel = page.getByRole('main');

  // It opens on PRINCIPAL, newest send first: the message just sent is there.
  assert.equal(await panel.getByRole('radio', { name: 'PRINCIPAL' }).isChecked(), true);
  const table = panel.getByRole('table', { name: 'PRINCIPAL emails' });
  await table.getByRole('row', { name: new RegExp(address.replace(/[.]/g, '\\.')) }).waitFor();

  await panel.getByRole('textbox', { name: 'Email', exact: true }).fill(address.slice(0, 12).toUpperCase());
  await panel.getByRole('button', { name: 'Filter', exact: true }).click();
  await panel.getByRole('button', { name: 'Filter', exact: true }).waitFor();
  await table.getByRole('row').nth(1).filter({ hasText: address }).waitFor();
  assert.equal(await table.getByRole('row').count(), 2, 'the header and the one message');

  const counters = panel.getByLabel('Summary', { exact: true });
  const counter = async (label: string) => (await counters.getByText(label, { exact: true }).locator('xpath=following-sibling::dd').innerText()).trim();
  assert.equal(await counter('Send'), '1');
  assert.equal(await counter('Delivered'), '0');
  assert.equal(await counter('Complaints'), '0');

  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Export CSV' }).click()]);
  assert.equal(download.suggestedFilename(), 'email-logs.csv');
  const csv = await readFile(await download.path(), 'utf8');
  assert.match(csv, /^\uFEFFEmail,Intended Recipient,Sent Date,Type,Post Id List,Delivered,Opened,Clicked\r\n/);
  const lines = csv.trimEnd().split('\r\n');
  assert.equal(lines.length, 2);
  assert.match(lines[1]!, new RegExp(`^${address.replace(/[.]/g, '\\.')},${address.replace(/[.]/g, '\\.')},\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d (am|pm),PRINCIPAL,`));
});
