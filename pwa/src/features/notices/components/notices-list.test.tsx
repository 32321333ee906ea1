import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser.ts';
import { saveDeviceAnswer } from '@/offline/device.ts';
import { readReadPosts } from '@/data/marks/lib/read-marks.ts';
import { postList } from '@/data/posts/api/get-posts.ts';
import { postsTable } from '@/data/posts/offline.ts';
import { tableOf } from '@/offline/declarations.ts';
import { readSavedList, replaceSavedList } from '@/offline/saved-list.ts';
import { openOfflineDatabase } from '@/offline/session.ts';
import { buildFavourite, buildNotice, buildReadPost, buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { offlineScopeOf, openPersonDatabase, renderApp } from '@/testing/render-app.tsx';

const settings = { body: envelope([buildSettings()]) };

/** The cards of the screen (the chrome has list items too). */
function cards() {
  return screen.getAllByRole('listitem').filter((item) => item.closest('main') && item.classList.contains('card'));
}

/** What carer1 saved on an earlier visit. */
async function saveNotices(notices: ReturnType<typeof buildNotice>[]) {
  const db = await openPersonDatabase(buildUser());
  await replaceSavedList(db!, postList, 'notice', notices);
  return db!;
}

describe('notices', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the notices the server returns, each linking to its detail', async () => {
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=notice': {
        body: envelope([
          buildNotice({
            postUid: 'notice00001',
            title: 'Swimming carnival',
            excerpt: 'Bring a hat.',
            postcategory_categoryname: 'Sport',
          }),
          buildNotice({
            postUid: 'notice00002',
            title: 'Book week',
            excerpt: 'Dress as a character.',
            postcategory_categoryname: 'Library',
          }),
        ]),
      },
    });
    renderApp('/notices');

    const first = await screen.findByRole('link', { name: 'Swimming carnival' });
    expect(first).toHaveAttribute('href', '/notices/notice_details/notice00001');
    const items = cards();
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Sport')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Bring a hat.')).toBeInTheDocument();
    expect(within(items[0]!).getByText('3 February 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book week' })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/posts/?types=notice');
    expect(screen.getByText(/^Last updated/)).toBeInTheDocument();
  });

  it('shows each notice with its thumbnail, loaded lazily at its own size, and its excerpt ending on a word', async () => {
    const text = `${'Students need sturdy shoes and a raincoat. '.repeat(4)}Lunch is provided on both days.`;
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=notice': {
        body: envelope([
          buildNotice({
            postUid: 'notice00001',
            title: 'Geography field trip',
            content_html: `<p>${text}</p>`,
            excerpt: text.slice(0, 150),
            featured_img_url: '/uploads/thumbnail_trip.jpg',
            featured_img_alt: 'Year 8 students measuring the creek',
          }),
          buildNotice({ postUid: 'notice00002', title: 'Book week' }),
          buildNotice({ postUid: 'notice00003', title: 'Canteen menu', featured_img_url: '/uploads/thumbnail_menu.jpg' }),
        ]),
      },
    });
    renderApp('/notices');

    await screen.findByRole('link', { name: 'Geography field trip' });
    const [withImage, withoutImage, withDecorativeImage] = cards();
    // The picture is read out in the words its editor gave it.
    const image = within(withImage!).getByRole('img', { name: 'Year 8 students measuring the creek' });
    expect(image).toHaveAttribute('src', '/uploads/thumbnail_trip.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['150', '110']);
    expect(withImage).toHaveClass('card--thumbnail');
    expect(within(withImage!).getByText(`${'Students need sturdy shoes and a raincoat. '.repeat(3)}Students need sturdy\u2026`)).toBeInTheDocument();
    expect(withoutImage!.querySelector('img')).toBeNull();
    expect(within(withoutImage!).getByText('Bring a hat.')).toBeInTheDocument();
    // Without a description the picture only decorates, beside the title that names the notice.
    const decorative = withDecorativeImage!.querySelector('img')!;
    expect(decorative).toHaveAttribute('src', '/uploads/thumbnail_menu.jpg');
    expect(decorative).toHaveAttribute('alt', '');
    expect(within(withDecorativeImage!).queryByRole('img')).toBeNull();
  });

  it("says once when the notices and the principal's messages were last updated", async () => {
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=notice': { body: envelope([buildNotice({ title: 'Swimming carnival' })]) },
      'GET /api/posts/?types=principal': { body: envelope([buildNotice({ postUid: 'principal01', type: 'principal', title: 'A message from the principal' })]) },
    });
    renderApp('/notices');

    await screen.findByRole('heading', { level: 2, name: 'Principal messages' });
    expect(screen.getAllByText(/^Last updated/)).toHaveLength(1);
  });

  it("shows 'No records found!' when there are none", async () => {
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/posts/?types=notice': { body: envelope([]) } });
    renderApp('/notices');

    expect(await screen.findByText('No records found!')).toBeInTheDocument();
  });

  it('leaves out categories hidden in the filter menu', async () => {
    window.localStorage.setItem('portal.hiddenCategories', JSON.stringify(['category0001']));
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=notice': {
        body: envelope([
          buildNotice({ postUid: 'notice00001', title: 'Swimming carnival', postcategory_categoryid: 'category0001' }),
          buildNotice({ postUid: 'notice00002', title: 'Book week', postcategory_categoryid: 'category0002' }),
        ]),
      },
    });
    renderApp('/notices');

    expect(await screen.findByRole('link', { name: 'Book week' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Swimming carnival' })).not.toBeInTheDocument();
  });

  it("shows the principal's messages under their own heading", async () => {
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=notice': { body: envelope([buildNotice({ title: 'Swimming carnival' })]) },
      'GET /api/posts/?types=principal': {
        body: envelope([buildNotice({ postUid: 'principal01', type: 'principal', title: 'A message from the principal' })]),
      },
    });
    renderApp('/notices');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Principal messages' });
    const section = heading.closest('section')!;
    expect(within(section).getByRole('link', { name: 'A message from the principal' })).toHaveAttribute(
      'href',
      '/notices/notice_details/principal01',
    );
    expect(within(section).queryByRole('link', { name: 'Swimming carnival' })).not.toBeInTheDocument();
  });

  it('shows a notice with its content and its picture, described', async () => {
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/notice00001': {
        body: envelope([buildNotice({ content_html: '<p>Bring a <strong>hat</strong>.</p>', featured_img_url: '/uploads/thumbnail_pool.jpg', featured_img_alt: 'The school pool' })]),
      },
    });
    renderApp('/notices/notice_details/notice00001');

    expect(await screen.findByRole('heading', { level: 1, name: 'Swimming carnival' })).toBeInTheDocument();
    expect(screen.getByText('hat').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'The school pool' })).toHaveAttribute('src', '/uploads/thumbnail_pool.jpg');
  });

  it('saves a notice as a PDF from its screen', async () => {
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/notice00001': { body: envelope([buildNotice({ slug: 'swimming-carnival' })]) },
      'GET /api/posts/pdf/notice00001': { body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } },
    });
    const { user } = renderApp('/notices/notice_details/notice00001');

    await user.click(await screen.findByRole('button', { name: 'Save Swimming carnival as PDF' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [pdf, name] = saveFile.mock.calls[0]!;
    expect(name).toBe('swimming-carnival.pdf');
    expect(await pdf.text()).toBe('%PDF-1.7');
  });

  it("shows 'No records found!' for a notice that is not there, and forgets a saved copy", async () => {
    const db = await saveNotices([buildNotice({ postUid: 'missing0001', title: 'Withdrawn notice' })]);
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/missing0001': { status: 404, body: errorEnvelope('not_found', 'No records found!') },
    });
    renderApp('/notices/notice_details/missing0001');

    expect(await screen.findByText('No records found!')).toBeInTheDocument();
    await waitFor(async () => expect(await tableOf(db, postsTable).get('missing0001')).toBeUndefined());
  });
});

