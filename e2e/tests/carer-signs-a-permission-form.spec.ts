import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { it } from 'node:test';
import { signInAt, useBrowser } from '../support/browser.ts';
import { eventually } from '../support/cms.ts';
import { changeStoredAnswers, storedAnswerCount, verifyForms } from '../support/forms-evidence.ts';
import { documentSavedOnDevice } from '../support/offline.ts';
import { sentEmails } from '../support/ses-inbox.ts';

const browser = useBrowser();

// The demo seed's Sydney forms (cms/src/seed/consent-forms.ts): carer1 (Jordan Taylor) is asked
// about Mia (Year 9, any one carer) and Noah (Year 11, every carer).
const EXCURSION = 'Year 9 excursion to the Australian Museum';
const PLACEMENT = 'Year 11 work experience placement';
const SECOND_CARER = `second.carer.${Date.now()}@example.test`;

/** The form's id, from the address its list entry opens. */
const formIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

it('carer1 sees what waits on the Forms tile, signs the Year 9 excursion for Mia, sees it done, and the evidence holds until a row is changed', async () => {
  const { page } = await browser.newPage();
  await signInAt(page, '/', 'carer1');
  const tile = page.getByRole('link', { name: /Forms/ });
  await tile.getByText(/\d+ to do/).waitFor();
  await tile.click();
  await page.getByRole('heading', { level: 1, name: 'Forms' }).waitFor();

  const entry = page.getByRole('link', { name: EXCURSION });
  await entry.click();
  await page.getByRole('heading', { name: EXCURSION }).waitFor();
  const formId = formIdOf(page.url());

  await page
    .getByRole('group', { name: /permission for my child to attend/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page
    .getByRole('group', { name: /get home afterwards/ })
    .getByRole('radio', { name: 'School bus' })
    .check();
  await page.getByLabel(/Medical conditions, allergies or dietary needs/).fill('Mild peanut allergy: carries an EpiPen.');

  // A name other than the account's is refused on the device, before anything is sent.
  await page.getByLabel('Type your full name as it appears in your account').fill('Someone Else');
  await page.getByRole('checkbox', { name: 'I agree' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Type your full name as it appears in your account.').first().waitFor();

  await page.getByLabel('Type your full name as it appears in your account').fill('Jordan Taylor');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Signed. A receipt was emailed to you.').waitFor();
  const answer = page.getByRole('region', { name: /Your answer/ });
  await answer.getByText('Done').waitFor();
  const responseHash = (await answer.locator('code').innerText()).trim();
  assert.match(responseHash, /^[0-9a-f]{64}$/);

  // The list says done for Mia.
  await page.goto('/forms');
  const metaOfEntry = page.locator('.form-entry', { has: page.getByRole('link', { name: EXCURSION }) });
  await metaOfEntry.getByText('Done').waitFor();

  // The receipt quotes the answer's hash and the chain's head: with it, the operator's check holds.
  const receipt = await eventually(
    async () => (await sentEmails()).find((email) => email.body.text?.includes(responseHash)),
    (email) => email !== undefined,
  );
  const chainHead = receipt!.body.text!.match(/\b[0-9a-f]{64}\b/g)?.find((hash) => hash !== responseHash);
  assert.ok(chainHead, 'the receipt carries the chain head beside the answer’s hash');
  const receiptArgument = `${responseHash}:${chainHead}`;
  const holding = await verifyForms(formId, [receiptArgument]);
  assert.equal(holding.code, 0, holding.output);

  // Someone with database access changes the answer: the check says so, in words.
  changeStoredAnswers(responseHash, { consent: 'no', home: 'School bus', health: '' });
  const tampered = await verifyForms(formId, [receiptArgument]);
  assert.equal(tampered.code, 1, tampered.output);
  assert.match(tampered.output, /problem/i);

  // Put back as signed, the answers hold again (the hashes are of canonical JSON: key order does not matter).
  changeStoredAnswers(responseHash, { health: 'Mild peanut allergy: carries an EpiPen.', home: 'School bus', consent: 'yes' });
  const restored = await verifyForms(formId, [receiptArgument]);
  assert.equal(restored.code, 0, restored.output);
});

it('carer1 asks a second carer to sign the Year 11 form; the emailed link opens without signing in, signs, and then shows only when it was signed', async () => {
  const { page } = await browser.newPage();
  await signInAt(page, '/forms', 'carer1');
  await page.getByRole('link', { name: PLACEMENT }).click();
  await page.getByRole('heading', { name: PLACEMENT }).waitFor();
  await page.getByText('Ask another carer to sign').click();
  await page.getByLabel('Their email address').fill(SECOND_CARER);
  await page.getByLabel('Their name (optional)').fill('Sam Taylor');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await page.getByText(`We emailed a signing link to ${SECOND_CARER}`).waitFor();

  const email = await eventually(
    async () => (await sentEmails()).find((sent) => sent.destination.to.includes(SECOND_CARER)),
    (sent) => sent !== undefined,
  );
  const link = email!.body.text!.match(/https?:\/\/\S+\/docusign\?t=[\w.-]+/)?.[0];
  assert.ok(link, 'the email carries a /docusign link');

  // A browser that never signed in to the portal.
  const visitor = await browser.newPage();
  const address = new URL(link);
  await visitor.page.goto(`${address.pathname}${address.search}`);
  await visitor.page.getByRole('heading', { name: PLACEMENT }).waitFor();
  await visitor.page.getByText('For Noah Taylor', { exact: true }).waitFor();
  for (const group of await visitor.page
    .getByRole('group')
    .filter({ has: visitor.page.getByRole('radio', { name: 'Yes' }) })
    .all()) {
    await group.getByRole('radio', { name: 'Yes' }).check();
  }
  await visitor.page.getByLabel('Type your full name').fill('Sam Taylor');
  await visitor.page.getByRole('checkbox', { name: 'I agree' }).check();
  await visitor.page.getByRole('button', { name: 'Submit' }).click();
  await visitor.page.getByText(/Signed on .*A receipt was emailed to you\./).waitFor();

  // Opened again (forwarded, say): only that it was signed and when, never the answers.
  await visitor.page.reload();
  await visitor.page.getByText(/This form was signed on/).waitFor();
  assert.equal(await visitor.page.getByRole('radio').count(), 0);

  // A link changed by one character is refused in words.
  await visitor.page.goto(`${address.pathname}${address.search.slice(0, -2)}xx`);
  await visitor.page.getByText(/This signing link is not valid/).waitFor();
});

it('admin1 sees both answers in the matrix of their forms, reminds whoever is pending, and exports the answers as CSV', async () => {
  const { page } = await browser.newPage();
  await signInAt(page, '/admin?tab=dashboard', 'admin1');
  await page.getByRole('link', { name: 'Open the permission forms' }).click();
  await page.getByRole('heading', { level: 1, name: 'Permission forms' }).waitFor();

  // Mia's answer, signed by carer1 in the first journey.
  await page.getByRole('link', { name: `Edit ${EXCURSION}` }).click();
  const answers = page.getByRole('region', { name: 'Answers' });
  await answers.getByRole('table').waitFor();
  const miaRows = answers.getByRole('row').filter({ hasText: 'Jordan Taylor' });
  await miaRows.filter({ hasText: 'Signed yes' }).first().waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    answers.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  assert.match(csv, /Jordan Taylor,[^,]*,Signed yes/);
  assert.match(csv, /Mild peanut allergy: carries an EpiPen\./, 'the health answer is in the admin’s export');

  // Noah's Year 11 placement: signed through the emailed link by the second carer, carer1 still pending.
  await page.goto('/admin/forms');
  await page.getByRole('link', { name: `Edit ${PLACEMENT}` }).click();
  const placement = page.getByRole('region', { name: 'Answers' });
  await placement.getByRole('row').filter({ hasText: 'Sam Taylor' }).filter({ hasText: 'Signed yes' }).first().waitFor();
  await placement.getByRole('button', { name: 'Remind everyone pending' }).click();
  await page.getByRole('button', { name: 'Send reminders' }).click();
  await page.getByText(/Reminders queued for \d+ (person|people)/).waitFor();
  await eventually(
    async () =>
      (await sentEmails()).filter((email) => email.subject.startsWith('Reminder:') && email.subject.includes(PLACEMENT)),
    (reminders) => reminders.length > 0,
  );
});

// Last: the journey above reminds carer1, still pending for Noah, about the Year 11 placement.
it('carer1 signs the Year 11 placement for Noah offline: it waits on the device, is sent once back online, and the school holds one answer from them', async () => {
  const { page, context } = await browser.newPage();
  await signInAt(page, '/forms', 'carer1');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Opened once online: the list and the form are saved on the device.
  await page.getByRole('link', { name: PLACEMENT }).waitFor();
  await documentSavedOnDevice(page, 'forms:list');
  await page.getByRole('link', { name: PLACEMENT }).click();
  await page.getByRole('heading', { name: PLACEMENT }).waitFor();
  const formId = formIdOf(page.url());
  const noah = new URL(page.url()).searchParams.get('student')!;
  await documentSavedOnDevice(page, `forms:form:${formId}`);
  assert.equal(storedAnswerCount(formId, noah, 'Jordan Taylor'), 0, 'carer1 has not answered for Noah yet');

  // On the bus: the app opened again from the device, the form answered there.
  await context.setOffline(true);
  await page.goto('/forms');
  await page.getByRole('link', { name: PLACEMENT }).click();
  await page.getByRole('heading', { name: PLACEMENT }).waitFor();
  await page
    .getByRole('group', { name: /work experience placement/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByLabel(/The employer or workplace/).fill('Harbour Vet Clinic');
  await page.getByLabel('Type your full name as it appears in your account').fill('Jordan Taylor');
  await page.getByRole('checkbox', { name: 'I agree' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Waiting to send: your answer goes when you are back online.').waitFor();
  await page
    .getByRole('region', { name: /Your answer/ })
    .getByText('Harbour Vet Clinic')
    .waitFor();
  assert.equal(storedAnswerCount(formId, noah, 'Jordan Taylor'), 0, 'nothing reached the school while offline');

  // Back online: the outbox sends it, and the form says done.
  await context.setOffline(false);
  await page.getByText('Signed. A receipt was emailed to you.').waitFor();
  await page
    .getByRole('region', { name: /Your answer/ })
    .getByText('Done')
    .waitFor();
  await eventually(
    async () => storedAnswerCount(formId, noah, 'Jordan Taylor'),
    (count) => count > 0,
  );

  // The list says done too; a reload (the outbox looked at again) sends nothing more.
  await page.goto('/forms');
  const entry = page.locator('.form-entry', { has: page.getByRole('link', { name: PLACEMENT }) });
  await entry.getByText('Done').waitFor();
  await page.reload();
  await entry.getByText('Done').waitFor();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.equal(storedAnswerCount(formId, noah, 'Jordan Taylor'), 1, 'the answer is stored exactly once');
});
