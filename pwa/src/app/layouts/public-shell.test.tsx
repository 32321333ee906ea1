import { act, render, screen, within } from '@/testing/render.ts';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub.ts';
import { publicRoutes } from '../router.tsx';

describe('public e-signature pages (spec 2.1)', () => {
  it.each(['/docusign?envelope=1', '/docusign_interview?envelope=1', '/docusignpk?x=1', '/docusignpkkps?x=1'])(
    'shows %s without sign-in or data calls',
    async (path) => {
      const fetchMock = stubFetch();
      render(<RouterProvider router={createMemoryRouter(publicRoutes, { initialEntries: [path] })} />);

      expect(await screen.findByRole('heading', { level: 1, name: 'Sign documents' })).toBeInTheDocument();
      expect(screen.queryByText(/Logged in as/)).not.toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('shows only the public routes', async () => {
    stubFetch();
    const router = createMemoryRouter(publicRoutes, { initialEntries: ['/notices?x=1'] });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign documents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/docusign');
  });
});

describe('the signed-out page', () => {
  it("says the person is signed out and offers 'Sign in again' (home, where sign-in starts), with no calls", async () => {
    const fetchMock = stubFetch();
    render(<RouterProvider router={createMemoryRouter(publicRoutes, { initialEntries: ['/signed-out'] })} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Logged in as/)).not.toBeInTheDocument();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the school's logo, image and colour remembered on this device, with the title still said", async () => {
    stubFetch();
    window.localStorage.setItem(
      'portal.schoolBrand',
      JSON.stringify({ logoUrl: '/school/ribbon.svg', backgroundUrl: '/school/header-background.svg', colour: '#123456' }),
    );
    const { container } = render(<RouterProvider router={createMemoryRouter(publicRoutes, { initialEntries: ['/signed-out'] })} />);

    await screen.findByRole('heading', { level: 1, name: 'You are signed out' });
    const header = screen.getByRole('banner');
    expect(header.querySelector('img.site-header__logo')).toHaveAttribute('src', '/school/ribbon.svg');
    expect(header.querySelector('img.site-header__background')).toHaveAttribute('src', '/school/header-background.svg');
    expect(within(header).getByText('School Portal')).toHaveClass('visually-hidden');
    expect(container.querySelector<HTMLElement>('.app')?.style.getPropertyValue('--colour-brand')).toBe('#123456');
  });

  it("shows the portal's own mark on a device that has not seen the school", async () => {
    stubFetch();
    render(<RouterProvider router={createMemoryRouter(publicRoutes, { initialEntries: ['/signed-out'] })} />);

    await screen.findByRole('heading', { level: 1, name: 'You are signed out' });
    const header = screen.getByRole('banner');
    expect(header.querySelector('img')).toBeNull();
    expect(within(header).getByText('School Portal')).not.toHaveClass('visually-hidden');
  });

  it('says that signing in again needs a connection while offline', async () => {
    stubFetch();
    render(<RouterProvider router={createMemoryRouter(publicRoutes, { initialEntries: ['/signed-out'] })} />);
    await screen.findByRole('heading', { level: 1, name: 'You are signed out' });

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline. Connect to the internet to sign in again.');
    online.mockRestore();
  });
});
