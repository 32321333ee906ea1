import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { signInAt, signInOnProviderPage, useBrowser } from '../support/browser.ts';
import { cmsDelete, cmsFind, createLiveNotice, languageAsSeeded } from '../support/cms.ts';
import { stackEnv } from '../support/stack-env.ts';

const browser = useBrowser();

const TRANSLATED = 'Sports day moves to Friday';
const UNTRANSLATED = 'Library closed on Monday for stocktake';

/**
 * carer1's language is on their record, which the journeys after this one read: left as the
 * seed made it; the notices made here go (with their translations).
 */
after(async () => {
  await languageAsSeeded('carer1');
  for (const title of [TRANSLATED, UNTRANSLATED]) {
    for (const notice of await cmsFind('posts', { 'filters[title][$eq]': title })) await cmsDelete('posts', notice.documentId);
  }
});

const ARABIC_MONTH = /يناير|فبراير|مارس|أبريل|إبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر/;

/** The choice reaching the person's record (the page changes first, then the record is written). */
const savedChoice = (tab: Page) =>
  tab.waitForResponse(
    (response) => response.url().endsWith('/api/users/carer1/language') && response.request().method() === 'PUT',
  );

const page = {
  /** The page's language and the direction its text runs in, as the browser lays it out. */
  direction: (tab: Page) =>
    tab.evaluate(() => [document.documentElement.lang, getComputedStyle(document.documentElement).direction]),
  footer: (tab: Page) => tab.getByRole('contentinfo'),
};

