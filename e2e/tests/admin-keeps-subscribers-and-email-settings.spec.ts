import assert from 'node:assert/strict';
import { it } from 'node:test';
import { saveTestAddress } from '../support/admin-email.ts';
import { signInAt, useBrowser } from '../support/browser.ts';
import { cmsFind } from '../support/cms.ts';

const browser = useBrowser();

it('admin1 adds a subscriber, then saves an exclusion list and a test address on the Email tab', async () => {
  const { page } = await browser.newPage();
  await signInAt(page, '/admin?tab=subscribed', 'admin1');

  const form = page.getByRole('form', { name: 'Add a subscriber' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Wattle Grove Parents and Friends');
  await form.getByRole('textbox', { name: 'Email' }).fill('pandf@wattlegrove.example.org');
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved successfully.').first().waitFor();
  await page.getByRole('rowheader', { name: 'Wattle Grove Parents and Friends' }).waitFor();
  // The same address again is refused with the server's message.
  await form.getByRole('textbox', { name: 'Name' }).fill('Wattle Grove P&F');
  await form.getByRole('textbox', { name: 'Email' }).fill('PandF@wattlegrove.example.org');
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText('[ERROR] Subscribed user already exist in database').waitFor();

  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Email', exact: true }).click();
  await page.getByRole('radio', { name: 'Weekly Digest' }).waitFor();
  assert.equal(await page.getByRole('radio', { name: 'On' }).isChecked(), true, 'testing is On by default');
  const list = page.getByRole('textbox', { name: "Don't send emails to people in this list" });
  await list.fill('former.family@example.com\nmoved.away@example.org, no.more@example.net');
  await page.getByRole('button', { name: 'Save List' }).click();
  await page.getByText('List Saved successfully.').waitFor();

  await saveTestAddress(page, 'tester@wattlegrove.example.org');
  assert.equal(await page.getByRole('combobox', { name: 'Send test emails to' }).inputValue(), 'tester@wattlegrove.example.org');

  // What reached the CMS: the subscriber once, the parsed exclusion list, the test address.
  const subscribers = await cmsFind('subscribed-users', { 'filters[email][$eq]': 'pandf@wattlegrove.example.org' });
  assert.deepEqual(subscribers.map((subscriber) => subscriber.campus), ['sydney']);
  const [text] = await cmsFind('weekly-email-texts', { 'filters[campus][$eq]': 'sydney' });
  assert.deepEqual(text?.except_emails_list, ['former.family@example.com', 'moved.away@example.org', 'no.more@example.net']);
  assert.ok((text?.test_emails_list as string[]).includes('tester@wattlegrove.example.org'));
});
