import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** On the admin's Email tab: saves a test address, which becomes the one chosen to send tests to. */
export async function saveTestAddress(page: Page, address: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Test address' }).fill(address);
  await page.getByRole('button', { name: 'Save Address' }).click();
  await page.getByText('Test address saved successfully').waitFor();
}

/** Answers the question Send Emails asks before anything goes out. */
export async function confirmSend(page: Page): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send Emails' }).click();
}

/**
 * On the admin's Email tab as it opens, after saveTestAddress: checks that Weekly Digest and
 * Testing On are the defaults and the new address the one chosen, sends, and waits until the
 * latest send says the one email went.
 */
export async function sendDigestToTestAddress(page: Page, address: string): Promise<void> {
  assert.equal(await page.getByRole('radio', { name: 'Weekly Digest' }).isChecked(), true);
  assert.equal(await page.getByRole('radio', { name: 'On' }).isChecked(), true);
  assert.equal(await page.getByRole('combobox', { name: 'Send test emails to' }).inputValue(), address);
  await page.getByRole('button', { name: 'Send Emails' }).click();
  await confirmSend(page);
  await page.getByText('Emails sent successfully').first().waitFor();
  await page.getByText(`Latest send: Weekly Digest (test to ${address}): Sent, 1 of 1 sent`).waitFor({ timeout: 30_000 });
}