describe('notices offline (cache first)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the saved notices when the server cannot be reached', async () => {
    await saveNotices([
      buildNotice({ postUid: 'saved000001', title: 'Saved carnival notice' }),
      buildNotice({ postUid: 'saved000002', title: 'Saved book week notice' }),
    ]);
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/posts/?types=notice': { networkError: true } });
    renderApp('/notices');

    expect(await screen.findByRole('link', { name: 'Saved carnival notice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saved book week notice' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toHaveTextContent('could not refresh');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("replaces the saved notices with the server's when it answers", async () => {
    const db = await saveNotices([buildNotice({ postUid: 'saved000001', title: 'Saved carnival notice' })]);
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const stub = stubFetch({ 'GET /api/settings/': settings });
    const otherCalls = stub.getMockImplementation()!;
    const fresh = envelope([buildNotice({ postUid: 'fresh000001', title: 'Fresh excursion notice' })]);
    stub.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/posts/?types=notice') {
        await answered;
        return new Response(JSON.stringify(fresh));
      }
      return otherCalls(input, init);
    });
    renderApp('/notices');

    // The saved copy first, while the server has not answered...
    expect(await screen.findByRole('link', { name: 'Saved carnival notice' })).toBeInTheDocument();
    // ...then the fresh list wins, on screen and in the cache.
    act(() => answer?.());
    expect(await screen.findByRole('link', { name: 'Fresh excursion notice' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Saved carnival notice' })).not.toBeInTheDocument();
    await waitFor(async () => expect((await readSavedList(db, postList, 'notice')).value.map((notice) => notice.postUid)).toEqual(['fresh000001']));
  });

  it('drops a saved notice at its publish end, with no network call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-03-02T08:59:00Z'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await saveNotices([
      buildNotice({ postUid: 'ending00001', title: 'Canteen closed this morning', publish_end: '2026-03-02T09:00:00.000Z' }),
      buildNotice({ postUid: 'staying0001', title: 'Uniform shop hours' }),
    ]);
    const fetchMock = stubFetch({ 'GET /api/settings/': settings });
    renderApp('/notices');

    expect(await screen.findByRole('link', { name: 'Canteen closed this morning' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_001));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Canteen closed this morning' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Uniform shop hours' })).toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call.includes('/api/posts'))).toEqual([]);
  });
});

