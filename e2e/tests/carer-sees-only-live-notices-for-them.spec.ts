import assert from 'node:assert/strict';
import { it } from 'node:test';
import { signInOnProviderPage, useBrowser } from '../support/browser.ts';
import { cmsFind, createLiveNotice } from '../support/cms.ts';
import { savedOnDevice } from '../support/offline.ts';
import { stackEnv } from '../support/stack-env.ts';

const browser = useBrowser();
const STAFF_NOTICE = 'Staff only: report writing deadline is Thursday 4 pm';

async function signedInCarer() {
  const { page, context } = await browser.newPage();
  await page.goto('/notices');
  await page.waitForURL((url) => url.origin === new URL(stackEnv.idpUrl).origin);
  await signInOnProviderPage(page, 'carer1');
  await page.waitForURL((url) => url.origin === stackEnv.appUrl && url.pathname === '/notices');
  await page.locator('main li.card').first().waitFor();
  return { page, context };
}

it('an expired notice vanishes from the offline list at its publish end, with no network call', async () => {
  const title = `Early pick-up today ${Date.now()}`;
  const endsAt = new Date(Date.now() + 20_000);
  await createLiveNotice(title, 'Pick-up from 2 pm today.', { publish_end: endsAt.toISOString() });
  const { page, context } = await signedInCarer();
  const card = page.getByRole('link', { name: title });
  await card.waitFor();
  // The device keeps both lists of the screen before the signal goes: the expiry is then
  // decided on the device alone.
  await savedOnDevice(page, 'posts:notice');
  await savedOnDevice(page, 'posts:principal');

  await context.setOffline(true);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await card.waitFor({ state: 'detached', timeout: endsAt.getTime() - Date.now() + 5_000 });
  assert.ok(Date.now() >= endsAt.getTime(), 'it stayed until its publish end');
  assert.deepEqual(apiCalls.filter((url) => url.includes('/api/posts')), [], 'no posts call was needed');
  await context.close();
});

it('a notice for staff only is absent for carer1 and its detail URL answers No records found!', async () => {
  const [staffNotice] = await cmsFind('posts', { 'filters[title][$eq]': STAFF_NOTICE });
  assert.ok(staffNotice, 'the seed has the staff notice');
  const { page, context } = await signedInCarer();
  assert.equal(await page.getByRole('link', { name: STAFF_NOTICE }).count(), 0);

  const answer = page.waitForResponse((response) => response.url().includes(`/api/posts/${staffNotice.documentId}`));
  await page.goto(`/notices/notice_details/${staffNotice.documentId}`);
  assert.equal((await answer).status(), 404);
  await page.getByText('No records found!').waitFor();
  assert.equal(await page.getByText(STAFF_NOTICE).count(), 0);
  await context.close();
});
