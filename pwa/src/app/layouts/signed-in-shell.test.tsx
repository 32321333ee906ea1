import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveDocument } from '@/offline/documents.ts';
import { buildBroadcast, buildNotice, buildReadPost, buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { openPersonDatabase, renderApp } from '@/testing/render-app.tsx';

describe('signed-in chrome (spec 2.4)', () => {
  it("shows 'Logged in as:' with the username and the school's phone link", async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings({ phoneNumber: '(02) 9999 0000' })]) } });
    renderApp('/', { user: buildUser({ username: 'carer1' }) });

    expect(await screen.findByText('Logged in as: carer1')).toBeInTheDocument();
    const phone = await screen.findByRole('link', { name: /call the school/i });
    expect(phone).toHaveAttribute('href', 'tel:0299990000');
    expect(phone).toHaveTextContent('(02) 9999 0000');
    expect(screen.getByRole('contentinfo')).toContainElement(screen.getByRole('link', { name: 'Home' }));
  });

  it('shows the answer to "Is this a shared computer?" beside sign-out, and asks again from there', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    const askAboutDevice = vi.fn();
    const { user } = renderApp('/', { askAboutDevice });

    await user.click(await screen.findByRole('button', { name: 'Shared computer: No' }));
    expect(askAboutDevice).toHaveBeenCalledOnce();
  });

  it('applies the theme colours and falls back to a text mark without a ribbon logo', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    const { container } = renderApp('/');

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const app = container.querySelector<HTMLElement>('.app');
    expect(app?.style.getPropertyValue('--colour-brand')).toBe('#123456');
    expect(app?.style.getPropertyValue('--colour-footer')).toBe('#654321');
    expect(screen.getByRole('link', { name: 'School Portal home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it("shows the school's background image across the header in place of the title, which the home link still says", async () => {
    stubFetch({
      'GET /api/settings/': {
        body: envelope([
          buildSettings({
            banner_images: { ribbon_logo: '/school/ribbon.svg', background_image: '/school/header-background.svg' },
          }),
        ]),
      },
    });
    renderApp('/');

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const banner = screen.getByRole('banner');
    const background = banner.querySelector('img.site-header__background');
    expect(background).toHaveAttribute('src', '/school/header-background.svg');
    // Decorative: screen readers skip it, and hear the title in the home link's name instead.
    expect(background).toHaveAttribute('alt', '');
    expect(within(banner).getByRole('link', { name: 'School Portal home' })).toHaveAttribute('href', '/');
    expect(within(banner).getByText('School Portal')).toHaveClass('visually-hidden');

    // An image that does not load gives the title back.
    fireEvent.error(background!);
    expect(banner.querySelector('img.site-header__background')).toBeNull();
    expect(within(banner).getByText('School Portal')).not.toHaveClass('visually-hidden');
  });

  it('shows the title when settings give no background image', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    renderApp('/');

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const banner = screen.getByRole('banner');
    expect(banner.querySelector('img.site-header__background')).toBeNull();
    expect(within(banner).getByText('School Portal')).not.toHaveClass('visually-hidden');
  });

  it.each([
    ['/notices', 'Notices', 'megaphone'],
    ['/calendar', 'Calendar', 'calendar'],
    ['/student-goals', 'Student goals', 'flag'],
  ])("shows the heading of %s with its icon in the header's bar", async (path, heading, icon) => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    renderApp(path);

    const banner = await screen.findByRole('banner');
    const text = await within(banner).findByText(heading);
    const shown = text.parentElement!.querySelector('.heading-icon');
    expect(shown).toHaveClass(`heading-icon--${icon}`);
    // The icon only decorates the heading's words.
    expect(shown).toHaveAttribute('aria-hidden', 'true');
  });

  it("shows the bar's heading and the document title in the language shown, and records the visit under the screen's English title", async () => {
    i18n.load('vi', { [generateMessageId('Notices')]: 'Thông báo', [generateMessageId('School Portal')]: 'Cổng thông tin' });
    i18n.activate('vi');
    const fetchMock = stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    renderApp('/notices');

    expect(await within(await screen.findByRole('banner')).findByText('Thông báo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cổng thông tin home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Thông báo | Cổng thông tin');
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/weblogs/')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST /api/weblogs/')[0]).toMatchObject({ data: { pageId: '/notices', title: 'Notices' } });
  });

  it('shows no heading in the bar of a screen without one (the dashboard)', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    renderApp('/');

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('banner').querySelector('.heading-icon')).toBeNull();
  });

  it('shows the tiles on the dashboard and records the visit', async () => {
    const fetchMock = stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    renderApp('/');

    expect(await screen.findByRole('link', { name: /^Notices/ })).toHaveAttribute('href', '/notices');
    await waitFor(() => expect(calls(fetchMock)).toContain('POST /api/weblogs/'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/weblogs/') ?? [];
    const body = JSON.parse(String(init?.body)) as { data: Record<string, string> };
    expect(body.data).toMatchObject({ pageId: '/', title: 'Dashboard', pageType: 'reader' });
    expect(body.data.clientVisitId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("records a notice's visit with the notice's id, type and title, not the path", async () => {
    const notice = buildNotice({ postUid: 'notice00042', title: 'Swimming carnival moved to Friday' });
    const fetchMock = stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'GET /api/posts/notice00042': { body: envelope([notice]) },
    });
    renderApp('/notices/notice_details/notice00042');

    expect(await screen.findByRole('heading', { level: 1, name: 'Swimming carnival moved to Friday' })).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/weblogs/')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST /api/weblogs/')[0]).toMatchObject({
      data: { pageId: 'notice00042', title: 'Swimming carnival moved to Friday', pageType: 'notice' },
    });
  });

  it('opens the category menu with show/hide eyes remembered on the device', async () => {
    stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'GET /api/post-categories/': {
        body: envelope([
          {
            postcategoryUid: 'cat0000001',
            categoryname: 'Sport',
            categorytype: 'notice',
            sort_order: 1,
            audience_type_id: null,
            category_background_color: null,
          },
        ]),
      },
    });
    const { user } = renderApp('/notices');

    await user.click(await screen.findByRole('button', { name: 'Filter by category' }));
    const eye = await screen.findByRole('button', { name: 'Show Sport' });
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    await user.click(eye);
    expect(eye).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem('portal.hiddenCategories')).toBe('["cat0000001"]');
  });

  it('shows the number of unread notices on the notices tile', async () => {
    stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'GET /api/posts/?types=notice': {
        body: envelope([
          buildNotice({ postUid: 'notice00001' }),
          buildNotice({ postUid: 'notice00002' }),
          buildNotice({ postUid: 'notice00003' }),
        ]),
      },
      'GET /api/readposts/': { body: envelope([buildReadPost({ posts_postUid: 'notice00002' })]) },
    });
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'Notices 2 unread' })).toHaveAttribute('href', '/notices');
  });

  it('opens offline from the saved settings, saying it is offline', async () => {
    const db = await openPersonDatabase(buildUser());
    await saveDocument(db!, 'settings', buildSettings({ tile_settings: [{ title: 'Saved tile', url: '/notices' }] }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch({ 'GET /api/settings/': { networkError: true } });
    renderApp('/');

    expect(await screen.findByRole('link', { name: /^Saved tile/ })).toHaveAttribute('href', '/notices');
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent('You are offline — showing saved content');
  });

  it('keeps the screen on it, with what the person typed, when the connection returns', async () => {
    const db = await openPersonDatabase(buildUser());
    await saveDocument(db!, 'settings', buildSettings());
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let connected = false;
    stubFetch({
      'GET /api/settings/': () => (connected ? { body: envelope([buildSettings()]) } : { networkError: true }),
      'GET /api/emergencybroadcast/': () =>
        connected
          ? { body: envelope([buildBroadcast({ status: true, message: 'Campus closes at 1 pm' })]) }
          : { networkError: true },
    });
    renderApp('/');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const main = screen.getByRole('main');

    // The banner's call waited offline; back online it runs, and its answer joins the screen
    // rather than replacing the screen (and what was typed in it) with 'Loading' meanwhile.
    connected = true;
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Campus closes at 1 pm')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBe(main);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBe(heading);
  });

  it('lists the emergency broadcasts, the current one first', async () => {
    stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'GET /api/emergencybroadcast/': {
        body: envelope([
          buildBroadcast({ emergencybroadcastUid: 'broadcast0002', status: true, message: 'Campus closes at 1 pm' }),
          buildBroadcast({ emergencybroadcastUid: 'broadcast0001', status: false, message: 'Power restored' }),
        ]),
      },
    });
    renderApp('/emergency-brodcast');

    const current = await screen.findByText('Current');
    expect(current.closest('li')).toHaveTextContent('Campus closes at 1 pm');
    expect(screen.getByText('Power restored')).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toBeInTheDocument();
  });
});

