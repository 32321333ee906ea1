import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lastWeek, type PageLogRecord, type PlatformLogsRecord, type UserLogRecord } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser.ts';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';

const PLATFORM: PlatformLogsRecord = {
  total_visits: 4,
  os_logs: [
    { name: 'Windows', visit_count: 3, percentage: 75 },
    { name: 'iOS', visit_count: 1, percentage: 25 },
  ],
  browser_logs: [{ name: 'Chrome', visit_count: 4, percentage: 100 }],
  country_logs: [],
};

const PAGE_ROWS: PageLogRecord[] = [
  { postUid: 'notice00042', title: 'Swimming carnival', pageType: 'notice', visit_count: 12, publish_start: '2026-05-01T00:30:00.000Z', publish_end: 'INDEFINITE' },
  { postUid: '/notices', title: 'Notices', pageType: 'reader', visit_count: 3, publish_start: null, publish_end: null },
];

const USER_ROWS: UserLogRecord[] = [
  {
    weblogsUid: 'visit000001',
    users_userid: 'user0000001',
    users_username: 'carer1',
    title: 'Swimming carnival',
    ip_address: '203.0.113.7',
    pageId: 'notice00042',
    osName: 'iOS',
    browserName: 'Mobile Safari',
    visited_at: '2026-05-02T04:05:00.000Z',
  },
];

/** The BFF's three answers, by log type; each call's query is kept for the test to read. */
function stubWebLogs({ pageTotal = 2 } = {}) {
  const asked: URLSearchParams[] = [];
  const fetchMock = stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    'POST /api/weblogs/': { status: 201, body: envelope({}) },
    'GET /api/weblogs': (request): { body: unknown; headers?: Record<string, string> } => {
      const query = new URL(request.url, 'http://portal.test').searchParams;
      asked.push(query);
      if (query.get('format') === 'csv') {
        return { body: 'Live From,Live To\r\n', headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="page-logs.csv"' } };
      }
      const type = query.get('log_type');
      if (type === 'platform_logs') return { body: envelope(PLATFORM) };
      if (type === 'page_logs') return { body: envelope(PAGE_ROWS), headers: { 'X-Total-Count': String(pageTotal) } };
      return { body: envelope(query.get('users_userid') === 'nobody' ? [] : USER_ROWS), headers: { 'X-Total-Count': '1' } };
    },
  });
  const callsOf = (logType: string) => asked.filter((query) => query.get('log_type') === logType);
  return { fetchMock, callsOf };
}

const openWebLogs = () => renderApp('/admin/web-logs/', { user: buildUser({ username: 'admin1', is_admin: true }) });

const section = (name: string) => screen.getByRole('region', { name });
const field = (container: HTMLElement, label: string) => within(container).getByLabelText(label);
const setField = (container: HTMLElement, label: string, value: string) => fireEvent.change(field(container, label), { target: { value } });

