import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings } from '@/testing/factories.ts';
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

  it('opens a route that matches a tile, with its detail pages', async () => {
    stubSettings(['/financial-info', '/notices']);
    const { router } = renderApp('/financial-info');

    expect(await screen.findByRole('heading', { level: 1, name: 'Financial info' })).toBeInTheDocument();
    expect(screen.getByText('No records found!')).toBeInTheDocument();
    await router.navigate('/notices/notice_details/unknown0001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notices/notice_details/unknown0001'));
  });

  it('opens always-allowed routes without a tile', async () => {
    stubSettings([]);
    const { router } = renderApp('/student-goals');

    expect(await screen.findByRole('heading', { level: 1, name: 'Student goals' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student-goals');
  });
});
