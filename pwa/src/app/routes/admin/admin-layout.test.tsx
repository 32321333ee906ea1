import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { showInterfaceIn } from '@/lib/interface-language.ts';
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

  it("tells admins, and only while another language is shown, that its translation still needs the school's review", async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    await showInterfaceIn('vi');
    renderApp('/admin', { user: buildUser({ username: 'admin1', is_admin: true }) });

    expect(await screen.findByRole('note')).toHaveTextContent(
      'Cần nhà trường xem xét: bản dịch Tiếng Việt của cổng thông tin do nhóm phát triển cổng viết',
    );
    await showInterfaceIn('en');
    await waitFor(() => expect(screen.queryByRole('note')).not.toBeInTheDocument());
    expect(screen.getByRole('navigation', { name: 'Administration' })).toBeInTheDocument();
  });

  it('opens the tab strip on Posts for an admin', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    renderApp('/admin', { user: buildUser({ username: 'admin1', is_admin: true }) });

    const strip = await screen.findByRole('navigation', { name: 'Administration' });
    expect(
      within(strip)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Dashboard', 'Places', 'Posts', 'Email', 'Email Logs', 'Web Logs', 'Subscribed', 'LV Goals PDFs']);
    expect(within(strip).getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Posts' })).toBeInTheDocument();
    expect(await screen.findByText('No records found!')).toBeInTheDocument();
  });

  it('opens an admin route such as the email logs', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    renderApp('/admin/email-logs/send-weekly-emails', { user: buildUser({ is_admin: true }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Send weekly emails' })).toBeInTheDocument();
  });

  it.each([
    ['/admin/email-logs/send-weekly-emails', 'Email'],
    ['/admin/add-notice', 'Posts'],
    ['/admin/edit-newsletter/news0000001', 'Posts'],
    ['/admin/add-newsletter-header', 'Posts'],
    ['/admin/add-place', 'Places'],
    ['/admin/add-page', 'Places'],
  ])('keeps %s inside the tab strip, its tab (%s) marked, with one Admin Home link', async (path, tab) => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    renderApp(path, { user: buildUser({ is_admin: true }) });

    await screen.findByRole('heading', { level: 1 });
    const strip = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(strip).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    expect(
      within(strip)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page'),
    ).toHaveLength(1);
    expect(within(strip).getByRole('link', { name: 'Admin Home' })).toHaveAttribute('href', '/admin');
    // One row of links: the editors once had a second one of their own above the form.
    expect(screen.getAllByRole('navigation', { name: 'Administration' })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Email Logs' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Email Logs' })).toHaveAttribute('href', '/admin/email-logs');
  });

  it('records one visit for each tab an admin opens, named by the tab or its screen', async () => {
    const fetchMock = stubAdminScreens();
    const { user } = renderApp('/admin', { user: buildUser({ is_admin: true }) });
    const visits = () => sentBodies(fetchMock, 'POST /api/weblogs/') as { data: Record<string, string> }[];

    await waitFor(() => expect(visits()).toHaveLength(1));
    const opened = ['Dashboard', 'Places', 'Email', 'Email Logs', 'Web Logs', 'Subscribed', 'LV Goals PDFs', 'Posts'];
    for (const [index, name] of opened.entries()) {
      const strip = await screen.findByRole('navigation', { name: 'Administration' });
      await user.click(within(strip).getByRole('link', { name }));
      await waitFor(() => expect(visits()).toHaveLength(index + 2));
    }

    // Posts twice: opened by default, and again when chosen after the others. Email Logs and
    // Web Logs are screens with addresses of their own, logged by their path.
    expect(visits().map(({ data }) => [data.pageId, data.title])).toEqual([
      ['/admin', 'Posts'],
      ['/admin', 'Dashboard'],
      ['/admin', 'Places'],
      ['/admin', 'Email'],
      ['/admin/email-logs', 'Email logs'],
      ['/admin/web-logs/', 'Web logs'],
      ['/admin', 'Subscribed'],
      ['/admin', 'LV Goals PDFs'],
      ['/admin', 'Posts'],
    ]);
    for (const { data } of visits()) expect(data).toMatchObject({ pageType: 'admin' });
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
