import assert from 'node:assert/strict';
import { it } from 'node:test';
import { signInAt, useBrowser } from '../support/browser.ts';
import { eventually } from '../support/cms.ts';
import { stackEnv } from '../support/stack-env.ts';

const browser = useBrowser();

type StoredEmail = { destination: { to: string[] }; subject: string; body: { html?: string } };

async function sentTo(address: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${stackEnv.sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}

it('admin1 adds a subscriber, generates the Connections PDF, downloads it, edits the template and emails it to All subscribers once', async () => {
  const { page } = await browser.newPage();
  await signInAt(page, '/admin?tab=subscribed', 'admin1');
  const subscriber = `connections-reader-${Date.now()}@example.org`;

  const form = page.getByRole('form', { name: 'Add a subscriber' });
  await form.getByRole('textbox', { name: 'Name' }).fill('PDF Reader');
  await form.getByRole('textbox', { name: 'Email' }).fill(subscriber);
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('rowheader', { name: 'PDF Reader' }).waitFor();

  await page.getByRole('button', { name: 'Generate PDF' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Connections \d/ }) }).first();
  await row.getByRole('cell', { name: 'Generating' }).waitFor();
  // The screen asks again every 2 s until the PDF is Completed.
  await row.getByRole('cell', { name: 'Completed' }).waitFor({ timeout: 30_000 });

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download/ }).click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^connections-.+\.pdf$/);

  await page.getByRole('button', { name: 'Edit Email template' }).click();
  const template = page.getByRole('form', { name: 'Email template' });
  // With the keyboard, as a screen-reader user ticks them (the page's fixed header covers the top rows).
  await template.getByRole('checkbox', { name: subscriber }).press('Space');
  assert.equal(await template.getByRole('checkbox', { name: subscriber }).isChecked(), true);
  await template.getByRole('checkbox', { name: 'All' }).press('Space');
  assert.equal(await template.getByRole('checkbox', { name: subscriber }).isChecked(), false, 'All replaces the other choices');
  const subject = `This week in Connections ${Date.now()}`;
  await template.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await template.locator('.ql-editor').fill('Here is this week’s Connections.');
  await template.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved successfully.').first().waitFor();
  await template.waitFor({ state: 'detached' });

  await row.getByRole('button', { name: /^Send email/ }).click();
  await page.getByText('[SUCCESS] Email sent successfully').waitFor();
  const [message, ...more] = await eventually(() => sentTo(subscriber), (emails) => emails.some((email) => email.subject === subject));
  assert.equal(more.length, 0, 'one message for the subscriber');
  assert.match(message!.body.html ?? '', /connections-pdf-file/);
  await row.getByRole('cell', { name: 'Yes' }).waitFor();
  assert.equal(await row.getByRole('button', { name: /^Send email/ }).count(), 0, 'Send email is gone once emailed');
});