it('carer1 chooses العربية: the portal turns right to left in Arabic, follows them to another browser, and back in English every spec text is as written', async () => {
  const { page: phone, context: phoneContext } = await browser.newPage({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  await signInAt(phone, '/notices', 'carer1');
  await phone.getByRole('heading', { level: 1, name: 'Notices' }).waitFor();
  assert.deepEqual(await page.direction(phone), ['en-AU', 'ltr']);

  const savedArabic = savedChoice(phone);
  await page.footer(phone).getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  assert.equal((await savedArabic).status(), 200);
  await phone.getByRole('heading', { level: 1, name: 'الإعلانات' }).waitFor();
  assert.deepEqual(await page.direction(phone), ['ar', 'rtl']);
  await page.footer(phone).getByRole('button', { name: 'تسجيل الخروج' }).waitFor();
  await page.footer(phone).getByText('تم تسجيل الدخول باسم: carer1').waitFor();
  // Whoever cannot read the language shown still finds the control by its English name.
  await page.footer(phone).getByRole('combobox', { name: 'اللغة (Language)' }).waitFor();
  // The header's brand sits at the right, where a right-to-left page starts.
  const header = await phone.getByRole('banner').boundingBox();
  const home = await phone.getByRole('banner').getByRole('link').first().boundingBox();
  assert.ok(
    header && home && home.x + home.width / 2 > header.x + header.width / 2,
    `the home link starts the row on the right: ${JSON.stringify({ header, home })}`,
  );
  assert.deepEqual(await axeViolations(phone), [], 'axe finds nothing on the notices in Arabic at 375 px');
  // The back arrow points the way back, to the right.
  assert.equal(
    await phone
      .getByRole('banner')
      .locator('.icon--directional')
      .first()
      .evaluate((icon) => getComputedStyle(icon).transform),
    'matrix(-1, 0, 0, 1, 0, 0)',
  );
  // The emergency banner's text runs across the banner right to left too, rather than off it.
  await phone.waitForFunction(
    () => {
      const viewport = document.querySelector('.marquee__viewport')?.getBoundingClientRect();
      const text = document.querySelector('.marquee__track')?.getBoundingClientRect();
      if (!viewport || !text) return false;
      // The track is the text and, at its start (the right), a padding as wide as the banner.
      const textRight = text.right - viewport.width;
      return text.left < viewport.right && textRight > viewport.left;
    },
    undefined,
    { timeout: 10_000 },
  );

  // Saved on the record: another browser, which has never shown Arabic, opens in it after sign-in.
  const { page: laptop, context: laptopContext } = await browser.newPage();
  await laptop.goto(`${stackEnv.appUrl}/calendar`);
  await signInOnProviderPage(laptop, 'carer1', { device: 'unanswered' });
  await laptop.waitForFunction(() => document.documentElement.lang === 'ar');
  const question = laptop.getByRole('dialog', { name: 'هل هذا جهاز كمبيوتر مشترك؟' });
  await question.getByRole('button', { name: 'لا، هذا جهازي الخاص' }).click();
  await laptop.getByRole('heading', { level: 1, name: 'التقويم' }).waitFor();
  assert.deepEqual(await page.direction(laptop), ['ar', 'rtl']);

  // Back to English on the laptop: every text is the spec's again, on this browser and, once read, on the phone.
  const savedEnglish = savedChoice(laptop);
  await page.footer(laptop).getByRole('combobox', { name: 'اللغة (Language)' }).selectOption({ label: 'English' });
  assert.equal((await savedEnglish).status(), 200);
  await laptop.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
  assert.deepEqual(await page.direction(laptop), ['en-AU', 'ltr']);
  await page.footer(laptop).getByText('Logged in as: carer1').waitFor();
  await page.footer(laptop).getByRole('button', { name: 'Sign out' }).waitFor();
  assert.equal(await page.footer(laptop).getByText('(Language)').count(), 0);
  await phone.reload();
  await phone.getByRole('heading', { level: 1, name: 'Notices' }).waitFor();
  assert.deepEqual(await page.direction(phone), ['en-AU', 'ltr']);
  await Promise.all([phoneContext.close(), laptopContext.close()]);
});

it('admin1 writes a notice in Arabic in the post editor; carer1 reading Arabic gets it, and the English of a notice nobody translated marked as such, dates in Arabic', async () => {
  const translated = await createLiveNotice(TRANSLATED, 'Bring a hat and water on Friday.');
  await createLiveNotice(UNTRANSLATED, 'The library is closed on Monday.');

  const { page: desk, context: deskContext } = await browser.newPage();
  await signInAt(desk, `/admin/edit-notice/${translated.documentId}`, 'admin1');
  // Blueprint draws the radio over its input: a person clicks the language's name.
  await desk.getByRole('radiogroup', { name: 'Language of the texts' }).getByText('العربية', { exact: true }).click();
  const arabic = desk.getByRole('form', { name: 'Translation into العربية' });
  await arabic.getByRole('textbox', { name: 'Title' }).fill('يوم الرياضة ينتقل إلى يوم الجمعة');
  await arabic.getByRole('textbox', { name: 'Content' }).click();
  await desk.keyboard.type('أحضروا قبعة وماءً يوم الجمعة.');
  await arabic.getByRole('button', { name: 'Save translation' }).click();
  await desk.getByText('Translation saved.').waitFor();
  await deskContext.close();

  const { page: phone, context } = await browser.newPage({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await signInAt(phone, '/notices', 'carer1');
  await phone.getByRole('heading', { level: 1, name: 'Notices' }).waitFor();
  await page.footer(phone).getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await phone.getByRole('heading', { level: 1, name: 'الإعلانات' }).waitFor();

  const inArabic = phone.locator('main .card', { hasText: 'يوم الرياضة ينتقل إلى يوم الجمعة' });
  await inArabic.waitFor();
  assert.equal(await inArabic.getByText('لا توجد ترجمة بعد').count(), 0, 'a translated notice is not marked untranslated');
  assert.match(await inArabic.locator('time').first().innerText(), ARABIC_MONTH, 'its date is written in Arabic');
  const inEnglish = phone.locator('main .card', { hasText: UNTRANSLATED });
  await inEnglish.getByText('لا توجد ترجمة بعد').waitFor();
  // The English runs left to right inside the Arabic page, and says it is English.
  const english = inEnglish.locator('[lang="en"]').first();
  assert.deepEqual([await english.getAttribute('dir'), await english.evaluate((element) => getComputedStyle(element).direction)], ['ltr', 'ltr']);
  assert.deepEqual(await axeViolations(phone), [], 'axe finds nothing on the notices with translations at 375 px');

  await inArabic.getByRole('link').first().click();
  await phone.getByText('أحضروا قبعة وماءً يوم الجمعة.').waitFor();
  assert.equal(await phone.getByText('Bring a hat and water on Friday.').count(), 0);
  // Back to English for the journeys after this one.
  const savedEnglish = savedChoice(phone);
  await page.footer(phone).getByRole('combobox', { name: 'اللغة (Language)' }).selectOption({ label: 'English' });
  assert.equal((await savedEnglish).status(), 200);
  await context.close();
});

it('carer1 reads the dashboard and the calendar in 简体中文', async () => {
  // Whatever the journey before left on carer1's record, this one starts in English.
  await languageAsSeeded('carer1');
  const { page: tab, context } = await browser.newPage();
  await signInAt(tab, '/', 'carer1');
  await tab.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

  await page.footer(tab).getByRole('combobox', { name: 'Language' }).selectOption({ label: '简体中文' });
  await tab.getByRole('heading', { level: 1, name: '主页' }).waitFor();
  assert.deepEqual(await page.direction(tab), ['zh-Hans', 'ltr']);
  await page.footer(tab).getByRole('button', { name: '退出登录' }).waitFor();
  // The tiles' titles are the school's own words (its settings), so the tile is found by where it goes.
  await tab.locator('main a[href="/calendar"]').first().click();
  await tab.getByRole('heading', { level: 1, name: '日历' }).waitFor();

  await page.footer(tab).getByRole('combobox', { name: '语言 (Language)' }).selectOption({ label: 'English' });
  await tab.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
  await context.close();
});
