import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

describe('/admin', () => {
  it('refuses a user whose record is not an admin', async () => {
    const fetchMock = stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    renderApp('/admin', { user: buildUser({ is_admin: false }) });

    expect(await screen.findByText('You do not have access to this.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('POST /api/weblogs/');
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
