import assert from 'node:assert/strict';
import { it } from 'node:test';
import { signInAt, useBrowser } from '../support/browser.ts';
import { cmsFind } from '../support/cms.ts';

const browser = useBrowser();

it('teacher1 reads Year 9 English with no editing controls, and the BFF refuses their page writes', async () => {
  const { page, context } = await browser.newPage();
  await signInAt(page, '/places/year-9-english/course-overview', 'teacher1');
  const tabs = page.getByRole('navigation', { name: 'Pages of Year 9 English' });
  await tabs.waitFor();
  await page.getByRole('heading', { level: 2, name: 'Course Overview' }).waitFor();
  await page.getByRole('heading', { name: 'How the year runs' }).waitFor();

  const titles = await tabs.getByRole('link').allInnerTexts();
  assert.ok(titles.includes('Assessment Tasks'), 'staff read the tasks too');
  assert.ok(!titles.includes('Excursion Permission Forms'), 'a hidden page is not listed for someone who is not an editor');
  for (const control of ['Edit this place', 'Edit title', 'Edit content', 'Hide page', 'Delete page', 'Add Static Page', 'Add Documents']) {
    assert.equal(await page.getByRole('button', { name: control }).count(), 0, `no '${control}' for teacher1`);
  }
  assert.equal(await page.getByRole('button', { name: /^Move / }).count(), 0, 'no reordering for teacher1');

  // The same writes an editor makes, sent with teacher1's own token: each refused.
  const [overview] = await cmsFind('pages', { 'filters[slug][$eq]': 'course-overview', 'filters[place][slug][$eq]': 'year-9-english' });
  const [place] = await cmsFind('places', { 'filters[slug][$eq]': 'year-9-english' });
  assert.ok(overview && place, 'the seeded place and page exist');
  const draggable = await cmsFind('pages', { 'filters[place][slug][$eq]': 'year-9-english', 'filters[landing_page][$eq]': 'false', 'filters[is_deleted][$eq]': 'false', 'sort[0]': 'sort_order:asc' });
  const sortData = draggable.map((each, index) => ({ pageUid: each.documentId, sort_order: index }));
  const statuses = await page.evaluate(
    async ({ pageUid, placeUid, updatedAt, sortData }) => {
      const key = Object.keys(sessionStorage).find((name) => name.includes('oidc.user:'));
      const token = key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token : '';
      // No named functions in here: the page runs this code as it is, without the test runner's helpers.
      const writes: [string, string, unknown][] = [
        ['PUT', `pages/${pageUid}`, { pageData: { title: 'Taken over', updated_at: updatedAt } }],
        ['PUT', 'pages/?update_sort_order=true', { placeUid, sortData: [...sortData].reverse().map((entry, index) => ({ ...entry, sort_order: index })) }],
        ['DELETE', `pages/${pageUid}`, undefined],
      ];
      const statuses: number[] = [];
      for (const [method, path, body] of writes) {
        const response = await fetch(`/api/${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        statuses.push(response.status);
      }
      return { retitle: statuses[0], reorder: statuses[1], remove: statuses[2] };
    },
    { pageUid: overview.documentId, placeUid: place.documentId, updatedAt: String(overview.updatedAt), sortData },
  );
  assert.deepEqual(statuses, { retitle: 403, reorder: 403, remove: 403 });
  const [still] = await cmsFind('pages', { 'filters[documentId][$eq]': overview.documentId });
  assert.equal(still?.title, 'Course Overview', 'the page is unchanged');
  await context.close();
});
