import { screen, waitFor, within } from '@testing-library/react';
import { CONNECTIONS_PDF_MESSAGES as M, type ConnectionsPdfRecord } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser.ts';
import { buildConnectionsPdf, buildPdfEmailTemplate, buildSettings, buildSubscribedUser, buildUser } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const admin = buildUser({ username: 'admin1', is_admin: true });
const settings = { body: envelope([buildSettings()]) };
const subscribers = [
  buildSubscribedUser({ subscribedusersUid: 'subscriber0001', name: 'Margaret Hughes', email: 'margaret.hughes@example.com' }),
  buildSubscribedUser({ subscribedusersUid: 'subscriber0002', name: 'Local Library', email: 'library@example.org' }),
];
const LIST = 'GET /api/connections-pdf/';

const page = (records: ConnectionsPdfRecord[]) => ({ body: envelope(records), headers: { 'X-Total-Count': String(records.length) } });
const listCalls = (fetchMock: ReturnType<typeof stubFetch>) => calls(fetchMock).filter((call) => call.startsWith(LIST));

// The first row waits for the tab's lazy chunk as well.
const rowOf = async (title: string) => (await screen.findByRole('rowheader', { name: title }, { timeout: 10_000 })).closest('tr')!;
const buttonsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((button) => button.textContent);

