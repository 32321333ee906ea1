import { act, screen, waitFor, within } from '@testing-library/react';
import { LEARNING_VIRTUES_GOALS_MESSAGES, type QueueStatisticsRecord } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser.ts';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const admin = buildUser({ username: 'admin1', is_admin: true });
const settings = { body: envelope([buildSettings()]) };
const TAB = '/admin?tab=learning-virtues-goals';

function buildRequest(overrides: Partial<QueueStatisticsRecord> = {}): QueueStatisticsRecord {
  return {
    queuestatisticsUid: 'request00000000000000001',
    created_at: '2026-08-10T01:00:00.000Z',
    created_by: 'admin1',
    form_run: 'Year 9',
    student_username: null,
    is_error: false,
    message: null,
    queue_status: 'Pending',
    updated_at: '2026-08-10T01:00:00.000Z',
    semester: '3',
    academic_year: '2026',
    progress: { done: 0, total: 4 },
    pdf_count: 0,
    ...overrides,
  };
}

const listOf = (records: QueueStatisticsRecord[]) => () => ({ body: envelope(records), headers: { 'X-Total-Count': String(records.length) } });

afterEach(() => {
  vi.useRealTimers();
});

describe('the LV Goals PDFs tab', () => {
  it('offers 2021 to this year (this year chosen) and the term of this month; the username is editable only for an Individual Student', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 7, 15, 10));
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/queuestatistics/': listOf([]) });
    const { user } = renderApp(TAB, { user: admin });

    // The first test loads the tab's lazy chunk.
    const year = await screen.findByRole('combobox', { name: 'Year' }, { timeout: 10_000 });
    expect(year).toHaveValue('2026');
    expect(within(year).getAllByRole('option').map((option) => option.textContent)).toEqual(['2021', '2022', '2023', '2024', '2025', '2026']);
    expect(screen.getByRole('combobox', { name: 'Term' })).toHaveValue('3');
    const students = screen.getByRole('combobox', { name: 'Students' });
    expect(within(students).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Year 7 Students',
      'All Year 8 Students',
      'All Year 9 Students',
      'All Year 10 Students',
      'All Year 11 Students',
      'All Year 12 Students',
      'Individual Student',
    ]);
    const username = screen.getByRole('textbox', { name: 'Student Username' });
    expect(username).toBeDisabled();
    await user.selectOptions(students, 'Individual Student');
    expect(username).toBeEnabled();
    await user.type(username, 'student1');
    await user.selectOptions(students, 'All Year 9 Students');
    expect(username).toBeDisabled();
    expect(username).toHaveValue('');
    expect(await screen.findByText('No records found!')).toBeInTheDocument();
  });

  it('opens from a link with the tab id an earlier version used', async () => {
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/queuestatistics/': listOf([]) });
    renderApp('/admin?tab=lv-goals-pdfs', { user: admin });
    expect(await screen.findByRole('button', { name: 'Create/Replace PDFs' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LV Goals PDFs' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    [new Date(2026, 0, 31), '1'],
    [new Date(2026, 4, 1), '2'],
    [new Date(2026, 11, 24), '4'],
  ])('on %s the term is Term %s', async (today, term) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today);
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/queuestatistics/': listOf([]) });
    renderApp(TAB, { user: admin });
    expect(await screen.findByRole('combobox', { name: 'Term' })).toHaveValue(term);
  });

  it("asks for a username for an Individual Student ('*Please enter valid value') before sending anything", async () => {
    const fetchMock = stubFetch({ 'GET /api/settings/': settings, 'GET /api/queuestatistics/': listOf([]) });
    const { user } = renderApp(TAB, { user: admin });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Students' }), 'Individual Student');
    await user.click(screen.getByRole('button', { name: 'Create/Replace PDFs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LEARNING_VIRTUES_GOALS_MESSAGES.username);
    expect(screen.getByRole('textbox', { name: 'Student Username' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock).filter((call) => call.startsWith('POST /api/learning-virtues-pdf'))).toEqual([]);
  });

  it("requests Year 9, Term 3 of the chosen year, says the spec's message, and shows the request", async () => {
    const queued = buildRequest();
    let requests: QueueStatisticsRecord[] = [];
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      'GET /api/queuestatistics/': () => listOf(requests)(),
      'POST /api/learning-virtues-pdf/': () => {
        requests = [queued];
        return { status: 201, body: envelope({ message: LEARNING_VIRTUES_GOALS_MESSAGES.requested, queuestatistics: queued }) };
      },
    });
    const { user } = renderApp(TAB, { user: admin });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Year' }), '2026');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Term' }), 'Term 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Students' }), 'All Year 9 Students');
    await user.click(screen.getByRole('button', { name: 'Create/Replace PDFs' }));
    expect(await screen.findByText(LEARNING_VIRTUES_GOALS_MESSAGES.requested)).toHaveAttribute('role', 'status');
    expect(calls(fetchMock)).toContain('POST /api/learning-virtues-pdf/?selected_year=2026&semester=3&year=9');
    expect(await screen.findByRole('rowheader', { name: queued.queuestatisticsUid })).toBeInTheDocument();
  });

  it("shows the server's message under the username when the campus has no such student", async () => {
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/queuestatistics/': listOf([]),
      'POST /api/learning-virtues-pdf/': { status: 400, body: errorEnvelope('bad_request', LEARNING_VIRTUES_GOALS_MESSAGES.unknownStudent('nobody')) },
    });
    const { user } = renderApp(TAB, { user: admin });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Students' }), 'Individual Student');
    await user.type(screen.getByRole('textbox', { name: 'Student Username' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Create/Replace PDFs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LEARNING_VIRTUES_GOALS_MESSAGES.unknownStudent('nobody'));
  });

  it('lists the requests with their progress, Complete green and Pending blue in words too, and asks again every 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const pending = buildRequest();
    const complete = buildRequest({
      queuestatisticsUid: 'request00000000000000002',
      form_run: 'Individual Student',
      student_username: 'student1',
      queue_status: 'Complete',
      progress: { done: 1, total: 1 },
      pdf_count: 1,
      message: 'Created 1 PDF for student1.',
    });
    let answers = [pending, complete];
    const fetchMock = stubFetch({ 'GET /api/settings/': settings, 'GET /api/queuestatistics/': () => listOf(answers)() });
    renderApp(TAB, { user: admin });

    const pendingRow = (await screen.findByRole('rowheader', { name: pending.queuestatisticsUid })).closest('tr')!;
    const tagOf = (row: HTMLElement, text: string) => within(row).getByText(text).closest('.bp6-tag');
    expect(tagOf(pendingRow, 'Pending')).toHaveClass('bp6-intent-primary');
    expect(within(pendingRow).getByText('0 of 4')).toBeInTheDocument();
    expect(within(pendingRow).getByText('Year 9')).toBeInTheDocument();
    expect(within(pendingRow).getByText('Term 3')).toBeInTheDocument();
    const completeRow = screen.getByRole('rowheader', { name: complete.queuestatisticsUid }).closest('tr')!;
    expect(tagOf(completeRow, 'Complete')).toHaveClass('bp6-intent-success');
    expect(within(completeRow).getByText('Individual Student (student1)')).toBeInTheDocument();
    expect(within(completeRow).getByRole('button', { name: `Download the PDFs of request ${complete.queuestatisticsUid}` })).toBeInTheDocument();
    expect(within(pendingRow).queryByRole('button')).toBeNull();

    answers = [{ ...pending, queue_status: 'Complete', progress: { done: 4, total: 4 }, pdf_count: 4 }, complete];
    const before = calls(fetchMock).filter((call) => call.startsWith('GET /api/queuestatistics/')).length;
    act(() => vi.advanceTimersByTime(5_000));
    await waitFor(() => expect(tagOf(pendingRow, 'Complete')).toHaveClass('bp6-intent-success'));
    expect(within(pendingRow).getByText('4 of 4')).toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call.startsWith('GET /api/queuestatistics/')).length).toBe(before + 1);
  });

  it("shows a Complete request that ended in an error as one (is error: Yes), and its dates as 'MMMM d, yyyy h:mm aa'", async () => {
    const failed = buildRequest({
      queue_status: 'Complete',
      is_error: true,
      message: 'No student with the username student9.',
      created_at: '2026-08-10T01:05:00.000Z',
      updated_at: '2026-08-10T03:30:00.000Z',
    });
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/queuestatistics/': listOf([failed]) });
    renderApp(TAB, { user: admin });

    const row = (await screen.findByRole('rowheader', { name: failed.queuestatisticsUid }, { timeout: 10_000 })).closest('tr')!;
    const table = row.closest('table')!;
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    const cellOf = (header: string) => row.querySelectorAll('th, td')[headers.indexOf(header)];
    // Both spec fields stay: is error says Yes, the status says Complete...
    expect(cellOf('Is error')).toHaveTextContent('Yes');
    const tag = within(row).getByText('Complete').closest('.bp6-tag');
    // ...but the badge is not the green of a request that went well, and says why in words.
    expect(tag).toHaveClass('bp6-intent-danger');
    expect(tag).not.toHaveClass('bp6-intent-success');
    expect(within(row).getByText('Finished with an error: see the message.')).toBeInTheDocument();
    // The school's time (Sydney, UTC+10 in August).
    expect(cellOf('Created at')).toHaveTextContent('August 10, 2026 11:05 AM');
    expect(cellOf('Updated at')).toHaveTextContent('August 10, 2026 1:30 PM');
  });

  it('downloads the PDFs of a Complete request through its signed link, and removes a request after asking', async () => {
    const complete = buildRequest({ queue_status: 'Complete', progress: { done: 2, total: 2 }, pdf_count: 2 });
    const link = 'http://localhost/api/public/learning-virtues-pdf-zip?request=x';
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    let answers = [complete];
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      'GET /api/queuestatistics/': () => listOf(answers)(),
      [`GET /api/queuestatistics/${complete.queuestatisticsUid}/`]: { body: envelope(link) },
      'POST /api/queuestatistics/remove': () => {
        answers = [];
        return { body: envelope(complete) };
      },
    });
    const { user } = renderApp(TAB, { user: admin });
    // The form shows 2026, Term 3, Year 9 only by chance of today's date: choose it.
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Year' }), '2026');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Term' }), 'Term 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Students' }), 'All Year 9 Students');
    await user.click(await screen.findByRole('button', { name: 'Download Report' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(link));
    expect(calls(fetchMock)).toContain(`GET /api/queuestatistics/${complete.queuestatisticsUid}/?generate_zip_signed_url=yes`);

    await user.click(screen.getByRole('button', { name: `Remove request ${complete.queuestatisticsUid}` }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(LEARNING_VIRTUES_GOALS_MESSAGES.removeConfirm);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(LEARNING_VIRTUES_GOALS_MESSAGES.removed)).toBeInTheDocument();
    expect(calls(fetchMock)).toContain(`POST /api/queuestatistics/remove?queuestatisticsUid=${complete.queuestatisticsUid}`);
    expect(await screen.findByText('No records found!')).toBeInTheDocument();
  });
});
