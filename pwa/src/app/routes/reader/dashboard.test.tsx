import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const tile_settings = [
  { title: 'Financial Info', url: '/financial-info' },
  { title: 'Year Info', url: '/year-info' },
  { title: 'Metrics', url: '/metrics', roles: ['faculty' as const] },
];

describe('the dashboard', () => {
  it('offers a carer the tiles for them, not one for staff only', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings({ tile_settings })]) } });
    renderApp('/', { user: buildUser({ username: 'carer1', type: 'affiliate' }) });

    expect(await screen.findByRole('link', { name: 'Financial Info' })).toHaveAttribute('href', '/financial-info');
    expect(screen.getByRole('link', { name: 'Year Info' })).toHaveAttribute('href', '/year-info');
    expect(screen.queryByRole('link', { name: 'Metrics' })).not.toBeInTheDocument();
  });

  it('offers staff and administrators the tiles for staff too', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings({ tile_settings })]) } });
    renderApp('/', { user: buildUser({ username: 'teacher1', type: 'faculty', is_carer: false }) });
    expect(await screen.findByRole('link', { name: 'Metrics' })).toHaveAttribute('href', '/metrics');
  });

  it('offers an administrator of any type every tile', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings({ tile_settings })]) } });
    renderApp('/', { user: buildUser({ username: 'admin1', type: 'affiliate', is_admin: true }) });
    expect(await screen.findByRole('link', { name: 'Metrics' })).toHaveAttribute('href', '/metrics');
  });
});
