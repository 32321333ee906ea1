import { CONSENT_FORM_MESSAGES } from '@portal/contract';
import { render, screen, waitFor, within } from '@/testing/render.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { publicRoutes } from '@/app/router.tsx';
import { browser } from '@/lib/browser.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { calls, envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { buildOpenSigningLink, CONTENT_HASH, MIA } from '../testing/form-records.ts';

/** A signing token as the CMS makes them: campus, invitation, expiry and signature. */
const TOKEN = 'sydney.invitation0001.1898575200000.c2lnbmF0dXJlLW9mLXRoZS1saW5r';
/** The BFF's signed link to the answer's copy, on the campus's portal address. */
const SIGNED_COPY_URL =
  'http://localhost:3000/api/public/form-signed-copy?campus=sydney&response=answer0001&expires=1898575200000&signature=abc';

function openLink(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(publicRoutes, { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the page an emailed signing link opens', () => {
  it('shows the form for the child the link names and signs it with any name typed, without sign-in', async () => {
    const fetchMock = stubFetch({
      'GET /api/docusign': { body: envelope(buildOpenSigningLink()) },
      'POST /api/docusign': { body: envelope({ signed_at: '2030-02-20T01:30:00.000Z', signed_copy_url: SIGNED_COPY_URL }) },
    });
    const user = openLink(`/docusign?t=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Excursion to the museum' })).toBeInTheDocument();
    expect(screen.getByText('For Mia Taylor')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: 'May your child attend? (required)' })).getByRole('radio', { name: 'No' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Canteen order' }));
    await user.type(screen.getByLabelText('Medical or dietary needs'), 'No nuts');
    await user.type(screen.getByLabelText('Type your full name'), 'Sam Carer');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Signed on 20 February 2030 at 12:30 pm. A receipt was emailed to you.',
    );
    expect(screen.getByRole('status')).toHaveFocus();
    expect(sentBodies(fetchMock, `POST /api/docusign?t=${TOKEN}`)).toEqual([
      {
        data: {
          client_id: expect.any(String),
          answers: { consent: 'no', lunch: 'Canteen order', medical: 'No nuts' },
          signer_name: 'Sam Carer',
          agreed: true,
          content_hash: CONTENT_HASH,
          device_time: expect.any(String),
        },
      },
    ]);
    // The link stands for the recipient: no token goes with it.
    expect(fetchMock.mock.calls.every(([, init]) => !new Headers(init?.headers).has('Authorization'))).toBe(true);
  });

  it('offers the signed copy once signed: the server’s words while it is being made, then the PDF saved', async () => {
    let copyMade = false;
    stubFetch({
      'GET /api/docusign': { body: envelope(buildOpenSigningLink()) },
      'POST /api/docusign': { body: envelope({ signed_at: '2030-02-20T01:30:00.000Z', signed_copy_url: SIGNED_COPY_URL }) },
      'GET /api/public/form-signed-copy': () =>
        copyMade
          ? { body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } }
          : { status: 409, body: errorEnvelope('conflict', CONSENT_FORM_MESSAGES.signedCopyPending) },
    });
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const user = openLink(`/docusign?t=${TOKEN}`);
    await user.click(
      within(await screen.findByRole('group', { name: 'May your child attend? (required)' })).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Canteen order' }));
    await user.type(screen.getByLabelText('Type your full name'), 'Sam Carer');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await user.click(await screen.findByRole('button', { name: 'Download the signed copy' }));
    expect(await screen.findByText(CONSENT_FORM_MESSAGES.signedCopyPending)).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();

    copyMade = true;
    await user.click(screen.getByRole('button', { name: 'Download the signed copy' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
    expect(saveFile.mock.calls[0]![1]).toBe('Excursion to the museum - signed copy.pdf');
    expect(screen.queryByText(CONSENT_FORM_MESSAGES.signedCopyPending)).not.toBeInTheDocument();
  });

  it('asks for a name before signing, and sends nothing without one', async () => {
    const fetchMock = stubFetch({ 'GET /api/docusign': { body: envelope(buildOpenSigningLink()) } });
    const user = openLink(`/docusign?t=${TOKEN}`);

    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'Packed lunch' }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByLabelText('Type your full name')).toHaveAccessibleDescription('Type your full name to sign.');
    expect(sentBodies(fetchMock, `POST /api/docusign?t=${TOKEN}`)).toEqual([]);
  });

  it.each([
    ['/docusign', 'docusign'],
    ['/docusign_interview', 'docusign-interview'],
    ['/docusignpk', 'docusignpk'],
    ['/docusignpkkps', 'docusignpkkps'],
  ])('opens %s through the spec’s %s call', async (route, call) => {
    const fetchMock = stubFetch({ [`GET /api/${call}`]: { body: envelope(buildOpenSigningLink()) } });
    openLink(`${route}?t=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Excursion to the museum' })).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([`GET /api/${call}?t=${TOKEN}`]);
  });

  it('shows only when a used link was signed, never the answers', async () => {
    stubFetch({ 'GET /api/docusign': { body: envelope({ state: 'signed', signed_at: '2030-02-20T01:30:00.000Z' }) } });
    openLink(`/docusign?t=${TOKEN}`);

    expect(await screen.findByText(/^This form was signed on/)).toHaveTextContent(
      'This form was signed on 20 February 2030 at 12:30 pm.',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText(MIA.student_name, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('says that a closed form is closed', async () => {
    stubFetch({ 'GET /api/docusign': { body: envelope({ state: 'closed', title: 'Excursion to the museum' }) } });
    openLink(`/docusign?t=${TOKEN}`);

    expect(await screen.findByText('This form is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it("shows the server's words for an altered link, with nothing to try again", async () => {
    stubFetch({ 'GET /api/docusign': { status: 403, body: errorEnvelope('forbidden', CONSENT_FORM_MESSAGES.linkAltered) } });
    openLink(`/docusign?t=${TOKEN}x`);

    expect(await screen.findByRole('alert')).toHaveTextContent(CONSENT_FORM_MESSAGES.linkAltered);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('keeps the answers with the server’s words when the signature is refused', async () => {
    stubFetch({
      'GET /api/docusign': { body: envelope(buildOpenSigningLink()) },
      'POST /api/docusign': { status: 410, body: errorEnvelope('gone', CONSENT_FORM_MESSAGES.linkExpired) },
    });
    const user = openLink(`/docusign?t=${TOKEN}`);

    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'Packed lunch' }));
    await user.type(screen.getByLabelText('Type your full name'), 'Sam Carer');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CONSENT_FORM_MESSAGES.linkExpired);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByLabelText('Type your full name')).toHaveValue('Sam Carer');
  });
});
