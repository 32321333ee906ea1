import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const platformLogs = { total_visits: 0, os_logs: [], browser_logs: [], country_logs: [] };

/** What the admin screens ask for, answered empty. */
function stubAdminScreens() {
  return stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    // Web Logs opens on Platform Logs, answered as one record rather than a list.
    'GET /api/weblogs': (request) => ({ body: envelope(request.url.includes('log_type=platform_logs') ? platformLogs : []) }),
  });
}

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

  it("marks the admin menu's entry for the current page", async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    renderApp('/admin/email-logs/send-weekly-emails', { user: buildUser({ is_admin: true }) });

    const menu = await screen.findByRole('navigation', { name: 'Administration' });
    expect(within(menu).getByRole('link', { name: 'Email Logs' })).toHaveAttribute('aria-current', 'page');
    // Admin Home is the current page only at /admin itself.
    expect(within(menu).getByRole('link', { name: 'Admin Home' })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('link', { name: 'Web Logs' })).not.toHaveAttribute('aria-current');
  });

  it('records one visit for each tab an admin opens, named by the tab', async () => {
    const fetchMock = stubAdminScreens();
    const { user } = renderApp('/admin', { user: buildUser({ is_admin: true }) });
    const visits = () => sentBodies(fetchMock, 'POST /api/weblogs/') as { data: Record<string, string> }[];

    await waitFor(() => expect(visits()).toHaveLength(1));
    const opened = ['Dashboard', 'Places', 'Email', 'Email Logs', 'Web Logs', 'Subscribed', 'LV Goals PDFs', 'Posts'];
    for (const [index, name] of opened.entries()) {
      await user.click(await screen.findByRole('tab', { name }));
      await waitFor(() => expect(visits()).toHaveLength(index + 2));
    }

    // Posts twice: opened by default, and again when chosen after the others.
    expect(visits().map(({ data }) => data.title)).toEqual(['Posts', ...opened]);
    for (const { data } of visits()) expect(data).toMatchObject({ pageId: '/admin', pageType: 'admin' });
  });

  it('records one visit for each editor and screen an admin opens, named by its path', async () => {
    const fetchMock = stubAdminScreens();
    const { router } = renderApp('/admin/add-place', { user: buildUser({ is_admin: true }) });
    const visits = () => sentBodies(fetchMock, 'POST /api/weblogs/') as { data: Record<string, string> }[];
    const screens = [
      ['/admin/add-place', 'Add place'],
      ['/admin/edit-place/place000001', 'Edit place'],
      ['/admin/add-page', 'Create page'],
      ['/admin/edit-page/page0000001', 'Edit page'],
      ['/admin/add-newsletter', 'Add newsletter'],
      ['/admin/edit-newsletter/news0000001', 'Edit newsletter'],
      ['/admin/add-notice', 'Add notice'],
      ['/admin/edit-notice/notice00001', 'Edit notice'],
      ['/admin/add-newsletter-header', 'Newsletter headers'],
      ['/admin/email-logs', 'Email logs'],
      ['/admin/email-logs/send-principal-emails', 'Send principal emails'],
      ['/admin/email-logs/send-weekly-emails', 'Send weekly emails'],
      ['/admin/web-logs/', 'Web logs'],
    ] as const;

    for (const [index, [path]] of screens.entries()) {
      if (index > 0) await router.navigate(path);
      await waitFor(() => expect(visits()).toHaveLength(index + 1));
    }

    expect(visits().map(({ data }) => [data.pageId, data.title])).toEqual(screens);
    for (const { data } of visits()) expect(data.pageType).toBe('admin');
  }, 60_000);
});
