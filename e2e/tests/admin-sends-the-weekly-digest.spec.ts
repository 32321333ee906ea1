import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { it } from 'node:test';
import { confirmSend, saveTestAddress, sendDigestToTestAddress } from '../support/admin-email.ts';
import { signInAt, useBrowser } from '../support/browser.ts';
import { cmsFind } from '../support/cms.ts';
import { sentEmails } from '../support/ses-inbox.ts';

const browser = useBrowser();

it('admin1 writes the blurb, adds a test address, sends the Weekly Digest to it with Testing On, then to the campus with Testing Off', async () => {
  const tag = randomUUID().slice(0, 8);
  const blurb = `Digest ${tag}: the **musical** opens on Friday`;
  const testAddress = `digest-${tag}@wattlegrove.example.org`;
  const [carer1] = await cmsFind('portal-users', { 'filters[username][$eq]': 'carer1', 'filters[campus][$eq]': 'sydney' });
  const carerAddress = String(carer1?.email).toLowerCase();
  const withBlurb = async () => (await sentEmails()).filter((email) => email.body.text?.includes(`Digest ${tag}: the musical opens on Friday`));

  const { page } = await browser.newPage();
  await signInAt(page, '/admin?tab=email', 'admin1');
  await page.getByRole('textbox', { name: 'Blurb' }).fill(blurb);
  await page.getByRole('button', { name: 'Save Blurb' }).click();
  await page.getByText('Saved successfully.').first().waitFor();
  await saveTestAddress(page, testAddress);
  await sendDigestToTestAddress(page, testAddress);
  const tested = await withBlurb();
  assert.deepEqual(
    tested.map((email) => email.destination.to),
    [[testAddress]],
    'Testing On: only the test address receives it',
  );

  // The label, as a person clicks it (Blueprint draws the indicator over the input).
  await page.getByText('Off', { exact: true }).click();
  assert.equal(await page.getByRole('radio', { name: 'Off' }).isChecked(), true);
  await page.getByRole('button', { name: 'Send Emails' }).click();
  // Testing Off goes to the whole campus: the question says so before anything is sent.
  await page.getByRole('alertdialog').getByText(/to the whole campus/).waitFor();
  await confirmSend(page);
  await page.getByText(/^Latest send: Weekly Digest \(to the campus\): Sent, /).waitFor({ timeout: 60_000 });
  const sent = await withBlurb();
  assert.equal(sent.filter((email) => email.destination.to.includes(carerAddress)).length, 1, "carer1's address receives the digest once");
  assert.equal(sent.filter((email) => email.destination.to.includes(testAddress)).length, 1, 'the test address is no person of the campus');
  assert.ok(sent.every((email) => email.destination.to.length === 1), 'one message per recipient, never a shared To: list');
});
