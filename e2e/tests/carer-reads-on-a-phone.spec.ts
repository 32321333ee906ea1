import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAt, useBrowser } from '../support/browser.ts';
import { savedOnDevice } from '../support/offline.ts';

/**
 * Issue 27 on a 390 × 844 phone: everything above the screen (logo row, bar, emergency banner,
 * offline bar) takes at most a fifth of the height at the top of a page and less once
 * scrolled; the seeded Sydney emergency scrolls, pauses and keeps its place from screen to
 * screen, and stays (with its time) offline; each screen has one way back.
 */
const browser = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const FIFTH_OF_THE_SCREEN = 844 * 0.2;

/** How far down the screen starts: everything above it is chrome. */
function chromeHeight(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top);
}

/** The bottom of what stays on top while the page scrolls. */
function stuckHeight(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('.top-chrome')!.getBoundingClientRect().bottom);
}

/** Where the scrolling message is (its horizontal offset). */
function messagePosition(page: Page): Promise<number> {
  return page.evaluate(() => new DOMMatrix(getComputedStyle(document.querySelector('.marquee__track')!).transform).m41);
}

it("keeps the chrome to a fifth of a phone's screen, with the emergency banner and the offline bar both shown", async () => {
  const { page, context } = await browser.newPage(PHONE);
  await signInAt(page, '/', 'carer1');
  const banner = page.getByRole('region', { name: 'Emergency broadcast' });
  await banner.getByRole('alert').waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await savedOnDevice(page, 'broadcasts');

  const atTop = await chromeHeight(page);
  assert.ok(atTop <= FIFTH_OF_THE_SCREEN, `the chrome takes ${atTop} px at the top`);
  await page.evaluate(() => window.scrollTo(0, 600));
  const scrolled = await stuckHeight(page);
  assert.ok(scrolled < atTop - 40, `once scrolled the logo row has gone (${scrolled} px left of ${atTop})`);
  assert.ok(await page.getByRole('banner').getByRole('button', { name: 'Back' }).isVisible(), 'the bar stays');
  await page.evaluate(() => window.scrollTo(0, 0));

  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await page.getByRole('status', { name: 'Connection' }).getByText('You are offline — showing saved content').waitFor();
  await banner.getByText(/^as of \d{1,2}:\d{2} (am|pm)$/).waitFor();
  const offline = await chromeHeight(page);
  assert.ok(offline <= FIFTH_OF_THE_SCREEN, `offline, the chrome takes ${offline} px at the top`);

  // Opened again offline: the saved broadcast, with its time.
  await page.reload();
  await banner.getByRole('alert').waitFor();
  await banner.getByText(/^as of /).waitFor();
  await context.close();
});

it('pauses the emergency message with its button, and it stays where it was on the next screen and after a reload', async () => {
  const { page, context } = await browser.newPage(PHONE);
  await signInAt(page, '/', 'carer1');
  await page.getByRole('button', { name: 'Pause scrolling message' }).click();
  await page.getByRole('button', { name: 'Play scrolling message' }).waitFor();
  // The compositor takes the pause within a frame or two.
  await page.waitForTimeout(200);
  const paused = await messagePosition(page);
  await page.waitForTimeout(500);
  assert.equal(await messagePosition(page), paused, 'it stands still');

  await page.getByRole('link', { name: /^Notices/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Notices' }).waitFor();
  assert.equal(await messagePosition(page), paused, 'the same place on the next screen');
  await page.reload();
  await page.getByRole('button', { name: 'Play scrolling message' }).waitFor();
  assert.ok(Math.abs((await messagePosition(page)) - paused) < 20, 'about the same place after a reload');

  await page.getByRole('button', { name: 'Play scrolling message' }).click();
  await page.waitForTimeout(500);
  assert.notEqual(await messagePosition(page), paused, 'it moves again');
  await context.close();
});

it('shows the whole emergency message still, with no control, to a person who prefers reduced motion', async () => {
  const { page, context } = await browser.newPage({ ...PHONE, reducedMotion: 'reduce' });
  await signInAt(page, '/', 'carer1');
  const alert = page.getByRole('region', { name: 'Emergency broadcast' }).getByRole('alert');
  await alert.waitFor();
  assert.match((await alert.textContent()) ?? '', /^Severe weather: .*12:45\.$/);
  assert.equal(await page.getByRole('button', { name: /scrolling message/ }).count(), 0);
  assert.equal(await page.evaluate(() => document.getAnimations().length), 0, 'nothing moves');
  await context.close();
});

it('offers one way back on a screen whose spec gives its own: the header arrow, to that address', async () => {
  const { page, context } = await browser.newPage(PHONE);
  await signInAt(page, '/key-learning-area', 'carer1');
  await page.getByRole('heading', { level: 1, name: 'Course directory' }).waitFor();
  const ways = page.getByRole('link', { name: 'Back' }).or(page.getByRole('button', { name: /^Back/ }));
  assert.equal(await ways.count(), 1);
  await page.getByRole('banner').getByRole('link', { name: 'Back' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});
