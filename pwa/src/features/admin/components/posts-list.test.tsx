import { Classes } from '@blueprintjs/core';
import type { PostCategoryRecord } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildNotice, buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const admin = buildUser({ username: 'admin1', is_admin: true });
const settings = { body: envelope([buildSettings()]) };
const LIST = 'GET /api/posts/';

function category(postcategoryUid: string, categoryname: string, categorytype: string): PostCategoryRecord {
  return {
    postcategoryUid,
    categoryname,
    categorytype,
    sort_order: null,
    audience_type_id: null,
    category_background_color: null,
  };
}

const categories = {
  body: envelope([
    category('category0001', 'Sport', 'newsletter'),
    category('category0002', 'Sport', 'notice'),
    category('category0003', 'Health', 'notice'),
  ]),
};

/** The admin list's answer: one page of posts and how many match on every page. */
function page(records: ReturnType<typeof buildNotice>[], total = records.length) {
  return { body: envelope(records), headers: { 'X-Total-Count': String(total) } };
}

/** The query of each admin list call made so far. */
function listQueries(fetchMock: ReturnType<typeof stubFetch>) {
  return calls(fetchMock)
    .filter((call) => call.startsWith(`${LIST}?get_posts_for_admin`))
    .map((call) => Object.fromEntries(new URLSearchParams(call.split('?')[1])));
}

const days = (count: number) => new Date(Date.now() + count * 86_400_000).toISOString();

/** A date as the admin tables show it, on a 12-hour clock ('February 3, 2026 9:05 PM'). */
const ADMIN_DATE_TEXT = /^[A-Z][a-z]+ \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/;

/** A post's row as a person reads it: each column's heading with what the row shows under it, in order. */
function rowOf(title: string): Array<[string | null, string | null]> {
  const headings = screen.getAllByRole('columnheader').map((heading) => heading.textContent);
  const row = screen.getByRole('rowheader', { name: title }).closest('tr')!;
  return Array.from(row.cells, (cell, column) => [headings[column] ?? null, cell.textContent]);
}

async function openPostsTab(handlers: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch({ 'GET /api/settings/': settings, 'GET /api/post-categories/': categories, ...handlers });
  const view = renderApp('/admin', { user: admin });
  await screen.findByRole('heading', { level: 2, name: 'Posts' });
  return { fetchMock, ...view };
}

