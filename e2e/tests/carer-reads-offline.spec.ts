import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAt, useBrowser } from '../support/browser.ts';
import { cmsFind, eventually } from '../support/cms.ts';
import { savedOnDevice } from '../support/offline.ts';

const browser = useBrowser();

const SCREENS = [
  { path: '/notices', items: 'main li.card a[href^="/notices/notice_details/"]', list: 'posts:notice' },
  { path: '/connections', items: 'main li.card a[href^="/connections/connection_details/"]', list: 'posts:newsletter' },
  { path: '/calendar?view=list', items: 'main a[href^="/calendar/calendar_details/"]', list: 'calendarEvents' },
];

async function itemsOn(page: Page, screen: (typeof SCREENS)[number]): Promise<string[]> {
  await page.goto(screen.path);
  await page.locator(screen.items).first().waitFor();
  return page.locator(screen.items).allInnerTexts();
}

/**
 * The app saves what a screen showed once that screen is complete (the offline database
 * opens after the first screen of a visit): a person who stays on it that long has it offline.
 */
it('carer1 reads notices, connections and the calendar offline, and marks made offline reach the server once', async () => {
  const { page, context } = await browser.newPage();
  await signInAt(page, '/notices', 'carer1');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  const online: string[][] = [];
  for (const screen of SCREENS) {
    online.push(await itemsOn(page, screen));
    await savedOnDevice(page, screen.list);
  }
  for (const items of online) assert.ok(items.length > 0, 'each screen shows seeded items online');

  // No signal: every screen renders the same items from the device, after a reload too.
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('status', { name: 'Connection' }).getByText('You are offline').waitFor();
  for (const [index, screen] of SCREENS.entries()) {
    assert.deepEqual(await itemsOn(page, screen), online[index], `${screen.path} offline shows what it showed online`);
  }

  // Offline marks: a notice read, a calendar event favourite.
  await page.goto('/notices');
  const unreadCard = page.locator('main li.card--unread').first();
  const noticeLink = unreadCard.locator('a[href^="/notices/notice_details/"]');
  const noticeTitle = await noticeLink.innerText();
  const noticeId = (await noticeLink.getAttribute('href'))!.split('/').pop()!;
  await page.getByRole('button', { name: `Mark as read: ${noticeTitle}` }).click();
  await page.getByRole('button', { name: `Mark as read: ${noticeTitle}` }).waitFor({ state: 'detached' });

  await page.goto('/calendar?view=list');
  const eventLink = page.locator('main a[href^="/calendar/calendar_details/"]').first();
  const eventId = (await eventLink.getAttribute('href'))!.split('/').pop()!;
  const eventTitle = (await eventLink.innerText()).trim();
  await eventLink.click();
  await page.waitForURL((url) => url.pathname === `/calendar/calendar_details/${eventId}`);
  await page.getByRole('heading', { level: 1, name: eventTitle }).waitFor();
  const star = page.getByRole('button', { name: `Favourite: ${eventTitle}` });
  await star.click();
  await page.waitForFunction((name) => document.querySelector(`button[aria-label="${name}"]`)?.getAttribute('aria-pressed') === 'true', `Favourite: ${eventTitle}`);

  const readMarks = () => cmsFind('read-posts', { 'filters[portal_user][username][$eq]': 'carer1', 'filters[post][documentId][$eq]': noticeId });
  const favourites = () =>
    cmsFind('favourites', { 'filters[portal_user][username][$eq]': 'carer1', 'filters[calendar_event][documentId][$eq]': eventId });
  assert.equal((await readMarks()).length, 0, 'nothing reached the server while offline');

  // Back online: the outbox sends each mark, once.
  await context.setOffline(false);
  await eventually(readMarks, (rows) => rows.length > 0);
  await eventually(favourites, (rows) => rows.length > 0);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.equal((await readMarks()).length, 1, 'the read mark is stored exactly once');
  assert.equal((await favourites()).length, 1, 'the favourite is stored exactly once');

  // Another device of the same person sees both marks.
  const other = await browser.newPage();
  await signInAt(other.page, '/notices', 'carer1');
  await other.page.locator(`main li.card--read a[href="/notices/notice_details/${noticeId}"]`).waitFor();
  await other.page.goto(`/calendar/calendar_details/${eventId}`);
  await other.page.waitForFunction(
    (name) => document.querySelector(`button[aria-label="${name}"]`)?.getAttribute('aria-pressed') === 'true',
    `Favourite: ${eventTitle}`,
  );
  await other.context.close();
  await context.close();
});
