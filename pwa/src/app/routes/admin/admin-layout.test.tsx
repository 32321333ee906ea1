import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

describe('/admin', () => {
  it('refuses a user whose record is not an admin', async () => {
    const fetchMock = stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    const { user } = renderApp('/admin', { user: buildUser({ is_admin: false }) });

    expect(await screen.findByText('You do not have access to this.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    // Visits leave through the outbox in order, some time after the screen shows: the home
    // screen's visit arriving first proves a visit of the refused screen was never queued.
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/weblogs/')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST /api/weblogs/')).toEqual([
      { data: expect.objectContaining({ pageId: '/', title: 'Dashboard', pageType: 'reader' }) },
    ]);
  });

  it('opens the tab strip on Posts for an admin', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    renderApp('/admin', { user: buildUser({ username: 'admin1', is_admin: true }) });

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Places',
      'Posts',
      'Email',
      'Email Logs',
      'Web Logs',
      'Subscribed',
      'LV Goals PDFs',
    ]);
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Posts' })).toBeInTheDocument();
    expect(await screen.findByText('No records found!')).toBeInTheDocument();
  });

  it('opens an admin route such as the email logs', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    renderApp('/admin/email-logs/send-weekly-emails', { user: buildUser({ is_admin: true }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Send weekly emails' })).toBeInTheDocument();
  });
});