describe('admin posts list', () => {
  it("shows 'No records found!' when no post matches", async () => {
    await openPostsTab({ [LIST]: page([]) });

    expect(await screen.findByText('No records found!')).toBeInTheDocument();
    // The table keeps its headings (each named, in order, by the next tests' rows).
    expect(screen.getAllByRole('columnheader')).toHaveLength(10);
  });

  it('offers the three create buttons', async () => {
    await openPostsTab({ [LIST]: page([]) });

    expect(await screen.findByRole('link', { name: 'Create Newsletter Header' })).toHaveAttribute(
      'href',
      '/admin/add-newsletter-header',
    );
    expect(screen.getByRole('link', { name: 'Create Newsletter Article' })).toHaveAttribute('href', '/admin/add-newsletter');
    expect(screen.getByRole('link', { name: 'Create Notice/Principal/Dailymail' })).toHaveAttribute('href', '/admin/add-notice');
  });

  it('shows UNPUBLISHED and INDEFINITE as they are, other dates with a 12-hour clock, and Yes only for posts live now', async () => {
    // Local times, so the expected text holds in any time zone the tests run in.
    // School times in Sydney (AEDT, +11), whatever the zone the tests run in.
    const evening = '2026-02-03T10:05:00.000Z';
    const morning = '2026-01-29T22:30:00.000Z';
    await openPostsTab({
      [LIST]: page([
        buildNotice({
          postUid: 'notice00001',
          title: 'Live notice',
          publish_start: days(-1),
          publish_end: 'INDEFINITE',
          created_at: evening,
        }),
        buildNotice({
          postUid: 'notice00002',
          title: 'Old reunion',
          published: false,
          publish_start: 'UNPUBLISHED',
          publish_end: 'UNPUBLISHED',
          created_at: morning,
        }),
        buildNotice({
          postUid: 'notice00003',
          title: 'Draft in its window',
          published: false,
          publish_start: days(-1),
          publish_end: days(1),
        }),
        buildNotice({ postUid: 'notice00004', title: 'Next week', publish_start: days(7), publish_end: days(9) }),
        buildNotice({
          postUid: 'notice00005',
          title: 'For Year 9',
          make_public: true,
          publish_start: days(-2),
          publish_end: days(2),
          group_list: {
            userTypes: [],
            groups: [{ groupUid: 'group0000009', groupname: 'Year 9' }, { groupUid: 'group0000010', groupname: 'Year 10' }],
            groupNames: ['Year 9', 'Year 10'],
          },
        }),
      ]),
    });

    await screen.findByRole('rowheader', { name: 'Live notice' });
    expect(rowOf('For Year 9')).toEqual([
      ['Title', 'For Year 9'],
      ['Type', 'notice'],
      ['Category', 'Sport'],
      ['Groups', 'Year 9, Year 10'],
      ['Publish Start', expect.stringMatching(ADMIN_DATE_TEXT)],
      ['Publish End', expect.stringMatching(ADMIN_DATE_TEXT)],
      ['Created At', 'February 1, 2026 8:00 PM'],
      ['Made Public', 'Yes'],
      ['Currently Live', 'Yes'],
      ['Actions', 'EditDelete'],
    ]);
    const shown = (title: string) => Object.fromEntries(rowOf(title));
    expect(shown('Live notice')).toMatchObject({
      'Publish Start': expect.stringMatching(ADMIN_DATE_TEXT),
      'Publish End': 'INDEFINITE',
      'Created At': 'February 3, 2026 9:05 PM',
      'Made Public': 'No',
      'Currently Live': 'Yes',
    });
    expect(shown('Old reunion')).toMatchObject({
      'Publish Start': 'UNPUBLISHED',
      'Publish End': 'UNPUBLISHED',
      'Created At': 'January 30, 2026 9:30 AM',
      'Made Public': 'No',
      'Currently Live': 'No',
    });
    expect(shown('Draft in its window')['Currently Live']).toBe('No');
    expect(shown('Next week')['Currently Live']).toBe('No');
  });

  it('edits a newsletter in the newsletter editor and every other type in the notice editor', async () => {
    await openPostsTab({
      [LIST]: page([
        buildNotice({ postUid: 'newsletter001', type: 'newsletter', title: 'Robotics finals' }),
        buildNotice({ postUid: 'notice00001', type: 'notice', title: 'Flu vaccinations' }),
        buildNotice({ postUid: 'principal001', type: 'principal', title: 'From the principal' }),
        buildNotice({ postUid: 'dailyemail01', type: 'dailyemail', title: 'Daily reminders' }),
      ]),
    });

    expect(await screen.findByRole('link', { name: 'Edit Robotics finals' })).toHaveAttribute(
      'href',
      '/admin/edit-newsletter/newsletter001',
    );
    expect(screen.getByRole('link', { name: 'Edit Flu vaccinations' })).toHaveAttribute('href', '/admin/edit-notice/notice00001');
    expect(screen.getByRole('link', { name: 'Edit From the principal' })).toHaveAttribute(
      'href',
      '/admin/edit-notice/principal001',
    );
    expect(screen.getByRole('link', { name: 'Edit Daily reminders' })).toHaveAttribute('href', '/admin/edit-notice/dailyemail01');
  });

  it("shows the spec's date messages and sends no filter while one shows", async () => {
    const { fetchMock, user } = await openPostsTab({ [LIST]: page([]) });
    await screen.findByText('No records found!');
    const sent = () => listQueries(fetchMock).length;
    const before = sent();
    const filter = screen.getByRole('button', { name: 'Filter' });

    await user.type(screen.getByLabelText('Live From'), '2026-05-10');
    await user.click(filter);
    expect(await screen.findByText('*Please select publish end date.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Live From'));
    await user.type(screen.getByLabelText('Live To'), '2026-05-01');
    await user.click(filter);
    expect(await screen.findByText('*Please select publish start date.')).toBeInTheDocument();
    expect(screen.queryByText('*Please select publish end date.')).not.toBeInTheDocument();

    // Typed in, Live From can still end up after Live To.
    await user.type(screen.getByLabelText('Live From'), '2026-05-10');
    await user.click(filter);
    expect(await screen.findByText('*Please select valid date.')).toBeInTheDocument();

    expect(sent()).toBe(before);
  });

  it('offers no Live To day before Live From in the picker', async () => {
    const { user } = await openPostsTab({ [LIST]: page([]) });
    await screen.findByText('No records found!');

    await user.type(screen.getByLabelText('Live From'), '2026-05-10');
    await user.click(screen.getByLabelText('Live To'));
    const picker = await screen.findByRole('dialog', { name: 'date picker' });
    const day = (name: string) => within(picker).getByRole('gridcell', { name });
    expect(day('9')).toBeDisabled();
    expect(day('10')).toBeEnabled();
    expect(within(picker).getByRole('button', { name: 'Go to previous month' })).toBeDisabled();
  });

  it('sends every filter to the server and starts again from page 1', async () => {
    const { fetchMock, user, router } = await openPostsTab({ [LIST]: page([buildNotice({ title: 'Swimming carnival' })], 60) });
    await screen.findByRole('rowheader', { name: 'Swimming carnival' });
    expect(listQueries(fetchMock).at(-1)).toEqual({ get_posts_for_admin: 'true', page: '1', page_size: '25' });

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ page: '3' }));

    await user.type(screen.getByLabelText('Live From'), '2026-05-01');
    await user.type(screen.getByLabelText('Live To'), '2026-05-31');
    await user.click(screen.getByRole('checkbox', { name: 'notice' }));
    await user.click(screen.getByRole('checkbox', { name: 'principal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sport (notice)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Health (notice)' }));
    await user.type(screen.getByLabelText('Title Keyword'), ' flu ');
    await user.type(screen.getByLabelText('Group Keyword'), 'Year 9');
    await user.click(screen.getByRole('checkbox', { name: 'Currently Live' }));
    await user.click(screen.getByRole('checkbox', { name: 'Made Public' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    const filtered = {
      get_posts_for_admin: 'true',
      publish_start: '2026-05-01',
      publish_end: '2026-05-31',
      types: 'notice,principal',
      categories: 'category0002,category0003',
      title_keyword: 'flu',
      group_keyword: 'Year 9',
      currently_live: 'true',
      made_public: 'true',
      page: '1',
      page_size: '25',
    };
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual(filtered));
    // The address keeps the filter, so a reload lists the same posts.
    expect(router.state.location.search).toContain('title_keyword=flu');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ get_posts_for_admin: 'true', page: '1', page_size: '25' }),
    );
    expect(screen.getByLabelText('Title Keyword')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'notice' })).not.toBeChecked();
  });

  it("shows 'Filter...' and disables Filter while the list loads", async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = stubFetch({ 'GET /api/settings/': settings, 'GET /api/post-categories/': categories });
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith(`${LIST}?`) ? new Promise<Response>((resolve) => (answer = resolve)) : original(input, init),
    );
    renderApp('/admin', { user: admin });

    const busy = await screen.findByRole('button', { name: 'Filter...' });
    expect(busy).toBeDisabled();
    answer(new Response(JSON.stringify(envelope([])), { headers: { 'Content-Type': 'application/json', 'X-Total-Count': '0' } }));
    expect(await screen.findByRole('button', { name: 'Filter' })).toBeEnabled();
  });

  it("asks before deleting, then says 'Deleted successfully.' and loads the page again", async () => {
    const notice = buildNotice({ postUid: 'notice00001', title: 'Flu vaccinations' });
    let deleted = false;
    const { fetchMock, user } = await openPostsTab({
      [LIST]: () => page(deleted ? [] : [notice]),
      'DELETE /api/posts/notice00001': () => {
        deleted = true;
        return { body: envelope(notice) };
      },
    });
    const deleteButton = await screen.findByRole('button', { name: 'Delete Flu vaccinations' });

    // The question takes the keyboard's focus; Escape leaves the post alone.
    await user.click(deleteButton);
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Are you sure you want to permanetly remove this post ?')).toBeInTheDocument();
    const focusInQuestion = () => expect(document.activeElement?.closest(`.${Classes.OVERLAY}`)).toBeTruthy();
    await waitFor(focusInQuestion);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls(fetchMock)).not.toContain('DELETE /api/posts/notice00001');

    // Confirmed from the keyboard alone.
    await user.click(deleteButton);
    await waitFor(focusInQuestion);
    const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' });
    for (let presses = 0; presses < 3 && document.activeElement !== confirm; presses += 1) await user.tab();
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Deleted successfully.')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('DELETE /api/posts/notice00001');
    expect(await screen.findByText('No records found!')).toBeInTheDocument();
  });

  it("shows the server's message when a delete is refused", async () => {
    const { user } = await openPostsTab({
      [LIST]: page([buildNotice({ postUid: 'notice00001', title: 'Flu vaccinations' })]),
      'DELETE /api/posts/notice00001': { status: 403, body: errorEnvelope('forbidden', 'You do not have access to this.') },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Flu vaccinations' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('You do not have access to this.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Flu vaccinations' })).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    await openPostsTab({
      [LIST]: {
        status: 502,
        body: errorEnvelope('cms_unavailable', 'The content service is not available right now. Please try again shortly.'),
      },
    });

    expect(
      await screen.findByText('The content service is not available right now. Please try again shortly.'),
    ).toBeInTheDocument();
  });

  it("finds the posts not translated into a language, with the other filters, and keeps it in the address (issue 28)", async () => {
    const { fetchMock, user, router } = await openPostsTab({ [LIST]: page([buildNotice({ title: 'Swimming carnival' })]) });
    await screen.findByRole('rowheader', { name: 'Swimming carnival' });

    const language = screen.getByRole('combobox', { name: 'Not translated into' });
    expect(within(language).getAllByRole('option').map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['Any', null],
      ['العربية', 'ar'],
      ['简体中文', 'zh-Hans'],
      ['Tiếng Việt', 'vi'],
    ]);
    await user.selectOptions(language, '简体中文');
    await user.click(screen.getByRole('checkbox', { name: 'notice' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        get_posts_for_admin: 'true',
        types: 'notice',
        untranslated: 'zh-Hans',
        page: '1',
        page_size: '25',
      }),
    );
    expect(router.state.location.search).toContain('untranslated=zh-Hans');
    expect(screen.getByRole('combobox', { name: 'Not translated into' })).toHaveValue('zh-Hans');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).not.toHaveProperty('untranslated'));
    expect(screen.getByRole('combobox', { name: 'Not translated into' })).toHaveValue('');
  });

  it('says above the list how many live and coming posts each language lacks, and how many only a machine translated', async () => {
    await openPostsTab({
      [LIST]: page([buildNotice({ title: 'Swimming carnival' })]),
      'GET /api/posts/translation-counts': {
        body: envelope([
          { language: 'ar', untranslated: 3, machine_translated: 1 },
          { language: 'zh-Hans', untranslated: 5, machine_translated: 0 },
          { language: 'vi', untranslated: 2, machine_translated: 4 },
        ]),
      },
    });

    const counts = await screen.findByText(/^Live and coming posts not translated yet:/);
    expect(counts).toHaveTextContent(
      'Live and coming posts not translated yet: العربية 3 · 简体中文 5 · Tiếng Việt 2 (machine translated: العربية 1 · 简体中文 0 · Tiếng Việt 4)',
    );
    expect(within(counts).getAllByText('العربية').every((name) => name.getAttribute('lang') === 'ar')).toBe(true);
    // Above the list.
    expect(counts.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
