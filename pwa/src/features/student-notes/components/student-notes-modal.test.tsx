import { act, cleanup, render, screen, waitFor, within } from '@/testing/render.ts';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTE_BANNER_MS, STUDENT_NOTE_MESSAGES as M, type StudentNoteRecord, type StudentNotesAnswer } from '@portal/contract';
import { browser } from '@/lib/browser.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { readDocument } from '@/offline/documents.ts';
import { buildUser } from '@/testing/factories.ts';
import { calls, envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { openPersonDatabase } from '@/testing/render-app.tsx';
import { StudentNotesButton } from './student-notes-button.tsx';

const MIA = { userUid: 'miauseruid0001', student: 'Mia Taylor' };

function note(fields: Partial<StudentNoteRecord>): StudentNoteRecord {
  return {
    studentnoteUid: 'note00000001',
    note: 'Mia led her group well.',
    noteType: 'General',
    created_by: 'teacher1',
    // 3:05 pm at the school (Sydney, AEDT), whatever the zone the tests run in.
    created_date: '2026-11-20T04:05:00.000Z',
    student_userid: MIA.userUid,
    student_username: 'student1',
    student: 'Mia Taylor',
    email_self: true,
    email_hrt: false,
    email_hoy: false,
    email_wellbeing_group: false,
    email_counsellor_staff: false,
    email_class_teachers: false,
    email_recipients: [],
    is_recipients: false,
    visible_all: false,
    type: 'note',
    ...fields,
  };
}

const answer = (notes: StudentNoteRecord[], link: string | null = null): StudentNotesAnswer => ({ notes, is_download_notes: link !== null, pre_signed_URL: link });

function renderButton() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StudentNotesButton student={MIA} />
    </QueryClientProvider>,
  );
  return user;
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Notes for Mia Taylor' }));
  return screen.getByRole('dialog', { name: M.modalTitle('Mia Taylor') });
}

afterEach(() => vi.useRealTimers());

describe('the student notes modal', () => {
  it("is titled 'Create new note for Mia Taylor' and lists her notes dated DD-MM-YYYY h:mm A", async () => {
    stubFetch({ 'GET /api/student-notes': { body: envelope(answer([note({})])) } });
    const user = renderButton();
    const dialog = await openModal(user);
    expect(within(dialog).getByRole('heading', { name: 'Create new note for Mia Taylor' })).toBeInTheDocument();
    expect(await within(dialog).findByText('20-11-2026 3:05 PM')).toBeInTheDocument();
    expect(within(dialog).getByText('Mia led her group well.')).toBeInTheDocument();
  });

  it("says 'Required' for an empty note and 'Please enter valid email ' for a bad extra address, and sends nothing", async () => {
    const fetchMock = stubFetch({ 'GET /api/student-notes': { body: envelope(answer([])) } });
    const user = renderButton();
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(M.required);

    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Late to class again.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Extra recipients (comma-separated)' }), 'deputy@example.org, not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const extra = within(dialog).getByRole('textbox', { name: 'Extra recipients (comma-separated)' });
    expect(extra).toHaveAccessibleDescription(M.invalidEmail.trim());
    expect(within(dialog).getByText((_, element) => element?.textContent === M.invalidEmail)).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('POST /api/student-notes');
  });

  it("sends a Behaviour note to the homeroom teacher and two addresses, reloads the list and shows 'Message sent/saved successfully!' for 5 s", async () => {
    const sent = note({ studentnoteUid: 'note00000002', noteType: 'Behaviour', note: 'Left class without permission.', email_hrt: true, email_recipients: ['a@example.org', 'b@example.org'], is_recipients: true });
    const fetchMock = stubFetch({
      'GET /api/student-notes': { body: envelope(answer([])) },
      'POST /api/student-notes': { status: 201, body: envelope(answer([sent])) },
    });
    const user = renderButton();
    const dialog = await openModal(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Note type' }), 'Behaviour');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Left class without permission.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Homeroom teacher' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Extra recipients (comma-separated)' }), 'a@example.org, b@example.org');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(M.sent);
    expect(within(dialog).getByText('Left class without permission.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/student-notes')).toEqual([
      {
        notesData: {
          student_userid: MIA.userUid,
          noteType: 'Behaviour',
          note: 'Left class without permission.',
          email_self: false,
          email_hrt: true,
          email_hoy: false,
          email_wellbeing_group: false,
          email_counsellor_staff: false,
          email_class_teachers: false,
          email_recipients: ['a@example.org', 'b@example.org'],
          visible_all: false,
        },
        sortData: { sort_by: 'created_date', sort_order: 'desc' },
      },
    ]);
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('');

    act(() => vi.advanceTimersByTime(NOTE_BANNER_MS - 200));
    expect(within(dialog).getByRole('status')).toHaveTextContent(M.sent);
    act(() => vi.advanceTimersByTime(400));
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
  });

  it('exports the notes by opening the pre-signed link', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const link = 'http://localhost/api/public/student-notes-csv?student=x';
    stubFetch({
      'GET /api/student-notes': (request) => ({ body: envelope(request.url.includes('is_csv_export=True') ? answer([note({})], link) : answer([note({})])) }),
    });
    const user = renderButton();
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(link));
  });

  it("reads a student's notes offline after a first visit, and keeps Send and Export CSV for when the network is back", async () => {
    const db = (await openPersonDatabase(buildUser({ username: 'teacher1', type: 'faculty', is_carer: false })))!;
    stubFetch({ 'GET /api/student-notes': { body: envelope(answer([note({})])) } });
    const firstVisit = renderButton();
    expect(await within(await openModal(firstVisit)).findByText('Mia led her group well.')).toBeInTheDocument();
    await waitFor(async () => expect(await readDocument<StudentNotesAnswer>(db, `student-notes:${MIA.userUid}`)).toMatchObject({ notes: [{ note: 'Mia led her group well.' }] }));
    cleanup();

    // Offline, a reload: the saved notes show, with when they left the server.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = stubFetch({ 'GET /api/student-notes': { networkError: true } });
    const user = renderButton();
    const dialog = await openModal(user);
    expect(await within(dialog).findByText('Mia led her group well.')).toBeInTheDocument();
    expect(within(dialog).getByText('20-11-2026 3:05 PM')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Last updated/)).toBeInTheDocument();

    // Writing waits for the network (a note is emailed as it is saved): nothing is sent, and the form says why.
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Written on the train.');
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(M.offlineHint);
    const exportButton = within(dialog).getByRole('button', { name: 'Export CSV' });
    expect(exportButton).toBeDisabled();
    expect(exportButton).toHaveAccessibleDescription(M.offlineHint);
    expect(calls(fetchMock).filter((call) => call !== 'GET /api/student-notes')).toEqual([]);

    // Back online, the typed note is still there and can be sent.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(send).toBeEnabled();
    expect(send).not.toHaveAccessibleDescription();
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Written on the train.');
  });
});
