import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAt, useBrowser } from '../support/browser.ts';
import { createLiveNotice, eventually } from '../support/cms.ts';
import { stackEnv } from '../support/stack-env.ts';

const browser = useBrowser();
const QUESTION = { name: 'Is this a shared computer?' };
// An image the portal serves, under a URL the app shell's precache does not answer, so the
// service worker's image cache handles it as it would a notice's uploaded picture.
const PICTURE = '/icons/icon-192.png?notice=shared-computer';
const title = `Library open late on Thursday ${Date.now()}`;
let noticePath: string;

before(async () => {
  const notice = await createLiveNotice(title, 'The library stays open until 6 pm.', { featured_img_url: PICTURE });
  noticePath = `/notices/notice_details/${notice.documentId}`;
});

/** What the portal has stored in this browser: IndexedDB databases and runtime caches. */
function storedOnDevice(page: Page) {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((db) => db.name ?? ''),
    runtimeCaches: (await caches.keys()).filter((name) => name.startsWith('portal-runtime-')),
  }));
}

/** Opens the notice (a full load) and waits until its picture is shown through the service worker. */
async function openNoticeWithPicture(page: Page) {
  // Only an answer from the worker counts: the previous page's picture may still be arriving.
  // A picture that bypassed the worker leaves this waiting, and the journey fails.
  const picture = page.waitForResponse((response) => response.url().endsWith(PICTURE) && response.fromServiceWorker());
  await page.goto(noticePath);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await picture;
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('main img.notice__image');
    return Boolean(image?.complete && image.naturalWidth > 0);
  });
}

async function signInTo(page: Page, path: string, device: 'own' | 'unanswered') {
  await signInAt(page, path, 'carer1', { device });
  // From here on the service worker controls the page, so images pass through it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Sign-out ends, through the identity provider, on the portal's signed-out page; the public e-signature page needs no session to look around. */
async function signOutAndLookAround(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.origin === stackEnv.appUrl && url.pathname === '/signed-out');
  await page.getByRole('heading', { level: 1, name: 'You are signed out' }).waitFor();
  await page.goto('/docusign?envelope=after-sign-out');
}

it('on a shared computer, carer1 reads a notice and signs out, and the browser keeps nothing of it', async () => {
  const { page, context } = await browser.newPage();
  await signInTo(page, noticePath, 'unanswered');

  // Asked in the app after sign-in; the notice loads behind the question, and nothing is written.
  await openNoticeWithPicture(page);
  const question = page.getByRole('dialog', QUESTION);
  await question.waitFor();
  assert.deepEqual(await storedOnDevice(page), { databases: [], runtimeCaches: [] }, 'nothing is stored before the answer');

  await question.getByRole('button', { name: 'Yes, a shared computer' }).click();
  await question.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Shared computer: Yes' }).waitFor();

  // Notices and a notice, from the network only; the notice again after a reload, so that its
  // picture passes through the service worker once the answer is known.
  await page.goto('/notices');
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await openNoticeWithPicture(page);
  assert.equal(await page.getByRole('dialog', QUESTION).count(), 0, 'the question is asked once');
  assert.deepEqual(await storedOnDevice(page), { databases: [], runtimeCaches: [] }, 'nothing is stored on a shared computer');

  await signOutAndLookAround(page);
  assert.deepEqual(await storedOnDevice(page), { databases: [], runtimeCaches: [] }, 'nothing is left after sign-out');
  // Only sign-out's own state for the provider's answer may remain, never the signed-in user.
  const sessionKeys = await page.evaluate(() => Object.keys(sessionStorage));
  assert.ok(!sessionKeys.some((key) => key.includes('oidc.user:')), `the session is gone: ${sessionKeys.join(', ')}`);
  await context.close();
});

it("on carer1's own device the notice and its picture are kept for offline, until sign-out", async () => {
  const { page, context } = await browser.newPage();
  await signInTo(page, noticePath, 'own');

  await openNoticeWithPicture(page);
  const stored = await storedOnDevice(page);
  assert.ok(
    stored.databases.some((name) => name.startsWith('portal-sydney-')),
    `carer1 has an offline database: ${stored.databases.join(', ')}`,
  );
  await eventually(
    () => page.evaluate(async (url) => Boolean(await caches.match(url)), PICTURE),
    (cached) => cached,
  );

  await signOutAndLookAround(page);
  const left = await storedOnDevice(page);
  assert.deepEqual(
    left.databases.filter((name) => name.startsWith('portal-')),
    [],
    'no portal database after sign-out',
  );
  assert.deepEqual(left.runtimeCaches, [], 'no runtime cache after sign-out');
  await context.close();
});
