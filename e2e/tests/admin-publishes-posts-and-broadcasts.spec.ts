import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAt, useBrowser } from '../support/browser.ts';
import { cmsDelete, cmsFind } from '../support/cms.ts';
import { DEFAULT_SCHOOL_TIME_ZONE, zonedParts } from '@portal/contract';

const browser = useBrowser();

/** A 1×1 PNG: the server crops it to the use's size. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** As the editors' date picker writes a date (admin spec 9: 'MMMM d, yyyy h:mm aa'), at the school (its zone, not the machine's). */
function pickerText(date: Date): string {
  const { year, month, day, hour, minute } = zonedParts(date, DEFAULT_SCHOOL_TIME_ZONE);
  return `${MONTHS[month - 1]} ${day}, ${year} ${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

async function typeDate(page: Page, label: string, date: Date): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(pickerText(date));
  await input.press('Enter');
  await page.keyboard.press('Escape');
}

const suffix = Math.random().toString(36).slice(2, 8);
const NOTICE = `Year 9 camp forms ${suffix}`;
const NEWSLETTER = `Term 4 highlights ${suffix}`;
const BROADCAST = `Storm warning ${suffix}: buses leave at 1 pm`;
const HEADER = `Spring issue ${suffix}`;
const UNSAFE = `Pasted from a website ${suffix}`;

// What this journey adds is removed again: other journeys share the stack and its lists.
after(async () => {
  for (const title of [NOTICE, NEWSLETTER, UNSAFE]) {
    for (const post of await cmsFind('posts', { 'filters[title][$eq]': title })) await cmsDelete('posts', post.documentId);
  }
  for (const broadcast of await cmsFind('emergency-broadcasts', { 'filters[message][$eq]': BROADCAST })) await cmsDelete('emergency-broadcasts', broadcast.documentId);
  for (const header of await cmsFind('connection-headers', { 'filters[caption][$eq]': HEADER })) await cmsDelete('connection-headers', header.documentId);
});

async function noticeTitlesFor(username: string): Promise<string[]> {
  const { page, context } = await browser.newPage();
  await signInAt(page, '/notices', username);
  await page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
  await page.locator('main .card').first().waitFor();
  const titles = await page.locator('main .card h2, main .card h3').allInnerTexts();
  await context.close();
  return titles;
}

it('admin1 publishes a notice for carers of Year 9, clones it and deletes the clone; only Year 9 carers see it', async () => {
  const { page } = await browser.newPage();
  await signInAt(page, '/admin/add-notice', 'admin1');

  await page.getByRole('textbox', { name: 'Title' }).fill(NOTICE);
  assert.equal(await page.getByRole('textbox', { name: 'Slug' }).inputValue(), NOTICE.toLowerCase().split(' ').join('-'));
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Return the camp forms by Friday.');
  await page.getByLabel('Category').selectOption({ label: 'General (notice)' });
  await typeDate(page, 'Publish start', new Date());
  await typeDate(page, 'Publish end', new Date(Date.now() + 7 * 86_400_000));
  await page.getByLabel('Thumbnail image file').setInputFiles({ name: 'camp.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('img', { name: 'Thumbnail image preview' }).waitFor();
  // Blueprint draws the box over the input: a person clicks the label.
  await page.getByRole('group', { name: 'Audience', exact: true }).getByText('Carers', { exact: true }).click();
  await page.getByText(/^Year Group/).click();
  await page.getByRole('checkbox', { name: 'Year 9', exact: true }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await page.waitForURL(/\/admin\/edit-notice\/[a-z0-9]+$/);
  await page.getByText('Notice saved successfully.').waitFor();
  const [stored] = await cmsFind('posts', { 'filters[title][$eq]': NOTICE });
  assert.equal(stored?.content_html, '<p>Return the camp forms by Friday.</p>');
  assert.match(String(stored?.featured_img_url), /^\/uploads\/.+\.jpg$/);

  // Clone, then delete the clone from the Posts list after the spec's question.
  await page.getByRole('button', { name: 'Clone', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByLabel('Title Keyword').fill(NOTICE);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const pager = page.getByRole('navigation', { name: 'Pages of posts' });
  await pager.getByText(/^2 posts$/).waitFor();
  await page.getByRole('button', { name: `Delete ${NOTICE}` }).first().click();
  const question = page.getByRole('alertdialog');
  await question.getByText('Are you sure you want to permanetly remove this post ?').waitFor();
  await question.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Deleted successfully.').waitFor();
  await pager.getByText(/^1 post$/).waitFor();

  // The BFF decides who sees it: a carer of a Year 9 student does; a Year 9 student and a
  // carer of Year 10 do not.
  assert.ok((await noticeTitlesFor('carer1')).includes(NOTICE), 'carer1 sees the notice');
  assert.ok(!(await noticeTitlesFor('student1')).includes(NOTICE), 'student1 does not');
  assert.ok(!(await noticeTitlesFor('carer2')).includes(NOTICE), 'carer2 does not');
});

it('admin1 writes a newsletter with a hero image and adds a newsletter header for the issue', async () => {
  const { page } = await browser.newPage();
  await signInAt(page, '/admin/add-newsletter', 'admin1');
  await page.getByRole('textbox', { name: 'Title' }).fill(NEWSLETTER);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('A term of firsts.');
  await page.getByLabel('Category').selectOption({ label: 'Community (newsletter)' });
  await typeDate(page, 'Publish start', new Date());
  await typeDate(page, 'Publish end', new Date(Date.now() + 14 * 86_400_000));
  await page.getByLabel('Hero image file').setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('img', { name: 'Hero image preview' }).waitFor();
  await page.getByRole('button', { name: 'Save and close' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByText('Newsletter saved successfully.').waitFor();

  await page.goto('/admin/add-newsletter-header');
  await page.getByRole('textbox', { name: 'Caption' }).fill(HEADER);
  await page.getByLabel('Header image file').setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('img', { name: 'Header image preview' }).waitFor();
  await typeDate(page, 'Publish start', new Date());
  await typeDate(page, 'Publish end', new Date(Date.now() + 14 * 86_400_000));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Saved successfully.').waitFor();
  await page.getByRole('rowheader', { name: HEADER }).waitFor();

  // Carers see the newsletter under the new header.
  const reader = await browser.newPage();
  await signInAt(reader.page, '/connections', 'carer1');
  await reader.page.getByText(HEADER).waitFor();
  await reader.page.getByRole('link', { name: NEWSLETTER }).waitFor();
  await reader.context.close();
});

it('admin1 raises an emergency broadcast that an open reader screen shows within a minute, then clears it', async () => {
  const reader = await browser.newPage();
  await signInAt(reader.page, '/notices', 'carer1');
  await reader.page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();

  const { page } = await browser.newPage();
  await signInAt(page, '/admin?tab=dashboard', 'admin1');
  await page.getByRole('textbox', { name: 'Message' }).fill(BROADCAST);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Saved successfully.').waitFor();

  // No reload: the reader's screen asks every minute.
  await reader.page.getByText(BROADCAST).first().waitFor({ timeout: 75_000 });

  await page.getByRole('button', { name: `Clear broadcast: ${BROADCAST}` }).click();
  await page.getByText('The broadcast is cleared: the banner no longer shows it.').waitFor();
  await reader.page.reload();
  await reader.page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
  assert.equal(await reader.page.getByText(BROADCAST).count(), 0);
});

it('a notice whose content holds a script and an onerror attribute is stored and shown without them', async () => {
  const { page } = await browser.newPage();
  await signInAt(page, '/admin', 'admin1');
  // What a client could send whatever the editor allows: straight to the BFF, with admin1's session.
  const status = await page.evaluate(async (title) => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('portal.oidc.user:'));
    const token = (JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token;
    const categories = await (await fetch('/api/post-categories/?category_type=All', { headers: { Authorization: `Bearer ${token}` } })).json();
    const general = categories.responceObject.records.find((category: { categoryname: string; categorytype: string }) => category.categoryname === 'General' && category.categorytype === 'notice');
    const answer = await fetch('/api/posts', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: {
          type: 'notice',
          title,
          content_html: '<p>Read this<script>window.__pwned = 1</script></p><img src="/uploads/x.jpg" onerror="window.__pwned = 2">',
          featured_img_url: '/uploads/x.jpg',
          published: true,
          publish_start: new Date().toISOString(),
          publish_end: new Date(Date.now() + 86_400_000).toISOString(),
          postcategory_categoryid: general.postcategoryUid,
          client_id: crypto.randomUUID(),
        },
      }),
    });
    return answer.status;
  }, UNSAFE);
  assert.equal(status, 201);
  const [stored] = await cmsFind('posts', { 'filters[title][$eq]': UNSAFE });
  assert.ok(stored, 'the notice is stored');
  assert.doesNotMatch(String(stored.content_html), /<script|onerror/i);

  const reader = await browser.newPage();
  await signInAt(reader.page, `/notices/notice_details/${stored.documentId}`, 'carer1');
  await reader.page.getByText('Read this').waitFor();
  assert.equal(await reader.page.locator('main [onerror], main script').count(), 0);
  assert.equal(await reader.page.evaluate(() => (window as { __pwned?: number }).__pwned), undefined);
});