describe('read marks and favourites on notices', () => {
  it('marks a notice read when it is opened, sending the mark once', async () => {
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=notice': { body: envelope([buildNotice({ postUid: 'notice00001', title: 'Swimming carnival' })]) },
      'GET /api/posts/notice00001': { body: envelope([buildNotice({ postUid: 'notice00001', title: 'Swimming carnival' })]) },
    });
    const { router, user } = renderApp('/notices');

    const card = (await screen.findByRole('link', { name: 'Swimming carnival' })).closest('li')!;
    await waitFor(() => expect(within(card).getByText('Unread')).toBeInTheDocument());
    await user.click(within(card).getByRole('link', { name: 'Swimming carnival' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Swimming carnival' })).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/readposts/')).toHaveLength(1));

    // Back to the list and in again: already read, nothing more is sent.
    await act(() => router.navigate('/notices'));
    const again = (await screen.findByRole('link', { name: 'Swimming carnival' })).closest('li')!;
    expect(within(again).queryByText('Unread')).not.toBeInTheDocument();
    await act(() => router.navigate('/notices/notice_details/notice00001'));
    await screen.findByRole('heading', { level: 1, name: 'Swimming carnival' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentBodies(fetchMock, 'POST /api/readposts/')).toEqual([
      { data: { posts_postUid: 'notice00001', clientMarkId: expect.stringMatching(/^[0-9a-f-]{36}$/) } },
    ]);
  });

  it('marks a notice read with its button, and shows the marks of other devices', async () => {
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=notice': {
        body: envelope([
          buildNotice({ postUid: 'notice00001', title: 'Swimming carnival' }),
          buildNotice({ postUid: 'notice00002', title: 'Book week' }),
        ]),
      },
      'GET /api/readposts/': { body: envelope([buildReadPost({ posts_postUid: 'notice00002' })]) },
    });
    const { user } = renderApp('/notices');

    const button = await screen.findByRole('button', { name: 'Mark as read: Swimming carnival' });
    expect(screen.queryByRole('button', { name: 'Mark as read: Book week' })).not.toBeInTheDocument();
    await user.click(button);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark as read: Swimming carnival' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/readposts/')).toHaveLength(1));
  });

  it('toggles a favourite star at once and sends it through the outbox', async () => {
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=notice': { body: envelope([buildNotice({ postUid: 'notice00001', title: 'Swimming carnival' })]) },
      'POST /api/favorites/': ({ body }) => ({
        body: envelope(
          buildFavourite({
            favoriteUid: 'fav0000001',
            posts_postUid: 'notice00001',
            clientMarkId: (body as { data: { clientMarkId: string } }).data.clientMarkId,
          }),
        ),
      }),
    });
    const { user } = renderApp('/notices');

    const star = await screen.findByRole('button', { name: 'Favourite: Swimming carnival' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/favorites/')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST /api/favorites/')[0]).toEqual({
      data: { posts_postUid: 'notice00001', clientMarkId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });

    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(calls(fetchMock)).toContain('DELETE /api/favorites/fav0000001'));
  });

  it('shows the favourites saved on other devices', async () => {
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=notice': { body: envelope([buildNotice({ postUid: 'notice00001', title: 'Swimming carnival' })]) },
      'GET /api/favorites/': { body: envelope([buildFavourite({ posts_postUid: 'notice00001' })]) },
    });
    renderApp('/notices');

    const star = await screen.findByRole('button', { name: 'Favourite: Swimming carnival' });
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  });

  it("saves what the open list shows once the device is answered 'own', read marks included", async () => {
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=notice': { body: envelope([buildNotice({ postUid: 'notice00001', title: 'Swimming carnival' })]) },
      'GET /api/readposts/': { body: envelope([buildReadPost({ posts_postUid: 'notice00001' })]) },
    });
    renderApp('/notices', { device: 'unanswered' });
    await screen.findByRole('link', { name: 'Swimming carnival' });
    await waitFor(() => expect(cards()[0]).toHaveClass('card--read'));

    saveDeviceAnswer('own');
    const db = await act(() => openOfflineDatabase(offlineScopeOf(buildUser())));
    await waitFor(async () => expect(await readReadPosts(db!)).toHaveLength(1));
    await waitFor(async () => expect((await readSavedList(db!, postList, 'notice')).value).toHaveLength(1));
    expect(cards()[0]).toHaveClass('card--read');
  });
});
