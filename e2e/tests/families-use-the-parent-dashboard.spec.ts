import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { signInAt, useBrowser } from '../support/browser.ts';
import { documentSavedOnDevice } from '../support/offline.ts';

const browser = useBrowser();
const year = new Date().getFullYear();
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map((violation) => `${where}: ${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** axe at a desktop and a phone width, on what the page shows now. */
async function axeAtBothWidths(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('main .loading').first().waitFor({ state: 'detached' });
    found.push(...(await violations(page, `${where} at ${width} px`)));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return found;
}

/** Waits until the dashboard's answer of this call is kept on the device (lib/use-saved-call.ts names it by its query key). */
const dashboardSavedOnDevice = (page: Page, call: string) => documentSavedOnDevice(page, `student-dashboard:["${call}"`, { prefix: true });

const attendanceRate = (page: Page) => page.getByRole('region', { name: 'Attendance Rate' }).locator('[data-band]');

/** Ethan Wilson, carer2's child: nobody's in the journeys below, student1's and carer1's least of all. */
const OTHER_FAMILYS_STUDENT = { username: 'student7', STUDENT_NUMBER: '20220109' };

/**
 * Changes the username in the page's calls to the BFF from `own` to `other` (query or JSON
 * body), as a person editing a request would, and keeps what the BFF answered to each.
 */
async function askAboutAnotherStudent(page: Page, own: string, other: string): Promise<Array<{ path: string; status: number }>> {
  const answers: Array<{ path: string; status: number }> = [];
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const body = route.request().postData();
    const inQuery = url.searchParams.get('username') === own;
    const inBody = body?.includes(`"username":"${own}"`) ?? false;
    if (!inQuery && !inBody) return route.continue();
    if (inQuery) url.searchParams.set('username', other);
    const response = await route.fetch({ url: url.toString(), ...(inBody ? { postData: body!.replace(`"username":"${own}"`, `"username":"${other}"`) } : {}) });
    answers.push({ path: url.pathname, status: response.status() });
    await route.fulfill({ response });
  });
  return answers;
}

it("carer1 picks a child, reads their learning, absences, results, goals and comments, downloads a report, reads it offline, and finds another family's child's absence not found", async () => {
  const { page, context } = await browser.newPage();
  await signInAt(page, '/parent-dashboard', 'carer1');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  const select = page.getByRole('combobox', { name: 'Student' });
  await select.waitFor();
  assert.deepEqual(await select.locator('option').allTextContents(), ['Mia Taylor', 'Noah Taylor']);
  // The first child's rate, shown at once, is what the device keeps for offline.
  await attendanceRate(page).waitFor();
  const miasRate = await attendanceRate(page).innerText();
  await dashboardSavedOnDevice(page, 'absences/percentage');

  await select.selectOption({ label: 'Noah Taylor' });
  const behaviours = page.getByRole('region', { name: 'Learning Behaviours' });
  await behaviours.getByText(/Rarely|Sometimes|Usually|Consistently/).first().waitFor();
  for (const label of ['Verified Absences', 'Unverified Absences']) {
    const link = page.getByRole('link', { name: new RegExp(`\\d+\\s*${label}`) });
    assert.equal(await link.getAttribute('href'), '/absences');
    assert.equal(await link.getAttribute('target'), '_blank');
  }
  const rate = attendanceRate(page);
  assert.match(await rate.innerText(), /^\d+(\.\d)?%$/);
  const percentage = Number.parseFloat(await rate.innerText());
  const band = percentage >= 60 ? 'green' : percentage >= 40 ? 'orange' : 'red';
  assert.equal(await rate.getAttribute('data-band'), band);
  const colours = { green: 'rgb(30, 123, 52)', orange: 'rgb(178, 84, 0)', red: 'rgb(176, 0, 32)' };
  assert.equal(await rate.evaluate((element) => getComputedStyle(element).color), colours[band]);

  // The box plot of Noah's courses; a course opens its task results and the header's arrow comes back.
  const results = page.getByRole('region', { name: 'Assessment Results' });
  await results.getByRole('figure', { name: 'Course results' }).waitFor();
  await results.getByRole('button', { name: 'Biology' }).click();
  await results.getByRole('heading', { name: 'Biology: task results' }).waitFor();
  await results.getByRole('table', { name: 'Biology task results' }).getByRole('rowheader', { name: 'Task 2: in-class test' }).waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Back to course results' }).click();
  await results.getByRole('button', { name: 'Biology' }).waitFor();

  // Learning detail: by behaviour and by course.
  await behaviours.getByRole('button', { name: 'Learning behaviour details' }).click();
  await page.getByRole('button', { name: 'By Behaviour', pressed: true }).waitFor();
  await page.getByRole('table', { name: 'Learning behaviours by report period' }).getByRole('rowheader', { name: 'Persistence' }).waitFor();
  await page.getByRole('button', { name: 'By Course' }).click();
  await page.getByRole('table', { name: /Learning behaviours by course/ }).getByRole('rowheader', { name: 'Chemistry' }).waitFor();
  const found = await axeAtBothWidths(page, 'learning detail');
  await page.getByRole('button', { name: 'Back to summary' }).click();

  // Goals and homeroom comments of a semester.
  await page.getByRole('button', { name: 'Goals and homeroom comments' }).click();
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
  // Semester 2 holds the same goals: the accordion is opened once Semester 1's have come.
  const semesterOne = page.waitForResponse((response) => response.url().includes('student-learning-goals') && response.url().includes('Semester+1'));
  await page.getByRole('combobox', { name: 'Semester' }).selectOption('Semester 1');
  await semesterOne;
  await page.locator('summary', { hasText: 'Read for 20 minutes every night' }).waitFor();
  await page.locator('summary', { hasText: 'Hand in every assessment task on time' }).click();
  await page.getByText('I used a planner and did not miss a due date.').waitFor();
  await page.getByRole('heading', { name: 'Homeroom Teacher Comment' }).waitFor();
  await page.getByText(/Noah is a positive member of the homeroom/).waitFor();
  found.push(...(await axeAtBothWidths(page, 'goals view')));
  await page.getByRole('button', { name: 'Back to summary' }).click();

  // The annual report, by form post, as a PDF.
  const report = page.getByRole('combobox', { name: 'Report' });
  await report.selectOption(`Noah_Taylor_Semester_1_${year}.pdf`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Report' }).click()]);
  assert.equal(download.suggestedFilename(), `Noah_Taylor_Semester_1_${year}.pdf`);
  assert.equal((await readFile((await download.path())!)).subarray(0, 5).toString(), '%PDF-');
  found.push(...(await axeAtBothWidths(page, 'carer summary')));
  assert.deepEqual(found, []);

  // No signal: the dashboard opens with the first child's boxes as they were.
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('status', { name: 'Connection' }).getByText('You are offline').waitFor();
  await attendanceRate(page).waitFor();
  assert.equal(await attendanceRate(page).innerText(), miasRate);
  await context.setOffline(false);

  // Another family's child's number in the address (with an absence id of the school system's
  // form): the BFF answers 404 for the student, the screen says not found, with no form.
  const answer = page.waitForResponse((response) => response.url().includes(`/api/absences/?STUDENT_NUMBER=${OTHER_FAMILYS_STUDENT.STUDENT_NUMBER}`));
  await page.goto(`/absences/edit-absence-reason/${OTHER_FAMILYS_STUDENT.STUDENT_NUMBER}/DA-${OTHER_FAMILYS_STUDENT.STUDENT_NUMBER}-${year}0302`);
  assert.equal((await answer).status(), 404);
  await page.getByRole('main').getByText('No records found!', { exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Save reason' }).count(), 0);
  assert.equal(await page.getByText('Ethan Wilson').count(), 0);
});

it("student1 sees only their own dashboard, with their day; another student's username in the calls answers 404 and shows nothing of theirs", async () => {
  // This page's calls are routed, which a service worker's requests would pass by: it has none.
  const { page } = await browser.newPage({ serviceWorkers: 'block' });
  const answers = await askAboutAnotherStudent(page, 'student1', OTHER_FAMILYS_STUDENT.username);
  await signInAt(page, '/parent-dashboard', 'student1');
  await page.getByRole('heading', { name: 'Mia Taylor', level: 2 }).waitFor();
  for (const box of ['Attendance Rate', 'Learning Behaviours']) await page.getByRole('region', { name: box }).getByText('No records found!', { exact: true }).waitFor();
  assert.equal(await attendanceRate(page).count(), 0);
  assert.equal(await page.getByText('Ethan Wilson').count(), 0);
  const paths = answers.map((answer) => answer.path);
  for (const call of ['/api/absences/percentage/', '/api/student-learning-behaviour/']) assert.ok(paths.includes(call), `${call} in ${paths.join(', ')}`);
  assert.deepEqual(answers.filter((answer) => answer.status !== 404), []);

  // The same screen with the calls as the portal makes them: Mia's own data.
  // Once the changed calls still under way have had their answers.
  await page.unrouteAll({ behavior: 'wait' });
  await page.reload();
  await page.getByRole('heading', { name: 'Mia Taylor', level: 2 }).waitFor();
  assert.equal(await page.getByRole('combobox', { name: 'Student' }).count(), 0);
  assert.equal(await page.getByText('Noah Taylor').count(), 0);
  const myDay = page.getByRole('region', { name: 'My day' });
  await myDay.getByText('Period 1').or(myDay.getByText(/08:50/)).first().waitFor();
  await attendanceRate(page).waitFor();
});

it('teacher1 picks a year and opens a student, with their own day beside', async () => {
  const { page } = await browser.newPage();
  await signInAt(page, '/parent-dashboard', 'teacher1');
  await page.getByRole('region', { name: 'My day' }).getByText(/English/).first().waitFor();
  const panel = page.getByRole('complementary', { name: 'Students' });
  await panel.getByRole('combobox', { name: 'Year' }).selectOption('7');
  await panel.getByRole('list', { name: 'Year 7 students' }).getByRole('button', { name: 'Oliver Chen', exact: true }).click();
  await page.getByRole('heading', { name: 'Oliver Chen', level: 2 }).waitFor();
  // Oliver has no ratings or results this year.
  await page.getByRole('region', { name: 'Learning Behaviours' }).getByText('No data yet!').waitFor();
  await page.getByRole('region', { name: 'Assessment Results' }).getByText('No records found', { exact: true }).waitFor();

  await panel.getByRole('combobox', { name: 'Year' }).selectOption('9');
  await panel.getByRole('button', { name: 'Mia Taylor', exact: true }).click();
  await page.getByRole('heading', { name: 'Mia Taylor', level: 2 }).waitFor();
  await page.getByRole('region', { name: 'Learning Behaviours' }).getByText(/Rarely|Sometimes|Usually|Consistently/).first().waitFor();
  assert.deepEqual(await axeAtBothWidths(page, 'faculty dashboard'), []);
});
