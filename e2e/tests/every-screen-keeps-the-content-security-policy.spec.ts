import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { firstLink, signInAt, useBrowser } from '../support/browser.ts';
import { watchCspRefusals } from '../support/csp.ts';

/**
 * Every screen of both specs under the portal's Content-Security-Policy: nothing it loads (a
 * script, a style, a font, an icon) is refused (watchCspRefusals). Each screen is visited by
 * a demo person who may open it.
 */
const browser = useBrowser();

type Watched = { page: Page; context: BrowserContext; refused: string[] };

/** A signed-in page whose CSP refusals on the portal's own origin are collected, across navigations. */
async function signedInAs(username: string, firstPath: string): Promise<Watched> {
  const { page, context } = await browser.newPage();
  const refused = await watchCspRefusals(page, context);
  await signInAt(page, firstPath, username);
  return { page, context, refused };
}

/** Opened and left until its calls are answered and its lazy code and styles are in. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function visitAll(watched: Watched, paths: readonly string[]): Promise<void> {
  for (const path of paths) await visit(watched.page, path);
}

describe('every screen keeps the Content-Security-Policy', () => {
  it("carer1's reader screens load nothing the CSP refuses", async () => {
    const carer = await signedInAs('carer1', '/');
    const MIA = '20230141';
    await visitAll(carer, [
      '/',
      '/connections',
      '/notices',
      '/calendar',
      '/calendar?view=list',
      '/absences',
      `/absences/notify-absence/${MIA}`,
      '/absences/extended-leave',
      `/absences/extended-leave/${MIA}`,
      '/financial-info',
      '/emergency-brodcast',
      '/year-info',
      '/parent-dashboard',
      '/new-students',
      '/student-goals',
      '/school-psychology-request',
    ]);
    await visitAll(carer, [
      await firstLink(carer.page, '/notices', '/notices/notice_details/'),
      await firstLink(carer.page, '/connections', '/connections/connection_details/'),
      await firstLink(carer.page, '/calendar?view=list', '/calendar/calendar_details/'),
    ]);
    await carer.page.goto('/absences');
    await carer.page
      .getByRole('link', { name: /^Give reason/ })
      .first()
      .click();
    await carer.page.getByRole('heading', { level: 1, name: 'Edit absence reason' }).waitFor();
    await carer.page.waitForLoadState('networkidle');
    await carer.context.close();
    assert.deepEqual(carer.refused, []);
  });

  it("student1's and teacher1's reader screens load nothing the CSP refuses", async () => {
    const student = await signedInAs('student1', '/key-learning-area');
    await visitAll(student, ['/', '/notices', '/places/year-9-english', '/places/year-9-english/course-overview']);
    await visit(student.page, await firstLink(student.page, '/key-learning-area', '/key-learning-area/'));
    await student.context.close();

    const teacher = await signedInAs('teacher1', '/metrics');
    await visitAll(teacher, ['/parent-dashboard', '/places/year-9-english']);
    await teacher.context.close();
    assert.deepEqual([...student.refused, ...teacher.refused], []);
  });

  it("admin1's tabs and admin screens, with a ticked checkbox, load nothing the CSP refuses", async () => {
    const admin = await signedInAs('admin1', '/admin');
    const { page } = admin;
    for (const tab of ['dashboard', 'places', 'posts', 'email', 'email-logs', 'web-logs', 'subscribed', 'learning-virtues-goals']) {
      await visit(page, `/admin?tab=${tab}`);
      await page.getByRole('navigation', { name: 'Administration' }).locator('[aria-current="page"]').waitFor();
    }
    await visitAll(admin, [
      '/admin/add-place',
      '/admin/add-page',
      '/admin/add-newsletter',
      '/admin/add-newsletter-header',
      '/admin/email-logs',
      '/admin/email-logs/send-principal-emails',
      '/admin/email-logs/send-weekly-emails',
      '/admin/web-logs/',
      await firstLink(page, '/admin?tab=posts', '/admin/edit-notice/'),
      await firstLink(page, '/admin?tab=posts', '/admin/edit-newsletter/'),
      await firstLink(page, '/admin?tab=places', '/admin/edit-place/'),
      await firstLink(page, '/admin?tab=places', '/admin/edit-page/'),
    ]);

    // Blueprint draws a checkbox's tick only once it is ticked: tick one and let it draw.
    await visit(page, '/admin/add-notice');
    const audience = page.getByRole('group', { name: 'Audience', exact: true });
    await audience.getByText('Carers', { exact: true }).click();
    assert.equal(await audience.getByRole('checkbox', { name: 'Carers' }).isChecked(), true);
    await page.waitForLoadState('networkidle');
    const tick = await audience
      .locator('label', { hasText: 'Carers' })
      .locator('.bp6-control-indicator')
      .evaluate((indicator) => getComputedStyle(indicator, '::before').backgroundImage);
    assert.match(tick, /\/admin-icons\/checkbox-tick\.svg/);
    await admin.context.close();
    assert.deepEqual(admin.refused, []);
  });
});
