import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFormEntry } from '@/features/forms/testing/form-records.ts';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const tile_settings = [
  { title: 'Financial Info', url: '/financial-info' },
  { title: 'Year Info', url: '/year-info' },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the dashboard', () => {
  it('offers the tiles the BFF answers for this person, each a link to its screen', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings({ tile_settings })]) } });
    renderApp('/', { user: buildUser({ username: 'carer1', type: 'affiliate' }) });

    expect(await screen.findByRole('link', { name: 'Financial Info' })).toHaveAttribute('href', '/financial-info');
    expect(screen.getByRole('link', { name: 'Year Info' })).toHaveAttribute('href', '/year-info');
  });

  it('shows on the Forms tile how many forms are to do, asked once the first screen is shown', async () => {
    stubFetch({
      'GET /api/settings/': {
        body: envelope([buildSettings({ tile_settings: [...tile_settings, { title: 'Forms', url: '/forms' }] })]),
      },
      'GET /api/forms': {
        body: envelope([
          buildFormEntry({ formUid: 'form0000003' }),
          buildFormEntry({ formUid: 'form0000002', status: 'done', signed_at: '2030-02-02T00:00:00.000Z' }),
          buildFormEntry({ formUid: 'form0000001', status: 'to_do' }),
        ]),
      },
    });
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'Forms 2 to do' })).toHaveAttribute('href', '/forms');
  });

  it('says how to install the portal in a card in its content, in Safari on iPhone, and that the installed portal can alert, until dismissed', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings({ tile_settings })]) } });
    const { user } = renderApp('/');

    const card = await screen.findByRole('complementary', { name: 'Install the portal' });
    expect(screen.getByRole('main')).toContainElement(card);
    expect(card).toHaveTextContent('Install: tap Share, then Add to Home Screen');
    expect(card).toHaveTextContent('Once installed, the portal can alert this device.');
    await user.click(within(card).getByRole('button', { name: 'Dismiss install tip' }));
    expect(screen.queryByRole('complementary', { name: 'Install the portal' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Financial Info' })).toBeInTheDocument();
  });
});
