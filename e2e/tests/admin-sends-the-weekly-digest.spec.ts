import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, it } from 'node:test';
import { confirmSend, saveTestAddress, sendDigestToTestAddress } from '../support/admin-email.ts';
import { signInAt, useBrowser } from '../support/browser.ts';
import { cmsDelete, cmsFind, cmsUpdate, createLiveNotice, languageAsSeeded } from '../support/cms.ts';
import { sentEmails } from '../support/ses-inbox.ts';

const browser = useBrowser();

/** What this journey adds: a notice with its Vietnamese, and carer1's choice of Vietnamese. */
const made: string[] = [];
after(async () => {
  for (const documentId of made) {
    await cmsDelete('posts', `${documentId}?locale=vi`);
    await cmsDelete('posts', documentId);
  }
  await languageAsSeeded('carer1');
});

it('admin1 writes the blurb, adds a test address, sends the Weekly Digest to it with Testing On, then to the campus with Testing Off: carer1, who reads Vietnamese, gets it in Vietnamese', async () => {
  const tag = randomUUID().slice(0, 8);
  // A notice an editor translated into Vietnamese (its vi row), beside the seed's notices that nobody has.
  const notice = await createLiveNotice(`Swimming carnival ${tag}`, 'Bring a hat and water.');
  made.push(notice.documentId);
  const vietnameseTitle = `Hội thao bơi lội ${tag}`;
  await cmsUpdate('posts', `${notice.documentId}?locale=vi`, {
    title: vietnameseTitle,
    excerpt: 'Vui lòng cho các em mang theo mũ và nước uống.',
    content_html: '<p>Vui lòng cho các em mang theo mũ và nước uống.</p>',
  });

  // carer1 chooses Tiếng Việt in the footer; the choice is saved on their record, which their emails follow.
  const { page: carerPage } = await browser.newPage();
  await signInAt(carerPage, '/notices', 'carer1');
  const saved = carerPage.waitForResponse(
    (response) => response.url().endsWith('/api/users/carer1/language') && response.request().method() === 'PUT',
  );
  await carerPage.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Tiếng Việt' });
  assert.equal((await saved).status(), 200);

  const blurb = `Digest ${tag}: the **musical** opens on Friday`;
  const testAddress = `digest-${tag}@wattlegrove.example.org`;
  const [carer1] = await cmsFind('portal-users', { 'filters[username][$eq]': 'carer1', 'filters[campus][$eq]': 'sydney' });
  const carerAddress = String(carer1?.email).toLowerCase();
  const withBlurb = async () =>
    (await sentEmails()).filter((email) => email.body.text?.includes(`Digest ${tag}: the musical opens on Friday`));

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
  await page
    .getByRole('alertdialog')
    .getByText(/to the whole campus/)
    .waitFor();
  await confirmSend(page);
  await page.getByText(/^Latest send: Weekly Digest \(to the campus\): Sent, /).waitFor({ timeout: 60_000 });
  const sent = await withBlurb();
  const toCarer = sent.filter((email) => email.destination.to.includes(carerAddress));
  assert.equal(toCarer.length, 1, "carer1's address receives the digest once");
  const [digest] = toCarer;
  assert.match(digest!.subject, /^Bản tin tổng hợp hằng tuần: \d{1,2} tháng \d{1,2}, \d{4}$/);
  assert.match(digest!.body.html ?? '', /<html lang="vi" dir="ltr"/);
  assert.ok(digest!.body.html?.includes('Bản tin tổng hợp hằng tuần</h1>'), 'the heading in Vietnamese');
  assert.ok(digest!.body.html?.includes(`>${vietnameseTitle}</a>`), 'the translated notice in Vietnamese');
  assert.ok(!digest!.body.html?.includes(`Swimming carnival ${tag}`), 'not its English');
  assert.equal(digest!.body.text?.split(`/notices/notice_details/${notice.documentId}`).length, 2, 'the notice listed once');
  assert.ok(
    digest!.body.html?.includes('Chưa có bản dịch'),
    'the notices nobody translated marked "Not translated yet" in Vietnamese',
  );
  assert.ok(digest!.body.html?.includes('>Hủy đăng ký</a> nhận các email này.'), 'the footer in Vietnamese');
  assert.ok(!/Weekly Digest|Read more|Unsubscribe/.test(digest!.body.html ?? ''), 'no English text of the email left');
  const [toTest] = sent.filter((email) => email.destination.to.includes(testAddress));
  assert.match(toTest!.subject, /^Weekly Digest: /, "the test address, nobody's, gets the English");
  assert.equal(
    sent.filter((email) => email.destination.to.includes(testAddress)).length,
    1,
    'the test address is no person of the campus',
  );
  assert.ok(
    sent.every((email) => email.destination.to.length === 1),
    'one message per recipient, never a shared To: list',
  );
});
