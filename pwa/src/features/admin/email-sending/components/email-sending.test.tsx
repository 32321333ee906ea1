import { Classes } from '@blueprintjs/core';
import { screen, waitFor, within } from '@testing-library/react';
import { EMAIL_SENDING_MESSAGES as SEND, WEEKLY_EMAIL_TEXT_MESSAGES as M, type EmailSendRecord, type WeeklyEmailTextRecord } from '@portal/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissAdminToasts } from '@/features/admin/lib/admin-toaster.ts';
import { buildSettings, buildUser, buildWeeklyEmailText } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const admin = buildUser({ username: 'admin1', is_admin: true });
const settings = { body: envelope([buildSettings()]) };

type Body = { data: Partial<WeeklyEmailTextRecord> };

/** The campus's record as the BFF keeps it: made by the first POST, changed by each PUT. */
function weeklyTextServer(start: WeeklyEmailTextRecord | null) {
  let stored = start;
  return {
    'GET /api/settings/': settings,
    'GET /api/weeklyemailtext/': () => ({ body: envelope(stored ? [stored] : []) }),
    'POST /api/weeklyemailtext': (request: { body: unknown }) => {
      stored = buildWeeklyEmailText({ email_text: '', except_emails: '', except_emails_list: [], test_emails_list: [], ...(request.body as Body).data });
      return { status: 201, body: envelope(stored) };
    },
    [`PUT /api/weeklyemailtext/${start?.weeklyemailtextUid ?? 'weeklytext0001'}`]: (request: { body: unknown }) => {
      stored = { ...stored!, ...(request.body as Body).data };
      return { body: envelope(stored) };
    },
  };
}

