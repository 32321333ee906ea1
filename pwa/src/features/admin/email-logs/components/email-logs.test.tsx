import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmailStatisticRecord, EmailStatisticsAnswer } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser.ts';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const row = (overrides: Partial<EmailStatisticRecord>): EmailStatisticRecord => ({
  emailstatisticsUid: 'stat0000001',
  SESDestinationAddress: 'carer@example.com',
  intended_recipient: 'carer@example.com',
  SnsPublishTime: null,
  SESSendTime: '2026-05-03T23:05:00.000Z',
  type: 'PRINCIPAL',
  postsUid: ['post0000001', 'post0000002'],
  Delivery: { SESDeliverTime: '2026-05-03T23:06:00.000Z' },
  Open: { SESOpenTime: null },
  Click: { SESClickTime: null },
  user_id: null,
  user_name: null,
  subject: "Principal's message",
  student_id: null,
  student_name: null,
  absence_date: null,
  reason: null,
  ...overrides,
});

const SUMMARY = { sent_count: 2, delivery_count: 2, open_count: 1, click_count: 1, bounce_count: 0, complaint_count: 0 };

/** The BFF's answer to each call, its query kept for the test to read. */
function stubEmailLogs({ total = 2 } = {}) {
  const asked: URLSearchParams[] = [];
  const fetchMock = stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    'POST /api/weblogs/': { status: 201, body: envelope({}) },
    'GET /api/emailstatistics/': (request): { body: unknown; headers: Record<string, string> } => {
      const query = new URL(request.url, 'http://portal.test').searchParams;
      asked.push(query);
      if (query.get('format')) {
        return { body: 'Email,Intended Recipient\r\n', headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="email-logs.${query.get('format')}"` } };
      }
      const statistics =
        query.get('email') === 'nobody'
          ? []
          : query.get('types') === 'Notify Absence'
            ? [row({ type: 'Notify Absence', user_id: 'carer1', user_name: 'Casey Carer', student_id: 'S1', student_name: 'Sam', absence_date: '2026-05-01', reason: 'Sick', postsUid: [] })]
            : query.get('types') === 'Student Note'
              ? [row({ type: 'Student Note', user_id: 'user0000001', user_name: 'teacher1', subject: 'Behaviour note for Sam', student_id: 'S1', student_name: 'Sam', postsUid: [] })]
              : [row({}), row({ emailstatisticsUid: 'stat0000002', SESDestinationAddress: 'teacher@example.com', Open: { SESOpenTime: '2026-05-04T01:00:00.000Z' } })];
      const answer: EmailStatisticsAnswer = { statistics, summary: statistics.length ? SUMMARY : { ...SUMMARY, sent_count: 0, delivery_count: 0, open_count: 0, click_count: 0 } };
      return { body: envelope(answer), headers: { 'X-Total-Count': String(statistics.length ? total : 0) } };
    },
  });
  const calls = () => asked.filter((query) => !query.get('format'));
  return { fetchMock, asked, calls };
}

/**
 * Keeps the next email statistics answer back until the returned function is called. Only that call is held:
 * the page's own web-log posts, which may go at any moment, pass straight through.
 */
function holdNextStatistics(fetchMock: ReturnType<typeof stubEmailLogs>['fetchMock']): () => void {
  const original = fetchMock.getMockImplementation()!;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  fetchMock.mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (held || !url.includes('/api/emailstatistics/')) return original(input, init);
    held = true;
    return released.then(() => original(input, init));
  });
  return release;
}

/** A header's words, without the sort mark the eye sees (screen readers hear aria-sort instead). */
const headerText = (cell: HTMLElement) => cell.textContent?.replace(/[▲▼]/g, '').trim();

const openEmailLogs = () => renderApp('/admin/email-logs', { user: buildUser({ username: 'admin1', is_admin: true }) });
const filterForm = () => screen.getByRole('form', { name: 'Email logs filter' });
const setField = (label: string, value: string) => fireEvent.change(within(filterForm()).getByLabelText(label), { target: { value } });

describe('Email Logs (admin spec 2)', () => {
  it('opens on PRINCIPAL emails: heading, counters, the post columns, newest send first, 12-hour dates', async () => {
    const { calls } = stubEmailLogs();
    openEmailLogs();

    // The first render loads the admin chunks: more than the usual second.
    const table = await screen.findByRole('table', { name: 'PRINCIPAL emails' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'EMAIL LOGS' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map(headerText)).toEqual(['Email', 'Intended Recipient', 'Sent Date', 'Type', 'Post Id List', 'Delivered', 'Opened', 'Clicked']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/carer@example\.comcarer@example\.com2026-05-0\d \d\d:05 (am|pm)PRINCIPALpost0000001, post0000002/);
    expect(within(table).getByRole('columnheader', { name: /Sent Date/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('radio', { name: 'PRINCIPAL' })).toBeChecked();

    const counters = screen.getByLabelText('Summary');
    expect([...counters.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Send', 'Delivered', 'Opened', 'Clicked', 'Bounces', 'Complaints']);
    expect([...counters.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['2', '2', '1', '1', '0', '0']);
    expect(calls()[0]?.get('types')).toBe('PRINCIPAL');
    expect(calls()[0]?.get('sort')).toBe('SESSendTime');
    expect(calls()[0]?.get('order')).toBe('desc');
  });

  it.each([
    [{ from: '2026-05-01', to: '' }, 'Sent Date To', '*Please select end date.'],
    [{ from: '', to: '2026-05-01' }, 'Sent Date From', '*Please select start date.'],
    [{ from: '2026-05-02', to: '2026-05-01' }, 'Sent Date To', '*Please select valid date.'],
  ])('says the spec message for %o under the field and sends nothing', async ({ from, to }, invalidField, message) => {
    const { calls } = stubEmailLogs();
    openEmailLogs();
    await screen.findByRole('table', { name: 'PRINCIPAL emails' });

    // The picker offers no end before the start: typed in, the start can still end up after it.
    setField('Sent Date To', to);
    setField('Sent Date From', from);
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const input = within(filterForm()).getByLabelText(invalidField);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    expect(calls()).toHaveLength(1);
  });

  it("filters by dates, type, postUid and email, saying 'Filter ...' while the call is out; Reset clears them and returns PRINCIPAL, saying 'Reset ...'", async () => {
    const { fetchMock, calls } = stubEmailLogs();
    openEmailLogs();
    await screen.findByRole('table', { name: 'PRINCIPAL emails' });

    setField('Sent Date From', '2026-05-01');
    setField('Sent Date To', '2026-05-31');
    setField('postUid', 'post0000001');
    setField('Email', ' Carer ');
    fireEvent.click(screen.getByRole('radio', { name: 'Notify Absence' }));
    let answer = holdNextStatistics(fetchMock);
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));

    const busy = await screen.findByRole('button', { name: 'Filter ...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    answer();
    const absences = await screen.findByRole('table', { name: 'Notify Absence emails' });
    expect(within(absences).getAllByRole('columnheader').map(headerText)).toEqual([
      'UserId', 'Name', 'Email', 'Sent Date', 'Type', 'Subject', 'StudentId', 'Student Name', 'Absence Date', 'Reason', 'Delivered', 'Opened', 'Clicked',
    ]);
    const filtered = calls().at(-1)!;
    expect(Object.fromEntries(['start_date', 'end_date', 'types', 'postUid', 'email'].map((key) => [key, filtered.get(key)]))).toEqual({
      start_date: '2026-05-01', end_date: '2026-05-31', types: 'Notify Absence', postUid: 'post0000001', email: 'Carer',
    });

    answer = holdNextStatistics(fetchMock);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('button', { name: 'Reset ...' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('table', { name: 'PRINCIPAL emails' })).toBeInTheDocument();
    const reset = calls().at(-1)!;
    expect([reset.get('types'), reset.get('start_date'), reset.get('email'), reset.get('postUid')]).toEqual(['PRINCIPAL', null, null, null]);
    expect(screen.getByRole('radio', { name: 'PRINCIPAL' })).toBeChecked();
    expect(within(filterForm()).getByLabelText('Email')).toHaveValue('');
  });

  it("offers the absence emails' and the student notes' types, and shows a note's author and student", async () => {
    const { calls } = stubEmailLogs();
    openEmailLogs();
    await screen.findByRole('table', { name: 'PRINCIPAL emails' });
    const types = within(screen.getByRole('radiogroup', { name: 'Types' })).getAllByRole('radio');
    expect(types.map((radio) => radio.closest('label')?.textContent)).toEqual(['DIGEST', 'PRINCIPAL', 'DAILYEMAIL', 'Unverified Absence', 'Notify Absence', 'Student Note', 'School Psychology Request', 'Emergency Alert', 'Form Request', 'Form Receipt', 'Form Reminder']);

    fireEvent.click(screen.getByRole('radio', { name: 'Student Note' }));
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const notes = await screen.findByRole('table', { name: 'Student Note emails' });
    expect(calls().at(-1)!.get('types')).toBe('Student Note');
    expect(within(notes).getAllByRole('columnheader').map(headerText)).toEqual([
      'UserId', 'Name', 'Email', 'Sent Date', 'Type', 'Subject', 'StudentId', 'Student Name', 'Delivered', 'Opened', 'Clicked',
    ]);
    expect(within(notes).getAllByRole('row')[1]).toHaveTextContent(/user0000001teacher1carer@example\.com.*Student NoteBehaviour note for SamS1Sam/);
  });

  it('sorts on the server when a column header is pressed, and again the other way', async () => {
    const { calls } = stubEmailLogs();
    openEmailLogs();
    const table = await screen.findByRole('table', { name: 'PRINCIPAL emails' });

    fireEvent.click(within(table).getByRole('button', { name: 'Email' }));
    await waitFor(() => expect([calls().at(-1)?.get('sort'), calls().at(-1)?.get('order')]).toEqual(['SESDestinationAddress', 'asc']));
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: /^Email/ })).toHaveAttribute('aria-sort', 'ascending'));
    expect(within(table).getByRole('columnheader', { name: /Sent Date/ })).toHaveAttribute('aria-sort', 'none');

    fireEvent.click(within(table).getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(calls().at(-1)?.get('order')).toBe('desc'));
    // The post list is no sort key.
    expect(within(table).queryByRole('button', { name: 'Post Id List' })).toBeNull();
  });

  it("pages on the server, says 'No records found!' for a filter that matches nothing, and exports the filter as email-logs files", async () => {
    const { asked, calls } = stubEmailLogs({ total: 60 });
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    openEmailLogs();
    await screen.findByRole('table', { name: 'PRINCIPAL emails' });

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls().at(-1)?.get('page')).toBe('2'));

    fireEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
    expect(saveFile.mock.calls[0]![1]).toBe('email-logs.pdf');
    expect(asked.at(-1)?.get('format')).toBe('pdf');
    expect(asked.at(-1)?.get('types')).toBe('PRINCIPAL');

    setField('Email', 'nobody');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No records found!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));
    expect(saveFile.mock.calls[1]![1]).toBe('email-logs.csv');
    expect(asked.at(-1)?.get('email')).toBe('nobody');
  });

  it('sits in the admin tab strip with Email Logs marked, and the strip opens it', async () => {
    stubEmailLogs();
    const { user, router } = renderApp('/admin?tab=email', { user: buildUser({ username: 'admin1', is_admin: true }) });
    const strip = await screen.findByRole('navigation', { name: 'Administration' });

    await user.click(within(strip).getByRole('link', { name: 'Email Logs' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'EMAIL LOGS' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/email-logs');
    expect(await screen.findByRole('table', { name: 'PRINCIPAL emails' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Administration' }));
    expect(tabs.getByRole('link', { name: 'Email Logs' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Email' })).not.toHaveAttribute('aria-current');
    expect(tabs.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });

  it("takes an old link to the home's Email Logs tab to the screen", async () => {
    stubEmailLogs();
    const { router } = renderApp('/admin?tab=email-logs', { user: buildUser({ username: 'admin1', is_admin: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'EMAIL LOGS' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/email-logs');
  });
});