describe('Web Logs (admin spec 2)', () => {
  it("opens on Platform Logs of the last week: operating systems, browsers and countries with percentages", async () => {
    const { callsOf } = stubWebLogs();
    openWebLogs();

    // The first test of the file loads the admin area's lazy chunk: on a busy machine that takes more than the default second.
    const os = await screen.findByRole('table', { name: 'Operating systems' }, { timeout: 12_000 });
    expect(within(os).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Operating System', 'Visits', 'Percentage']);
    expect(within(os).getAllByRole('row')[1]).toHaveTextContent('Windows375.00%');
    expect(within(screen.getByRole('table', { name: 'Browsers' })).getByText('100.00%')).toBeInTheDocument();
    // No country yet: the spec's empty text under its caption.
    expect(within(section('Platform Logs')).getByText('No records found!')).toBeInTheDocument();
    const [first] = callsOf('platform_logs');
    expect({ from: first?.get('visit_from_date'), to: first?.get('visit_to_date') }).toEqual({ from: lastWeek(new Date(), schoolTimeZone()).visit_from_date, to: lastWeek(new Date(), schoolTimeZone()).visit_to_date });
    // Closed sections ask for nothing.
    expect(callsOf('page_logs')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Page Logs' })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    [{ from: '2026-05-01', to: '' }, 'To Date', '*Please select To Date.'],
    [{ from: '', to: '2026-05-01' }, 'From Date', '*Please select From Date.'],
    [{ from: '2026-05-02', to: '2026-05-01' }, 'To Date', '*Please select valid date.'],
  ])('says the spec message for %o and sends nothing', async ({ from, to }, invalidField, message) => {
    const { callsOf } = stubWebLogs();
    openWebLogs();
    await screen.findByRole('table', { name: 'Operating systems' });
    const platform = section('Platform Logs');

    // The picker offers no To before From: typed in, From can still end up after To.
    setField(platform, 'From Date', '');
    setField(platform, 'To Date', to);
    setField(platform, 'From Date', from);
    fireEvent.click(within(platform).getByRole('button', { name: 'Filter' }));

    const shown = await within(platform).findByText(message);
    // Announced (a live region), and tied to the field it is about.
    expect(shown.closest('[aria-live]')).not.toBeNull();
    expect(field(platform, invalidField)).toHaveAttribute('aria-invalid', 'true');
    expect(field(platform, invalidField)).toHaveAccessibleDescription(message);
    expect(callsOf('platform_logs')).toHaveLength(1);
  });

  it('filters again with the chosen dates, saying Filter... while the call is out, and Reset goes back to last week', async () => {
    const { fetchMock, callsOf } = stubWebLogs();
    openWebLogs();
    await screen.findByRole('table', { name: 'Operating systems' });
    const platform = section('Platform Logs');

    let answer: (response: Response) => void = () => {};
    // Only the platform logs' call is held: a page visit the outbox sends meanwhile goes through.
    const answers = fetchMock.getMockImplementation()!;
    let held = false;
    fetchMock.mockImplementation((input, init) => {
      if (held || !String(input instanceof Request ? input.url : input).includes('platform_logs')) return answers(input, init);
      held = true;
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    setField(platform, 'From Date', '2026-04-01');
    setField(platform, 'To Date', '2026-04-30');
    fireEvent.click(within(platform).getByRole('button', { name: 'Filter' }));

    const busy = await within(platform).findByRole('button', { name: 'Filter...' });
    expect(busy).toBeDisabled();
    answer(new Response(JSON.stringify(envelope(PLATFORM)), { headers: { 'Content-Type': 'application/json' } }));
    expect(await within(platform).findByRole('button', { name: 'Filter' })).toBeEnabled();

    fireEvent.click(within(platform).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(callsOf('platform_logs').at(-1)?.get('visit_from_date')).toBe(lastWeek(new Date(), schoolTimeZone()).visit_from_date));
    expect(field(platform, 'From Date')).toHaveValue(lastWeek(new Date(), schoolTimeZone()).visit_from_date);
  });

  it('shows Page Logs with live window, post uid, title, page type and visit count; filters by title, pages, and exports page-logs.csv', async () => {
    const { callsOf } = stubWebLogs({ pageTotal: 30 });
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    openWebLogs();
    await screen.findByRole('table', { name: 'Operating systems' });

    fireEvent.click(screen.getByRole('button', { name: 'Page Logs' }));
    const pages = section('Page Logs');
    const table = await within(pages).findByRole('table', { name: 'Page visits' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Live From', 'Live To', 'Post Uid', 'Title', 'Page Type', 'Visit Count']);
    const carnival = within(table).getAllByRole('row')[1]!;
    expect(carnival).toHaveTextContent('INDEFINITE');
    expect(carnival).toHaveTextContent(/2026-05-01 \d\d:30 (am|pm)/);
    expect(carnival).toHaveTextContent('notice00042Swimming carnivalnotice12');

    fireEvent.change(field(pages, 'Post Title'), { target: { value: 'carnival' } });
    fireEvent.click(within(pages).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(callsOf('page_logs').at(-1)?.get('post_title')).toBe('carnival'));

    expect(within(pages).getByText('Page 1 of 2 (30 rows)')).toBeInTheDocument();
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Next' })).toBeEnabled());
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsOf('page_logs').at(-1)?.get('page')).toBe('2'));

    fireEvent.click(within(pages).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
    const [file, name] = saveFile.mock.calls[0]!;
    expect(name).toBe('page-logs.csv');
    expect(await file.text()).toBe('Live From,Live To\r\n');
    expect(callsOf('page_logs').at(-1)?.get('format')).toBe('csv');
    expect(callsOf('page_logs').at(-1)?.get('post_title')).toBe('carnival');
  });

  it("shows one person's visits in Users Logs, and 'No records found!' for nobody", async () => {
    const { callsOf } = stubWebLogs();
    openWebLogs();
    await screen.findByRole('table', { name: 'Operating systems' });

    fireEvent.click(screen.getByRole('button', { name: 'Users Logs' }));
    const users = section('Users Logs');
    const table = await within(users).findByRole('table', { name: 'Visits, newest first' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['User Id', 'Page Name', 'IP Address', 'Page Id', 'OS', 'Browser', 'Visited Date']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/user0000001Swimming carnival203\.0\.113\.7notice00042iOSMobile Safari2026-05-0\d \d\d:05 (am|pm)/);

    fireEvent.change(field(users, 'User Id'), { target: { value: 'nobody' } });
    fireEvent.click(within(users).getByRole('button', { name: 'Filter' }));
    expect(await within(users).findByText('No records found!')).toBeInTheDocument();
    expect(callsOf('users_logs').at(-1)?.get('users_userid')).toBe('nobody');
  });

  it('sits in the admin tab strip with Web Logs marked, and the strip opens it', async () => {
    stubWebLogs();
    const { user, router } = renderApp('/admin', { user: buildUser({ username: 'admin1', is_admin: true }) });
    const strip = await screen.findByRole('navigation', { name: 'Administration' });

    await user.click(within(strip).getByRole('link', { name: 'Web Logs' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Web logs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/web-logs/');
    expect(await screen.findByRole('table', { name: 'Operating systems' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Administration' }));
    expect(tabs.getByRole('link', { name: 'Web Logs' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Posts' })).not.toHaveAttribute('aria-current');
    expect(tabs.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });

  it("takes an old link to the home's Web Logs tab to the screen", async () => {
    stubWebLogs();
    const { router } = renderApp('/admin?tab=web-logs', { user: buildUser({ username: 'admin1', is_admin: true }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Platform Logs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/web-logs/');
  });
});
