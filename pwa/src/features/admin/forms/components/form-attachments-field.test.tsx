import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONSENT_FORM_MESSAGES, FORM_LIMITS, adminFormPaths, type FormAttachment } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { dismissAdminToasts } from '@/features/admin/lib/admin-toaster.ts';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { buildConsentForm } from '../testing/records.ts';

// The editor's Attachments field (issue 30): PDFs carers read before signing, stored as soon as
// they are chosen (through the BFF, which checks them again), listed by name and size, removed
// until the form is saved, and sent with the form.

const admin = buildUser({ username: 'admin1', is_admin: true });
const FORM = 'form00000001';
const FORM_CALL = `/api/consent-forms/${FORM}`;
const UPLOAD_CALL = 'POST /api/consent-forms/attachments';

const ITINERARY: FormAttachment = { name: 'Itinerary.pdf', size: 245_760, sha256: 'c'.repeat(64) };
const pdf = (name: string, text = '%PDF-1.7\n%%EOF\n') => new File([text], name, { type: 'application/pdf' });

function stubEditor(handlers: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    'GET /api/groups/': { body: envelope([]) },
    ...handlers,
  });
}

async function editorOpened(attachments: FormAttachment[] = []) {
  const draft = buildConsentForm({ attachments });
  const fetchMock = stubEditor({
    [`GET ${FORM_CALL}`]: { body: envelope(draft) },
    [`PUT ${FORM_CALL}`]: (request) => ({
      body: envelope({ ...draft, attachments: (request.body as { data: { attachments: FormAttachment[] } }).data.attachments }),
    }),
    [UPLOAD_CALL]: (request) => {
      const { data } = request.body as { data: { name: string } };
      return { status: 201, body: envelope({ ...ITINERARY, name: data.name }) };
    },
  });
  const rendered = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Year 9 camp'));
  return { ...rendered, fetchMock, field: screen.getByRole('group', { name: 'Attachments' }) };
}

const choose = (files: File[]) => fireEvent.change(screen.getByLabelText('PDF files to attach'), { target: { files } });

afterAll(() => dismissAdminToasts());

describe('the form editor’s attachments', () => {
  it('uploads a chosen PDF, lists its name and size, sends it with the form, and removes it', async () => {
    const { user, fetchMock, field } = await editorOpened();
    expect(field).toHaveTextContent('PDF files carers are asked to read before they sign: at most 5, each up to 10 MB.');

    choose([pdf('Itinerary.pdf')]);
    expect(await within(field).findByText('Itinerary.pdf')).toBeInTheDocument();
    expect(within(field).getByText('(PDF, 240 kB)')).toBeInTheDocument();
    expect(sentBodies(fetchMock, UPLOAD_CALL)).toEqual([
      { data: { name: 'Itinerary.pdf', base64File: expect.stringMatching(/^data:application\/pdf;base64,JVBERi0/) } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sentBodies(fetchMock, `PUT ${FORM_CALL}`)).toHaveLength(1));
    expect(sentBodies(fetchMock, `PUT ${FORM_CALL}`)[0]).toEqual({ data: expect.objectContaining({ attachments: [ITINERARY] }) });

    await user.click(within(field).getByRole('button', { name: 'Remove Itinerary.pdf' }));
    expect(within(field).queryByText('Itinerary.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sentBodies(fetchMock, `PUT ${FORM_CALL}`)).toHaveLength(2));
    expect(sentBodies(fetchMock, `PUT ${FORM_CALL}`)[1]).toEqual({ data: expect.objectContaining({ attachments: [] }) });
  }, 30_000);

  it('refuses, in words and without uploading, a file that is not a PDF by its bytes, or one too large', async () => {
    const { fetchMock, field } = await editorOpened();

    // Named and typed as a PDF, but a PNG.
    choose([new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])], 'plan.pdf', { type: 'application/pdf' })]);
    expect(await within(field).findByRole('alert')).toHaveTextContent(CONSENT_FORM_MESSAGES.attachmentType);

    choose([pdf('Big.pdf', `%PDF-1.7\n${' '.repeat(FORM_LIMITS.attachmentBytes)}`)]);
    await waitFor(() => expect(within(field).getByRole('alert')).toHaveTextContent(CONSENT_FORM_MESSAGES.attachmentSize));

    expect(calls(fetchMock)).not.toContain(UPLOAD_CALL);
    expect(within(field).queryByRole('listitem')).not.toBeInTheDocument();
  }, 30_000);

  it('shows the server’s refusal, refuses the same PDF twice, and takes no more than the most a form has', async () => {
    const others = [1, 2, 3].map((number) => ({ name: `Note ${number}.pdf`, size: 1000, sha256: String(number).repeat(64) }));
    const { fetchMock, field } = await editorOpened([ITINERARY, ...others]);
    fetchMock.mockClear();

    // The same bytes as an attachment already there: the server names it by the same hash.
    choose([pdf('Itinerary copy.pdf')]);
    expect(await within(field).findByRole('alert')).toHaveTextContent(CONSENT_FORM_MESSAGES.attachmentTwice);
    expect(within(field).getAllByRole('listitem')).toHaveLength(4);

    stubEditor({
      [UPLOAD_CALL]: { status: 415, body: errorEnvelope('unsupported_media_type', CONSENT_FORM_MESSAGES.attachmentType) },
    });
    choose([pdf('Disguised.pdf')]);
    await waitFor(() => expect(within(field).getByRole('alert')).toHaveTextContent(CONSENT_FORM_MESSAGES.attachmentType));

    stubEditor({ [UPLOAD_CALL]: { status: 201, body: envelope({ name: 'Fifth.pdf', size: 2048, sha256: 'e'.repeat(64) }) } });
    choose([pdf('Fifth.pdf'), pdf('Sixth.pdf')]);
    expect(await within(field).findByText('Fifth.pdf')).toBeInTheDocument();
    expect(within(field).getByRole('alert')).toHaveTextContent(CONSENT_FORM_MESSAGES.attachments);
    expect(within(field).getAllByRole('listitem')).toHaveLength(FORM_LIMITS.attachments);
    expect(within(field).getByRole('button', { name: 'Add a PDF' })).toBeDisabled();
  }, 30_000);
});
