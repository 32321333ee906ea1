import { Classes } from '@blueprintjs/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { POST_MESSAGES } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildNotice, buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const admin = buildUser({ username: 'admin1', is_admin: true });
const categories = [
  { postcategoryUid: 'category0001', categoryname: 'General', categorytype: 'notice', sort_order: 1, audience_type_id: null, category_background_color: null },
];
const groups = [
  { groupUid: 'group0000009', groupname: 'Year 9', grouptype: 'Year' },
  { groupUid: 'group0000010', groupname: 'Year 10', grouptype: 'Year' },
  { groupUid: 'group0000020', groupname: 'Chess club', grouptype: 'Club' },
];
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
const started = new Date(Date.now() - 86_400_000).toISOString();
const stored = buildNotice({
  postUid: 'notice00042',
  title: 'Year 9 camp forms',
  featured_img_url: '/uploads/camp.jpg',
  publish_start: started,
  publish_end: inAMonth,
  group_list: { userTypes: [{ id: 2, value: 'carer', isChecked: true }], groups: [{ groupUid: 'group0000009', groupname: 'Year 9' }], groupNames: ['Year 9'] },
});

function stubAdminCalls(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    'GET /api/post-categories/?category_type=All': { body: envelope(categories) },
    'GET /api/groups/': { body: envelope(groups) },
    'GET /api/posts/notice00042': { body: envelope([stored]) },
    ...extra,
  });
}

/** The stored notice in its editor (the editor's code may take a while to load on a busy machine). */
async function storedNoticeOpened() {
  const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  await waitFor(() => expect(title).toHaveValue('Year 9 camp forms'));
}