describe('the chrome on a phone (issue 27)', () => {
  it('keeps the header, the offline bar and the emergency banner together in the sticky top, above the screen', async () => {
    stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'GET /api/emergencybroadcast/': { body: envelope([buildBroadcast({ status: true, message: 'Campus closes at 1 pm' })]) },
    });
    renderApp('/');

    const banner = await screen.findByRole('region', { name: 'Emergency broadcast' });
    const top = screen.getByRole('banner').closest('.top-chrome');
    expect(top).toContainElement(banner);
    expect(top).toContainElement(screen.getByRole('status', { name: 'Connection' }));
    expect(top).not.toContainElement(screen.getByRole('main'));
  });

  it.each([
    ['/key-learning-area', '/'],
    ['/key-learning-area/kla00000001', '/key-learning-area'],
  ])(
    "goes back from %s through the header's arrow, the one way back on the screen, to the spec's address",
    async (path, back) => {
      stubFetch({
        'GET /api/settings/': { body: envelope([buildSettings()]) },
        'GET /api/key-learning-area/': {
          body: envelope([{ klaUid: 'kla00000001', key_learning_area: 'English', imageUrl: null }]),
        },
      });
      renderApp(path);

      // The screen names its way back once it has rendered, after its heading may be shown.
      const ways = await screen.findAllByRole('link', { name: 'Back' });
      expect(ways).toEqual([within(screen.getByRole('banner')).getByRole('link', { name: 'Back' })]);
      expect(ways[0]).toHaveAttribute('href', back);
      expect(screen.queryByRole('button', { name: /^Back/ })).not.toBeInTheDocument();
    },
  );

  it('goes back to the previous screen from a screen that names no way back', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: /^Notices/ }));
    await screen.findByRole('heading', { level: 1, name: 'Notices' });

    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("remembers the school's logo, image and colour on the device for the page sign-out ends on", async () => {
    stubFetch({
      'GET /api/settings/': {
        body: envelope([
          buildSettings({
            banner_images: { ribbon_logo: '/school/ribbon.svg', background_image: '/school/header-background.svg' },
          }),
        ]),
      },
    });
    renderApp('/');

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('portal.schoolBrand') ?? 'null')).toEqual({
        logoUrl: '/school/ribbon.svg',
        backgroundUrl: '/school/header-background.svg',
        colour: '#123456',
      }),
    );
  });

  it("offers the Language control in the footer, each language named in itself, and saves the choice on the person's record", async () => {
    const fetchMock = stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'PUT /api/users/carer1/language': { body: envelope([buildUser({ username: 'carer1', language: 'ar' })]) },
    });
    const { user } = renderApp('/', { user: buildUser({ username: 'carer1' }) });

    const control = await within(await screen.findByRole('contentinfo')).findByRole('combobox', { name: 'Language' });
    const options = within(control).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['العربية', 'ar'],
      ['简体中文', 'zh-Hans'],
      ['Tiếng Việt', 'vi'],
    ]);
    await user.selectOptions(control, 'العربية');

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /api/users/carer1/language')).toEqual([{ data: { language: 'ar' } }]));
    // The next visit on this device starts in it, before the record is read.
    expect(window.localStorage.getItem('portal.language')).toBe('ar');
  });

  it('says so, in the language just chosen, when the choice could not be saved on the record', async () => {
    stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'PUT /api/users/carer1/language': { networkError: true },
    });
    const { user } = renderApp('/', { user: buildUser({ username: 'carer1' }) });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'Tiếng Việt');

    // Vietnamese shows at once, the message too: the choice stays on this device.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chỉ áp dụng trên thiết bị này: chưa lưu được lựa chọn vào tài khoản của quý vị.',
    );
    expect(document.documentElement).toHaveAttribute('lang', 'vi');
  });
});