describe('the Connections PDF under the Subscribed tab', () => {
  it("shows each row's actions by its status, and 'No records found!' for none", async () => {
    stubFetch({
      'GET /api/settings/': settings,
      [LIST]: page([
        buildConnectionsPdf({ connections_pdfUid: 'pdf00000001', title: 'Being made', status: 'Generating', url: null }),
        buildConnectionsPdf({ connections_pdfUid: 'pdf00000002', title: 'Ready to send' }),
        buildConnectionsPdf({ connections_pdfUid: 'pdf00000003', title: 'Sent already', emailed: true }),
        buildConnectionsPdf({ connections_pdfUid: 'pdf00000004', title: 'Broken', status: 'Generating', error: 'No live newsletters', url: null }),
      ]),
    });
    renderApp('/admin?tab=subscribed', { user: admin });
    expect(buttonsOf(await rowOf('Being made'))).toEqual([]);
    expect(buttonsOf(await rowOf('Ready to send'))).toEqual(['Download', 'Send email', 'Delete']);
    expect(buttonsOf(await rowOf('Sent already'))).toEqual(['Download', 'Delete']);
    const broken = await rowOf('Broken');
    expect(buttonsOf(broken)).toEqual(['Delete']);
    expect(broken).toHaveTextContent('No live newsletters');
    expect(within(await rowOf('Sent already')).getByText('Yes')).toBeInTheDocument();
  });

  it('says when there is no PDF yet', async () => {
    stubFetch({ 'GET /api/settings/': settings, [LIST]: page([]) });
    renderApp('/admin?tab=subscribed', { user: admin });
    const table = (await screen.findByRole('columnheader', { name: 'Emailed' })).closest('table')!;
    expect(await within(table).findByText('No records found!')).toBeInTheDocument();
  });

  it('generates a PDF and asks again every 2 s while it is Generating, and stops once it is Completed', async () => {
    let answers = 0;
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      [LIST]: () => {
        answers += 1;
        if (answers === 1) return page([]);
        return page([buildConnectionsPdf({ title: 'This week', ...(answers < 3 ? { status: 'Generating', url: null } : {}) })]);
      },
      'POST /api/connections-pdf': { status: 201, body: envelope(buildConnectionsPdf({ title: 'This week', status: 'Generating', url: null })) },
    });
    const { user } = renderApp('/admin?tab=subscribed', { user: admin });
    await screen.findByText('No records found!');
    await user.click(screen.getByRole('button', { name: 'Generate PDF' }));
    expect(await screen.findByText(M.generating)).toBeInTheDocument();
    const row = await rowOf('This week');
    expect(row).toHaveTextContent('Generating');
    await waitFor(() => expect(within(row).getByRole('button', { name: /^Download/ })).toBeInTheDocument(), { timeout: 4000 });
    expect(row).toHaveTextContent('Completed');
    const asked = listCalls(fetchMock).length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(listCalls(fetchMock)).toHaveLength(asked);
  }, 15_000);

  it("deletes a PDF after the question 'Delete PDF'", async () => {
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      [LIST]: page([buildConnectionsPdf({ connections_pdfUid: 'pdf00000002', title: 'Old issue' })]),
      'DELETE /api/connections-pdf/pdf00000002': { body: envelope(buildConnectionsPdf({ connections_pdfUid: 'pdf00000002', title: 'Old issue' })) },
    });
    const { user } = renderApp('/admin?tab=subscribed', { user: admin });
    await user.click(within(await rowOf('Old issue')).getByRole('button', { name: /^Delete/ }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(M.deleteConfirm);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('DELETE /api/connections-pdf/pdf00000002');
  });

  it('downloads through the signed link it asks for first', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const link = 'http://localhost/api/public/connections-pdf-file?pdf=pdf00000002&campus=sydney&expires=1&signature=x';
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      [LIST]: page([buildConnectionsPdf({ connections_pdfUid: 'pdf00000002', title: 'To read' })]),
      'GET /api/connections-pdf/pdf00000002/?generate_pdf_signed_url=yes': { body: envelope(link) },
    });
    const { user } = renderApp('/admin?tab=subscribed', { user: admin });
    await user.click(within(await rowOf('To read')).getByRole('button', { name: /^Download/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(link));
    expect(calls(fetchMock)).toContain('GET /api/connections-pdf/pdf00000002/?generate_pdf_signed_url=yes');
  });

  it("emails a PDF with the saved template and says '[SUCCESS] Email sent successfully'; a refusal shows the server's message", async () => {
    const template = buildPdfEmailTemplate();
    let refused = false;
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      [LIST]: page([buildConnectionsPdf({ connections_pdfUid: 'pdf00000002', title: 'To send' })]),
      'GET /api/connectionpdfemailtext/': { body: envelope([template]) },
      'POST /api/send-connections-pdf-email': () =>
        refused
          ? { status: 400, body: errorEnvelope('bad_request', M.alreadyEmailed) }
          : { body: envelope({ message: M.sent, connections_pdfUid: 'pdf00000002', emailed: true }) },
    });
    const { user } = renderApp('/admin?tab=subscribed', { user: admin });
    await user.click(within(await rowOf('To send')).getByRole('button', { name: /^Send email/ }));
    expect(await screen.findByText(M.sent)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/send-connections-pdf-email')).toEqual([
      {
        send_to: template.send_to,
        subject: template.subject,
        email_html: template.email_html,
        connections_pdfUid: 'pdf00000002',
        connections_pdf_title: 'To send',
        connection_pdf_emailtextUid: template.connection_pdf_emailtextUid,
      },
    ]);
    refused = true;
    await user.click(within(await rowOf('To send')).getByRole('button', { name: /^Send email/ }));
    expect(await screen.findByText(M.alreadyEmailed)).toBeInTheDocument();
  });

  it("says 'Please select atleast one subscriber email id to send email' when the template names nobody", async () => {
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      [LIST]: page([buildConnectionsPdf({ title: 'To send' })]),
      'GET /api/connectionpdfemailtext/': { body: envelope([]) },
    });
    const { user } = renderApp('/admin?tab=subscribed', { user: admin });
    await user.click(within(await rowOf('To send')).getByRole('button', { name: /^Send email/ }));
    expect(await screen.findByText(M.noRecipients)).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('POST /api/send-connections-pdf-email');
  });

  it("edits the template: the spec's messages, then All replaces the other choices", async () => {
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      [LIST]: page([]),
      'GET /api/subscribedusers/': { body: envelope(subscribers), headers: { 'X-Total-Count': '2' } },
      'GET /api/connectionpdfemailtext/': { body: envelope([]) },
      'POST /api/connectionpdfemailtext': (request) => ({ status: 201, body: envelope(buildPdfEmailTemplate(request.body as object)) }),
    });
    const { user } = renderApp('/admin?tab=subscribed', { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Edit Email template' }));
    const form = await screen.findByRole('form', { name: 'Email template' }, { timeout: 5000 });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    for (const message of [M.sendTo, M.subject, M.emailText]) expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('POST /api/connectionpdfemailtext');

    const library = within(form).getByRole('checkbox', { name: 'library@example.org' });
    await user.click(library);
    expect(library).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'All' }));
    expect(library).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'All' })).toBeChecked();
    await user.type(within(form).getByRole('textbox', { name: 'Subject' }), 'Connections is out');
    const text = form.querySelector<HTMLElement>('.ql-editor')!;
    await user.click(text);
    await user.keyboard('Read this week’s issue.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.templateSaved)).toBeInTheDocument();
    const [saved] = sentBodies(fetchMock, 'POST /api/connectionpdfemailtext') as Array<{ send_to: unknown; subject: string; email_html: string }>;
    expect(saved).toMatchObject({ send_to: [{ value: 'all_subscribers', label: 'All' }], subject: 'Connections is out' });
    expect(saved!.email_html).toContain('Read this week’s issue.');
  });
});