describe('the notice editor', () => {
  afterEach(() => vi.useRealTimers());

  it("shows the spec's messages for an empty notice and sends nothing", async () => {
    const fetchMock = stubAdminCalls();
    const { user } = renderApp('/admin/add-notice', { user: admin });
    // The first screen of the file loads the editor's code, which can take a while on a busy machine.
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 }));

    for (const message of [POST_MESSAGES.title, POST_MESSAGES.noticeContent, POST_MESSAGES.category, POST_MESSAGES.startDate, POST_MESSAGES.endDate, POST_MESSAGES.image]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls(fetchMock).filter((call) => call.startsWith('POST /api/posts'))).toEqual([]);
  });

  it('derives the read-only slug from the title and offers the notice editor types', async () => {
    stubAdminCalls();
    const { user } = renderApp('/admin/add-notice', { user: admin });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Book Week Parade');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('book-week-parade');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAttribute('readonly');
    expect(within(screen.getByRole('combobox', { name: 'Type' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Notice',
      'Principal message',
      'Daily email',
    ]);
    expect(screen.queryByRole('checkbox', { name: 'Exclude students' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Principal message');
    expect(screen.getByRole('checkbox', { name: 'Exclude students' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort order' })).toHaveValue('5');
  });

  it('saves the content by the spec\'s rules: outside links open in a new tab in the link colour', async () => {
    const withLink = { ...stored, content_html: '<p><a href="https://example.org/forms">Forms</a></p>' };
    const fetchMock = stubAdminCalls({
      'GET /api/posts/notice00042': { body: envelope([withLink]) },
      'PUT /api/posts/notice00042': { body: envelope(withLink) },
    });
    const { user } = renderApp('/admin/edit-notice/notice00042', { user: admin });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Year 9 camp forms'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(POST_MESSAGES.noticeSaved);
    const [body] = sentBodies(fetchMock, 'PUT /api/posts/notice00042') as [{ data: { content_html: string } }];
    expect(body.data.content_html).toMatch(/<a [^>]*target="_blank"/);
    expect(body.data.content_html).toMatch(/color: ?#C41425/i);
  });

  it('opens a stored notice, saves changes with PUT and says so', async () => {
    const fetchMock = stubAdminCalls({
      'PUT /api/posts/notice00042': (request) => ({ body: envelope({ ...stored, title: (request.body as { data: { title: string } }).data.title }) }),
    });
    const { user } = renderApp('/admin/edit-notice/notice00042', { user: admin });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveValue('Year 9 camp forms'));
    expect(screen.getByRole('checkbox', { name: 'Carers' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Year 9' })).toBeChecked();

    await user.clear(title);
    await user.type(title, 'Year 9 camp forms due');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Save stays on the editor and says so in the admin's toast, read out politely.
    const toast = (await screen.findByText(POST_MESSAGES.noticeSaved)).closest(`.${Classes.TOAST}`);
    expect(toast).not.toBeNull();
    expect(toast?.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit notice' })).toBeInTheDocument();
    const [body] = sentBodies(fetchMock, 'PUT /api/posts/notice00042') as [{ data: Record<string, unknown> }];
    // The stored start has passed; keeping it is allowed.
    expect(body.data).toMatchObject({ title: 'Year 9 camp forms due', publish_start: started, user_types: ['carer'], group_ids: ['group0000009'] });
    expect(body.data).not.toHaveProperty('excerptEdited');
  });

  it('publishes now with one click: the start becomes this minute, is sent, and the editor says it saved', async () => {
    const fetchMock = stubAdminCalls({
      'PUT /api/posts/notice00042': (request) => ({ body: envelope({ ...stored, publish_start: (request.body as { data: { publish_start: string } }).data.publish_start }) }),
    });
    const { user } = renderApp('/admin/edit-notice/notice00042', { user: admin });
    await storedNoticeOpened();

    const before = new Date();
    await user.click(screen.getByRole('button', { name: 'Publish start: now' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const status = await screen.findByText(POST_MESSAGES.noticeSaved);
    expect(status.closest('[aria-live="polite"]')).not.toBeNull();
    const [body] = sentBodies(fetchMock, 'PUT /api/posts/notice00042') as [{ data: { publish_start: string } }];
    const thisMinute = new Date(before);
    thisMinute.setSeconds(0, 0);
    // The minute the button was pressed, no seconds (the save may cross into the next minute).
    expect(Date.parse(body.data.publish_start) - thisMinute.getTime()).toBeGreaterThanOrEqual(0);
    expect(Date.parse(body.data.publish_start) - thisMinute.getTime()).toBeLessThanOrEqual(60_000);
    expect(new Date(body.data.publish_start).getSeconds()).toBe(0);
  });

  it('says which date is wrong and why, and brings the person to the message', async () => {
    const backwards = { ...stored, publish_start: started, publish_end: new Date(Date.now() - 2 * 86_400_000).toISOString() };
    const fetchMock = stubAdminCalls({ 'GET /api/posts/notice00042': { body: envelope([backwards]) } });
    const { user } = renderApp('/admin/edit-notice/notice00042', { user: admin });
    await storedNoticeOpened();
    await user.click(screen.getByRole('button', { name: 'Save and close' }));

    const message = await screen.findByText('*Please select valid date. The end must not be before the start.');
    await waitFor(() => expect(message).toHaveFocus());
    expect(screen.getByLabelText('Publish end')).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock).filter((call) => call.startsWith('PUT '))).toEqual([]);
  });

  it('after Save and close, shows the saved notice first in the Posts list, marked, whatever the list holds', async () => {
    const others = [buildNotice({ postUid: 'notice00001', title: 'Swimming carnival' }), buildNotice({ postUid: 'notice00002', title: 'Book week' })];
    stubAdminCalls({
      'PUT /api/posts/notice00042': { body: envelope(stored) },
      'GET /api/posts/': { body: envelope(others), headers: { 'X-Total-Count': '40' } },
    });
    const { user, router } = renderApp('/admin/edit-notice/notice00042', { user: admin });
    await storedNoticeOpened();
    await user.click(screen.getByRole('button', { name: 'Save and close' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    await screen.findByRole('rowheader', { name: 'Swimming carnival' });
    const titles = screen.getAllByRole('rowheader').map((header) => header.textContent);
    expect(titles).toEqual(['Year 9 camp forms Just saved', 'Swimming carnival', 'Book week']);
  });

  it('says which readers are chosen beside the audience checkboxes', async () => {
    stubAdminCalls();
    const { user } = renderApp('/admin/add-notice', { user: admin });
    const audience = await screen.findByRole('group', { name: 'Audience' }, { timeout: 10_000 });
    expect(within(audience).getByText('None chosen: every reader (students, carers and staff).')).toBeInTheDocument();
    await user.click(within(audience).getByRole('checkbox', { name: 'Carers' }));
    expect(within(audience).getByText('Chosen: Carers only.')).toBeInTheDocument();
    expect(within(audience).queryByText(/None chosen/)).not.toBeInTheDocument();
    await user.click(within(audience).getByRole('checkbox', { name: 'Students' }));
    expect(within(audience).getByText('Chosen: Students and Carers only.')).toBeInTheDocument();
  });

  it('clones a stored notice as a new post marked clone, then returns to /admin', async () => {
    const fetchMock = stubAdminCalls({ 'POST /api/posts': { status: 201, body: envelope({ ...stored, postUid: 'notice00043' }) } });
    const { user, router } = renderApp('/admin/edit-notice/notice00042', { user: admin });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Year 9 camp forms'));
    await user.click(screen.getByRole('button', { name: 'Clone' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    const [body] = sentBodies(fetchMock, 'POST /api/posts') as [{ data: Record<string, unknown> }];
    expect(body.data).toMatchObject({ clone: true, clone_of: 'notice00042', title: 'Year 9 camp forms' });
    expect(body.data.client_id).toEqual(expect.any(String));
  });

  it('tries a failed creation again after 90 seconds with the same client id, and shows the error after the last try', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubAdminCalls({
      'POST /api/posts': { status: 503, body: errorEnvelope('cms_unavailable', 'The content service is not answering.') },
      'GET /api/posts/notice00042': { body: envelope([stored]) },
    });
    const { user } = renderApp('/admin/edit-notice/notice00042', { user: admin });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Year 9 camp forms'));
    await user.click(screen.getByRole('button', { name: 'Clone' }));

    expect(await screen.findByText(/tried again in 90 seconds \(3 tries left\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clone...' })).toBeDisabled();
    for (const left of [2, 1]) {
      await act(() => vi.advanceTimersByTimeAsync(90_000));
      expect(await screen.findByText(new RegExp(`\\(${left} tr(y|ies) left\\)`))).toBeInTheDocument();
    }
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(await screen.findByText('The content service is not answering.')).toBeInTheDocument();

    const bodies = sentBodies(fetchMock, 'POST /api/posts') as { data: { client_id: string } }[];
    expect(bodies).toHaveLength(4);
    expect(new Set(bodies.map((body) => body.data.client_id)).size).toBe(1);
  });

  it("keeps the picture's description beside it, sends it with the post, and says when it is too long", async () => {
    const fetchMock = stubAdminCalls({
      'GET /api/posts/notice00042': { body: envelope([{ ...stored, featured_img_alt: 'Tents by the river' }]) },
      'PUT /api/posts/notice00042': (request) => ({ body: envelope({ ...stored, ...(request.body as { data: object }).data }) }),
    });
    const { user } = renderApp('/admin/edit-notice/notice00042', { user: admin });
    await storedNoticeOpened();
    const description = screen.getByRole('textbox', { name: 'Picture description' });
    expect(description).toHaveValue('Tents by the river');
    expect(screen.getByText('Read out to people who cannot see the picture; leave empty if it only decorates.')).toBeInTheDocument();

    await user.clear(description);
    await user.click(description);
    await user.paste('x'.repeat(251));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shorten the picture description to at most 250 characters: a sentence saying what the picture shows.')).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('PUT /api/posts/notice00042');

    await user.clear(description);
    await user.type(description, 'Year 9 tents pitched by the river');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(POST_MESSAGES.noticeSaved);
    const [body] = sentBodies(fetchMock, 'PUT /api/posts/notice00042') as [{ data: Record<string, unknown> }];
    expect(body.data).toMatchObject({ featured_img_alt: 'Year 9 tents pitched by the river' });
  });

  it('uploads the thumbnail and previews it', async () => {
    const fetchMock = stubAdminCalls({ 'POST /api/posts/image': { status: 201, body: envelope({ url: '/uploads/thumb_1.jpg' }) } });
    renderApp('/admin/add-notice', { user: admin });
    const input = await screen.findByLabelText('Thumbnail image file');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([255, 216, 255])], 'camp.jpg', { type: 'image/jpeg' })] } });

    expect(await screen.findByRole('img', { name: 'Thumbnail image preview' })).toHaveAttribute('src', '/uploads/thumb_1.jpg');
    const [body] = sentBodies(fetchMock, 'POST /api/posts/image') as [{ base64ImageUrl: string; use: string }];
    expect(body.use).toBe('thumbnail');
    expect(body.base64ImageUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
  });
});

describe('the newsletter editor', () => {
  it("asks for a slug when the title gives none, and sends nothing", async () => {
    const fetchMock = stubAdminCalls();
    const { user } = renderApp('/admin/add-newsletter', { user: admin });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 }), '!!! ...');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(POST_MESSAGES.slug)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(POST_MESSAGES.title)).not.toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call.startsWith('POST /api/posts'))).toEqual([]);

    // A title with a word in it gives a slug, and the message goes.
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' News');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('news');
    expect(screen.queryByText(POST_MESSAGES.slug)).not.toBeInTheDocument();
  });

  it('moves to the edit address of the newsletter after its first save', async () => {
    const created = buildNotice({ postUid: 'news0000077', type: 'newsletter', title: 'Term 3 newsletter', featured_img_url: '/uploads/hero_1.jpg' });
    const fetchMock = stubAdminCalls({
      'POST /api/posts/image': { status: 201, body: envelope({ url: '/uploads/hero_1.jpg' }) },
      'POST /api/posts': { status: 201, body: envelope(created) },
      'GET /api/posts/news0000077': { body: envelope([created]) },
    });
    const { user, router } = renderApp('/admin/add-newsletter', { user: admin });

    // The first screen of the file to load the editor's code can take a while on a busy machine.
    await user.type(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 }), 'Term 3 newsletter');
    await user.click(screen.getByRole('textbox', { name: 'Content' }));
    await user.keyboard('Welcome back.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'category0001');
    await user.click(screen.getByRole('radio', { name: 'Draft: not displayed or will not send' }));
    fireEvent.change(screen.getByLabelText('Hero image file'), { target: { files: [new File([new Uint8Array([255, 216, 255])], 'hero.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByRole('img', { name: 'Hero image preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/edit-newsletter/news0000077'));
    expect(sentBodies(fetchMock, 'POST /api/posts')).toHaveLength(1);
    expect(sentBodies(fetchMock, 'POST /api/posts')[0]).toMatchObject({ data: { type: 'newsletter', title: 'Term 3 newsletter' } });
    // The edit screen shows the stored newsletter, so a second Save updates it rather than making another.
    expect(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5_000 })).toHaveValue('Term 3 newsletter');
  });
});
