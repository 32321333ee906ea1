import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildNotice, buildSettings } from '@/testing/factories.ts';
import { envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

function stubSettings(tileUrls: string[]) {
  return stubFetch({
    'GET /api/settings/': {
      body: envelope([buildSettings({ tile_settings: tileUrls.map((url) => ({ title: `Tile ${url}`, url })) })]),
    },
  });
}

describe('route guard (spec 2.2)', () => {
  it('redirects an unknown path home', async () => {
    stubSettings(['/notices']);
    const { router } = renderApp('/no-such-screen');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // Replaced, not pushed: Back must not return to the refused path.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('redirects a route that is not among the school tiles home', async () => {
    stubSettings(['/notices']);
    const { router } = renderApp('/financial-info');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens a route that matches a tile', async () => {
    stubSettings(['/financial-info', '/notices']);
    const { router } = renderApp('/financial-info');

    expect(await screen.findByRole('heading', { level: 1, name: 'Financial info' })).toBeInTheDocument();
    // The financial-info call answers an empty list: the screen's empty text once it has.
    expect(await screen.findByText('No records found!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/financial-info');
  });

  it('opens the detail pages of a route that matches a tile', async () => {
    const notice = buildNotice({ postUid: 'notice00042', title: 'Athletics day' });
    stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings({ tile_settings: [{ title: 'Notices', url: '/notices' }] })]) },
      'GET /api/posts/notice00042': { body: envelope([notice]) },
    });
    const { router } = renderApp('/notices/notice_details/notice00042');

    // The notice itself on screen: a refusal would have sent the person to the Dashboard instead.
    expect(await screen.findByRole('heading', { level: 1, name: 'Athletics day' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notices/notice_details/notice00042');
    expect(screen.queryByRole('heading', { level: 1, name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('keeps the open screen when a later refresh of the settings fails (gone offline)', async () => {
    let offline = false;
    const settings = envelope([buildSettings({ tile_settings: [{ title: 'Notices', url: '/notices' }] })]);
    stubFetch({ 'GET /api/settings/': () => (offline ? { networkError: true } : { body: settings }) });
    // Not answered yet: nothing is saved, so the failed refresh has no saved copy either.
    const { queryClient } = renderApp('/student-goals', { device: 'unanswered' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Student goals' })).toBeInTheDocument();

    offline = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['settings'] }));
    expect(queryClient.getQueryState(['settings'])?.status).toBe('error');
    // Query tells its observers on the next task; the screen has re-rendered after it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('heading', { level: 1, name: 'Student goals' })).toBeInTheDocument();
    expect(screen.queryByText(/cannot be reached/)).not.toBeInTheDocument();
  });

  it('opens always-allowed routes without a tile', async () => {
    stubSettings([]);
    const { router } = renderApp('/student-goals');

    expect(await screen.findByRole('heading', { level: 1, name: 'Student goals' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student-goals');
  });
});
