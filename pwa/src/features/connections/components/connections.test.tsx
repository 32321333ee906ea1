import { render, screen, waitFor, within } from '@/testing/render.ts';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { publicRoutes } from '@/app/router.tsx';
import { browser } from '@/lib/browser.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { buildConnectionHeader, buildNotice, buildSettings } from '@/testing/factories.ts';
import { envelope, errorEnvelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const settings = { body: envelope([buildSettings({ tile_settings: [{ title: 'Connections', url: '/connections' }] })]) };

const article = buildNotice({
  postUid: 'newsletter01',
  type: 'newsletter',
  title: 'Year 7 camp recap',
  excerpt: 'Three days in the bush.',
  content_html: '<p>Rain on day one, <em>sunshine</em> after.</p>',
  featured_img_url: 'https://media.example.test/camp.jpg',
  make_public: true,
});

describe('connections', () => {
  it('shows the articles of the current issue under the header image with its caption', async () => {
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=newsletter': {
        body: envelope([article, buildNotice({ postUid: 'newsletter02', type: 'newsletter', title: 'Library news' })]),
      },
      'GET /api/connection-headers/?latest=true': { body: envelope([buildConnectionHeader({ caption_location: 'top_right' })]) },
    });
    renderApp('/connections');

    expect(await screen.findByRole('link', { name: 'Year 7 camp recap' })).toHaveAttribute(
      'href',
      '/connections/connection_details/newsletter01',
    );
    expect(screen.getByRole('link', { name: 'Library news' })).toBeInTheDocument();
    const image = await screen.findByRole('img', { name: 'Students on the main oval' });
    const figure = image.closest('figure')!;
    expect(figure).toHaveClass('connection-header--top_right');
    expect(figure).toHaveTextContent('Term 1, Week 6');
    expect(screen.getByText(/^Last updated/)).toBeInTheDocument();
  });

  it("shows each article's hero image on its card, lazily and at its own size, described in its editor's words", async () => {
    const described = { ...article, featured_img_alt: 'Tents pitched beside a river' };
    const undescribed = buildNotice({ postUid: 'newsletter02', type: 'newsletter', title: 'Library news', featured_img_url: 'https://media.example.test/library.jpg' });
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=newsletter': { body: envelope([described, undescribed]) },
      'GET /api/connection-headers/?latest=true': { body: envelope([]) },
    });
    renderApp('/connections');

    const link = await screen.findByRole('link', { name: 'Year 7 camp recap' });
    const card = link.closest('li')!;
    expect(card).toHaveClass('card--hero');
    const image = within(card).getByRole('img', { name: 'Tents pitched beside a river' });
    expect(image).toHaveAttribute('src', 'https://media.example.test/camp.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['450', '320']);
    // No description: the picture only decorates, with no name of its own.
    const plain = screen.getByRole('link', { name: 'Library news' }).closest('li')!.querySelector('img')!;
    expect(plain).toHaveAttribute('alt', '');
  });

  it('shows no caption for no_caption', async () => {
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=newsletter': { body: envelope([article]) },
      'GET /api/connection-headers/?latest=true': {
        body: envelope([buildConnectionHeader({ caption_location: 'no_caption', caption: 'Hidden caption' })]),
      },
    });
    renderApp('/connections');

    const image = await screen.findByRole('img', { name: 'Students on the main oval' });
    expect(image.closest('figure')!.querySelector('figcaption')).toBeNull();
    expect(screen.queryByText('Hidden caption')).not.toBeInTheDocument();
  });

  it("shows 'No records found!' without articles", async () => {
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/posts/?types=newsletter': { body: envelope([]) } });
    renderApp('/connections');

    expect(await screen.findByText('No records found!')).toBeInTheDocument();
  });

  it('shows an article with its picture described, and copies the share link of a public one', async () => {
    const copyText = vi.spyOn(browser, 'copyText').mockResolvedValue();
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/posts/newsletter01': { body: envelope([{ ...article, featured_img_alt: 'Tents pitched beside a river' }]) } });
    const { user } = renderApp('/connections/connection_details/newsletter01');

    expect(await screen.findByRole('heading', { level: 1, name: 'Year 7 camp recap' })).toBeInTheDocument();
    expect(screen.getByText('sunshine').tagName).toBe('EM');
    expect(screen.getByRole('img', { name: 'Tents pitched beside a river' })).toHaveAttribute('src', 'https://media.example.test/camp.jpg');
    await user.click(screen.getByRole('button', { name: 'Copy share link' }));
    expect(copyText).toHaveBeenCalledWith(`${window.location.origin}/public/connections/newsletter01`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it("saves an article as the school's PDF, and says so when it cannot", async () => {
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    let offline = false;
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/newsletter01': { body: envelope([{ ...article, slug: 'year-7-camp-recap' }]) },
      'GET /api/posts/pdf/newsletter01': () => (offline ? { networkError: true } : { body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } }),
    });
    const { user } = renderApp('/connections/connection_details/newsletter01');

    await user.click(await screen.findByRole('button', { name: 'Save Year 7 camp recap as PDF' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, name] = saveFile.mock.calls[0]!;
    expect(name).toBe('year-7-camp-recap.pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(screen.queryByText(/could not be made/)).not.toBeInTheDocument();

    offline = true;
    await user.click(screen.getByRole('button', { name: 'Save Year 7 camp recap as PDF' }));
    expect(await screen.findByText('The PDF could not be made. Check the connection and try again.')).toBeInTheDocument();
    expect(saveFile).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save Year 7 camp recap as PDF' })).toBeEnabled();
  });

  it('shows the link to copy by hand where the clipboard is refused', async () => {
    vi.spyOn(browser, 'copyText').mockRejectedValue(new Error('denied'));
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/posts/newsletter01': { body: envelope([article]) } });
    const { user } = renderApp('/connections/connection_details/newsletter01');

    await user.click(await screen.findByRole('button', { name: 'Copy share link' }));
    expect(await screen.findByRole('textbox', { name: 'Share link' })).toHaveValue(
      `${window.location.origin}/public/connections/newsletter01`,
    );
  });

  it('offers no share link for an article that is not public', async () => {
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/newsletter01': { body: envelope([{ ...article, make_public: false }]) },
    });
    renderApp('/connections/connection_details/newsletter01');

    await screen.findByRole('heading', { level: 1, name: 'Year 7 camp recap' });
    expect(screen.queryByRole('button', { name: 'Copy share link' })).not.toBeInTheDocument();
  });
});

describe('public share link', () => {
  function renderPublic(path: string) {
    const router = createMemoryRouter(publicRoutes, { initialEntries: [path] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  it('shows a public article without sign-in or token', async () => {
    const fetchMock = stubFetch({ 'GET /api/public/connections/newsletter01': { body: envelope([article]) } });
    renderPublic('/public/connections/newsletter01');

    expect(await screen.findByRole('heading', { level: 1, name: 'Year 7 camp recap' })).toBeInTheDocument();
    expect(screen.queryByText(/Logged in as/)).not.toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Copy share link' })).not.toBeInTheDocument();
  });

  it("answers 'No records found!' for an article that is not public", async () => {
    stubFetch({
      'GET /api/public/connections/private0001': { status: 404, body: errorEnvelope('not_found', 'No records found!') },
    });
    renderPublic('/public/connections/private0001');

    await waitFor(() => expect(screen.getByText('No records found!')).toBeInTheDocument());
  });
});