describe('the Email tab', () => {
  it('opens on Weekly Digest with testing On, the saved blurb and list, and a Send Emails button', async () => {
    stubFetch(weeklyTextServer(buildWeeklyEmailText({ email_text: 'Musical tonight', except_emails: 'gone@example.com', test_emails_list: ['admin1@school.test'] })));
    const { user } = renderApp('/admin?tab=email', { user: admin });
    expect(await screen.findByRole('radio', { name: 'Weekly Digest' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'On' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Blurb' })).toHaveValue('Musical tonight');
    expect(screen.getByRole('textbox', { name: "Don't send emails to people in this list" })).toHaveValue('gone@example.com');
    expect(screen.getByRole('combobox', { name: 'Send test emails to' })).toHaveValue('admin1@school.test');
    expect(screen.getByRole('button', { name: 'Send Emails' })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Principals Message' }));
    expect(screen.queryByRole('textbox', { name: 'Blurb' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "Don't send emails to people in this list" })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Off' }));
    expect(screen.queryByRole('combobox', { name: 'Send test emails to' })).not.toBeInTheDocument();
  });

  it("asks for a blurb, then saves it into the campus's record with 'Saved successfully.'", async () => {
    const fetchMock = stubFetch(weeklyTextServer(buildWeeklyEmailText({ email_text: 'Old blurb' })));
    const { user } = renderApp('/admin?tab=email', { user: admin });
    const blurb = await screen.findByRole('textbox', { name: 'Blurb' });
    expect(screen.getByText('[link text](https://example.com)')).toBeInTheDocument();
    expect(screen.getByText('**bold text**')).toBeInTheDocument();
    await user.clear(blurb);
    await user.click(screen.getByRole('button', { name: 'Save Blurb' }));
    expect(await screen.findByText(M.blurb)).toBeInTheDocument();

    await user.type(blurb, 'Swimming carnival **results**');
    await user.click(screen.getByRole('button', { name: 'Save Blurb' }));
    expect(await screen.findByText(M.blurbSaved)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/weeklyemailtext/weeklytext0001')).toEqual([{ data: { email_text: 'Swimming carnival **results**' } }]);
  });

  it("checks every address of the exclusion list, then saves it with 'List Saved successfully.'", async () => {
    const fetchMock = stubFetch(weeklyTextServer(buildWeeklyEmailText({ except_emails: '' })));
    const { user } = renderApp('/admin?tab=email', { user: admin });
    const list = await screen.findByRole('textbox', { name: "Don't send emails to people in this list" });
    await user.click(screen.getByRole('button', { name: 'Save List' }));
    expect(await screen.findByText(M.exclusionList)).toBeInTheDocument();
    await user.type(list, 'gone@example.com, not an address');
    await user.click(screen.getByRole('button', { name: 'Save List' }));
    expect(await screen.findByText(M.exclusionListInvalid)).toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call.startsWith('PUT'))).toEqual([]);

    await user.clear(list);
    await user.type(list, 'gone@example.com{Enter}moved@example.org');
    await user.click(screen.getByRole('button', { name: 'Save List' }));
    expect(await screen.findByText(M.listSaved)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/weeklyemailtext/weeklytext0001')).toEqual([{ data: { except_emails: 'gone@example.com\nmoved@example.org' } }]);
  });

  it('adds a test address that the recipient select then offers, once a record exists', async () => {
    const fetchMock = stubFetch(weeklyTextServer(null));
    const { user } = renderApp('/admin?tab=email', { user: admin });
    const address = await screen.findByRole('textbox', { name: 'Test address' });
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText(M.testAddress)).toBeInTheDocument();
    await user.type(address, 'tester@example');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText(M.testAddressInvalid)).toBeInTheDocument();
    await user.type(address, '.com');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText(M.testAddressNeedsRecord)).toBeInTheDocument();

    // The first save makes the campus's record; then test addresses can be kept in it.
    await user.type(screen.getByRole('textbox', { name: 'Blurb' }), 'First blurb');
    await user.click(screen.getByRole('button', { name: 'Save Blurb' }));
    expect(await screen.findByText(M.blurbSaved)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/weeklyemailtext')).toEqual([{ data: { email_text: 'First blurb' } }]);

    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText(M.testAddressSaved)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/weeklyemailtext/weeklytext0001')).toEqual([{ data: { test_emails_list: ['tester@example.com'] } }]);
    expect(screen.getByRole('combobox', { name: 'Send test emails to' })).toHaveValue('tester@example.com');
    expect(screen.getByRole('textbox', { name: 'Test address' })).toHaveValue('');
  });

  it("sends the chosen type to the chosen test address, says 'Emails sent successfully' and shows the send's progress", async () => {
    let latest: EmailSendRecord | null = null;
    const fetchMock = stubFetch({
      ...weeklyTextServer(buildWeeklyEmailText({ except_emails: 'gone@example.com', test_emails_list: ['admin1@school.test', 'editor1@school.test'] })),
      'GET /api/send-emails/': () => ({ body: envelope(latest ? [latest] : []) }),
      'POST /api/send-emails/': (request: { body: unknown }) => {
        const body = request.body as { type: EmailSendRecord['type']; recipient: string };
        latest = buildSend({ type: body.type, recipient: body.recipient, status: 'Sending', sent: 0, total: 1 });
        return { status: 201, body: envelope(latest) };
      },
    });
    const { user } = renderApp('/admin?tab=email', { user: admin });
    await user.click(await screen.findByRole('radio', { name: 'Principals Message' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Send test emails to' }), 'editor1@school.test');
    await user.click(screen.getByRole('button', { name: 'Send Emails' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent("Send a test of the principal's message to editor1@school.test only?");
    await user.click(within(question).getByRole('button', { name: 'Send Emails' }));
    expect(await screen.findByText(SEND.sent)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/send-emails/')).toEqual([{ type: 'Principal', email_testing: true, recipient: 'editor1@school.test', except_for: ['gone@example.com'] }]);
    expect(screen.getByText(/^Latest send:/)).toHaveTextContent('Latest send: Principals Message (test to editor1@school.test): Sending, 0 of 1 sent');
  });

  it("shows the server's message when there is nobody to send to, and asks for a test address before sending", async () => {
    stubFetch({
      ...weeklyTextServer(buildWeeklyEmailText({ except_emails: '', test_emails_list: [] })),
      'GET /api/send-emails/': { body: envelope([]) },
      'POST /api/send-emails/': { status: 400, body: errorEnvelope('bad_request', SEND.emptyQueue) },
    });
    const { user } = renderApp('/admin?tab=email', { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Send Emails' }));
    expect(await screen.findByText(SEND.recipientRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Send Emails' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send Emails' }));
    expect(await screen.findByText(SEND.emptyQueue)).toBeInTheDocument();
  });

  // Blueprint's overlay leaves after its closing transition: on a busy machine that is more than waitFor's default second.
  const DIALOG_CLOSED = { timeout: 5000 };

  it('asks before Send Emails, naming the send and how many people it reaches; Cancel (or Escape) sends nothing and returns to the button', async () => {
    const fetchMock = stubFetch({
      ...weeklyTextServer(buildWeeklyEmailText({ except_emails: 'gone@example.com\nmoved@example.org', except_emails_list: ['gone@example.com', 'moved@example.org'], test_emails_list: ['admin1@school.test'] })),
      'GET /api/send-emails/': { body: envelope([]) },
      'GET /api/send-emails/recipient-count': { body: envelope({ type: 'Weekly', recipients: 1234 }) },
      'POST /api/send-emails/': { status: 201, body: envelope(buildSend({})) },
    });
    const { user } = renderApp('/admin?tab=email', { user: admin });
    await user.click(await screen.findByRole('radio', { name: 'Off' }));
    // Typed but not saved: the send leaves it out, so the count must too.
    await user.type(screen.getByRole('textbox', { name: "Don't send emails to people in this list" }), '{Enter}New@Example.com');
    const send = screen.getByRole('button', { name: 'Send Emails' });

    await user.click(send);
    const question = await screen.findByRole('alertdialog');
    await waitFor(() => expect(question).toHaveTextContent('Send the weekly digest to 1,234 people? Testing is off: this goes to the whole campus and cannot be called back.'));
    expect(question).toHaveTextContent('3 addresses on the list above will not get it.');
    // Only what the saved list lacks goes in the query: the server adds the saved list itself, as for the send.
    expect(calls(fetchMock).filter((call) => call.includes('recipient-count'))).toEqual(['GET /api/send-emails/recipient-count?type=Weekly&except_for=new%40example.com']);
    // The dialog takes the focus, so a keyboard or screen reader user is in it.
    await waitFor(() => expect(document.activeElement?.closest(`.${Classes.OVERLAY}`)).toBeTruthy());
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), DIALOG_CLOSED);
    await waitFor(() => expect(send).toHaveFocus());

    await user.click(send);
    await screen.findByRole('alertdialog');
    // Escape closes the question from inside it, where the focus goes once it has opened.
    await waitFor(() => expect(document.activeElement?.closest(`.${Classes.OVERLAY}`)).toBeTruthy());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), DIALOG_CLOSED);
    expect(calls(fetchMock).filter((call) => call.startsWith('POST /api/send-emails'))).toEqual([]);
  });
});

describe('the number of people in the question before a send to the whole campus', () => {
  // The admin toaster outlives each screen: an earlier test's 'Emails sent successfully' would still show.
  beforeEach(dismissAdminToasts);
  const textServer = () => weeklyTextServer(buildWeeklyEmailText({ except_emails: '', except_emails_list: [] }));

  it('says it is still counting until the number arrives, then says the number', async () => {
    let answer: (reply: Response) => void = () => {};
    const fetchMock = stubFetch({ ...textServer(), 'GET /api/send-emails/': { body: envelope([]) } });
    const stubbed = fetchMock.getMockImplementation()!;
    // The count's answer waits for the test; every other call is answered at once.
    fetchMock.mockImplementation((input, init) => (String(input).includes('recipient-count') ? new Promise<Response>((resolve) => (answer = resolve)) : stubbed(input, init)));
    const { user } = renderApp('/admin?tab=email', { user: admin });
    await user.click(await screen.findByRole('radio', { name: 'Daily Reminders' }));
    await user.click(screen.getByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Send Emails' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Send the daily reminders to everyone it is for? Still counting how many people that is. Testing is off: this goes to the whole campus and cannot be called back.');

    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/send-emails/recipient-count?type=Daily'));
    answer(new Response(JSON.stringify(envelope({ type: 'Daily', recipients: 1 })), { headers: { 'Content-Type': 'application/json' } }));
    await waitFor(() => expect(question).toHaveTextContent('Send the daily reminders to 1 person? Testing is off'));
  });

  it('still asks, and sends, when the count fails', async () => {
    const fetchMock = stubFetch({
      ...textServer(),
      'GET /api/send-emails/': { body: envelope([]) },
      'GET /api/send-emails/recipient-count': { status: 502, body: errorEnvelope('cms_unavailable', 'The CMS cannot be reached.') },
      'POST /api/send-emails/': { status: 201, body: envelope(buildSend({ type: 'Principal', email_testing: false, recipient: null })) },
    });
    const { user } = renderApp('/admin?tab=email', { user: admin });
    await user.click(await screen.findByRole('radio', { name: 'Principals Message' }));
    await user.click(screen.getByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Send Emails' }));
    const question = await screen.findByRole('alertdialog');
    await waitFor(() => expect(question).toHaveTextContent("Send the principal's message to everyone it is for? How many people that is could not be counted just now. Testing is off"));
    await user.click(within(question).getByRole('button', { name: 'Send Emails' }));
    expect(await screen.findByText(SEND.sent)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/send-emails/')).toEqual([{ type: 'Principal', email_testing: false, except_for: [] }]);
  });

  it('says plainly when the send would reach nobody', async () => {
    stubFetch({ ...textServer(), 'GET /api/send-emails/': { body: envelope([]) }, 'GET /api/send-emails/recipient-count': { body: envelope({ type: 'Weekly', recipients: 0 }) } });
    const { user } = renderApp('/admin?tab=email', { user: admin });
    await user.click(await screen.findByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Send Emails' }));
    const question = await screen.findByRole('alertdialog');
    await waitFor(() => expect(question).toHaveTextContent('Send the weekly digest? It would reach nobody now: no post of it is live, or no one it is for.'));
  });
});

function buildSend(overrides: Partial<EmailSendRecord>): EmailSendRecord {
  return {
    emailsendUid: 'emailsend0001',
    type: 'Weekly',
    email_testing: true,
    recipient: 'admin1@school.test',
    status: 'Queued',
    total: 1,
    sent: 0,
    skipped: 0,
    failed: 0,
    post_ids: [],
    error: null,
    created_at: '2026-02-01T00:00:00.000Z',
    updated_at: '2026-02-01T00:00:00.000Z',
    users_username: 'admin1',
    ...overrides,
  };
}
