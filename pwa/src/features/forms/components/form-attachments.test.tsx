import { API_MESSAGES, type FormAttachment } from '@portal/contract';
import { render, screen, waitFor, within } from '@/testing/render.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicRoutes } from '@/app/router.tsx';
import { configureApiClient } from '@/lib/api-client.ts';
import { browser } from '@/lib/browser.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { buildSettings } from '@/testing/factories.ts';
import { envelope, errorEnvelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { buildFormForSigner, buildOpenSigningLink, FORM_UID } from '../testing/form-records.ts';

// A form's PDFs are part of what a signer agrees to: they show above the questions, and each
// downloads through the API (with the signer's token, or the signing link's), never from a
// public address.

const ITINERARY: FormAttachment = { name: 'Itinerary.pdf', size: 245_760, sha256: 'c'.repeat(64) };
const MEDICAL: FormAttachment = { name: 'Venue medical form', size: 2_477_000, sha256: 'd'.repeat(64) };
const PDF_BYTES = '%PDF-1.7\n%%EOF\n';
const TOKEN = 'sydney.invitation0001.1898575200000.c2lnbmF0dXJlLW9mLXRoZS1saW5r';
const settings = buildSettings({ tile_settings: [{ title: 'Forms', url: '/forms' }] });

afterEach(() => {
  vi.restoreAllMocks();
  configureApiClient({ getAccessToken: () => null });
});

/** The call a download made, with whether it carried the bearer token. */
function downloadCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/attachments/'))
    .map(([url, init]) => ({ url: String(url), token: new Headers(init?.headers).has('Authorization') }));
}

describe('a form’s attachments, for a signed-in signer', () => {
  it('shows each above the questions with its name and size, and downloads it with the signer’s token', async () => {
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    // As the signed-in app's api client has it.
    configureApiClient({ getAccessToken: () => 'access-token-of-the-carer' });
    const fetchMock = stubFetch({
      'GET /api/settings/': { body: envelope([settings]) },
      [`GET /api/forms/${FORM_UID}`]: { body: envelope(buildFormForSigner({ attachments: [ITINERARY, MEDICAL] })) },
      [`GET /api/forms/${FORM_UID}/attachments/${ITINERARY.sha256}`]: {
        body: PDF_BYTES,
        headers: { 'Content-Type': 'application/pdf' },
      },
    });
    const { user } = renderApp(`/forms/${FORM_UID}`);

    const list = await screen.findByRole('list', { name: 'Attachments' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Read before signing: Itinerary.pdf (PDF, 240 kB)', 'Read before signing: Venue medical form (PDF, 2.4 MB)']);
    // Above the questions: read before answering.
    const firstQuestion = screen.getByRole('group', { name: 'May your child attend? (required)' });
    expect(list.compareDocumentPosition(firstQuestion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Read before signing: Itinerary.pdf (PDF, 240 kB)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, name] = saveFile.mock.calls[0]!;
    expect(name).toBe('Itinerary.pdf');
    expect(await blob.text()).toBe(PDF_BYTES);
    expect(downloadCalls(fetchMock)).toEqual([{ url: `/api/forms/${FORM_UID}/attachments/${ITINERARY.sha256}`, token: true }]);
  });

  it('says in words when the file cannot be had, and saves nothing', async () => {
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    stubFetch({
      'GET /api/settings/': { body: envelope([settings]) },
      [`GET /api/forms/${FORM_UID}`]: { body: envelope(buildFormForSigner({ attachments: [ITINERARY] })) },
      [`GET /api/forms/${FORM_UID}/attachments/${ITINERARY.sha256}`]: {
        status: 404,
        body: errorEnvelope('not_found', API_MESSAGES.notFound),
      },
    });
    const { user } = renderApp(`/forms/${FORM_UID}`);
    await user.click(await screen.findByRole('button', { name: /^Read before signing: Itinerary\.pdf/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.notFound);
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('shows nothing of attachments for a form that has none', async () => {
    stubFetch({
      'GET /api/settings/': { body: envelope([settings]) },
      [`GET /api/forms/${FORM_UID}`]: { body: envelope(buildFormForSigner()) },
    });
    renderApp(`/forms/${FORM_UID}`);
    await screen.findByRole('heading', { level: 1, name: 'Excursion to the museum' });
    expect(screen.queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Read before signing/)).not.toBeInTheDocument();
  });
});

describe('a form’s attachments, on the page an emailed link opens', () => {
  it('downloads each with the link’s token and no sign-in', async () => {
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const link = buildOpenSigningLink();
    if (link.state !== 'open') throw new Error('An open link was expected');
    const fetchMock = stubFetch({
      'GET /api/docusign': { body: envelope({ ...link, form: { ...link.form, attachments: [MEDICAL] } }) },
      [`GET /api/docusign/attachments/${MEDICAL.sha256}`]: { body: PDF_BYTES, headers: { 'Content-Type': 'application/pdf' } },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={createMemoryRouter(publicRoutes, { initialEntries: [`/docusign?t=${TOKEN}`] })} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Read before signing: Venue medical form (PDF, 2.4 MB)' }));
    // Saved as a PDF, whatever the school named it.
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'Venue medical form.pdf'));
    expect(downloadCalls(fetchMock)).toEqual([{ url: `/api/docusign/attachments/${MEDICAL.sha256}?t=${TOKEN}`, token: false }]);
  });
});
