import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const tile_settings = [
  { title: 'Financial Info', url: '/financial-info' },
  { title: 'Year Info', url: '/year-info' },
];

describe('the dashboard', () => {
  it('offers the tiles the BFF answers for this person, each a link to its screen', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings({ tile_settings })]) } });
    renderApp('/', { user: buildUser({ username: 'carer1', type: 'affiliate' }) });

    expect(await screen.findByRole('link', { name: 'Financial Info' })).toHaveAttribute('href', '/financial-info');
    expect(screen.getByRole('link', { name: 'Year Info' })).toHaveAttribute('href', '/year-info');
  });
});
