import type { Page } from 'playwright-core';
import { firstLink } from './browser.ts';

export type ReaderScreen = { name: string; path: string };

/** Mia, carer1's child in the demo school: the absence form is per child. */
const MIA = '20230141';

/**
 * Every reader screen (reader spec 2.1) as carer1 sees it, lists before the records they open
 * (opening a record marks it read, which its list would show). Detail screens are the first
 * record of their list, found through `page` (which is left on the last list it read).
 */
export async function carerReaderScreens(page: Page): Promise<ReaderScreen[]> {
  return [
    { name: 'dashboard', path: '/' },
    { name: 'notices', path: '/notices' },
    { name: 'a notice', path: await firstLink(page, '/notices', '/notices/notice_details/') },
    { name: 'connections', path: '/connections' },
    { name: 'an article', path: await firstLink(page, '/connections', '/connections/connection_details/') },
    { name: 'calendar month', path: '/calendar' },
    { name: 'calendar list', path: '/calendar?view=list' },
    { name: 'an event', path: await firstLink(page, '/calendar?view=list', '/calendar/calendar_details/') },
    { name: 'emergency broadcasts', path: '/emergency-brodcast' },
    { name: 'absences', path: '/absences' },
    { name: 'notify an absence', path: `/absences/notify-absence/${MIA}` },
    { name: 'financial info', path: '/financial-info' },
    { name: 'year info', path: '/year-info' },
    { name: 'course directory', path: '/key-learning-area' },
    { name: 'a learning area', path: await firstLink(page, '/key-learning-area', '/key-learning-area/') },
    { name: 'a place', path: '/places/year-9-english' },
    { name: 'assessment tasks', path: '/places/year-9-english/assessment-tasks' },
    { name: 'parent dashboard', path: '/parent-dashboard' },
    { name: 'student goals', path: '/student-goals' },
    { name: 'new students', path: '/new-students' },
    { name: 'school psychology request', path: '/school-psychology-request' },
    // Permission forms (issue 30), as seeded: Mia's Year 9 excursion and Noah's Year 11 placement to sign, Year 10's closed.
    { name: 'forms', path: '/forms' },
    { name: 'a form', path: await firstLink(page, '/forms', '/forms/') },
    // Refused to a carer: the screen says so.
    { name: 'metrics', path: '/metrics' },
  ];
}

/** Opened afresh and left to finish loading (its calls answered, its lazy code in, nothing still loading). */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('main .loading').first().waitFor({ state: 'detached' });
}
