import { CONSENT_FORM_MESSAGES, type FormForSignerRecord, type FormResponseInput } from '@portal/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readDocument } from '@/offline/documents.ts';
import { whenDatabaseReady } from '@/offline/session.ts';
import { buildSettings } from '@/testing/factories.ts';
import { envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import {
  buildFormEntry,
  buildFormForSigner,
  buildFormResponse,
  CONTENT_HASH,
  FORM_UID,
  MIA,
  SIGNER_NAME,
} from '../testing/form-records.ts';
import { formForSigner } from '../api/get-form.ts';

const settings = buildSettings({ tile_settings: [{ title: 'Forms', url: '/forms' }] });
const FORM_CALL = `/api/forms/${FORM_UID}`;
const RESPONSES_CALL = `POST ${FORM_CALL}/responses`;
const NEW_HASH = 'c'.repeat(64);

type Reply = { status?: number; body?: unknown; networkError?: boolean };

/**
 * The BFF as the device reaches it: nothing answers while the device is offline; online, the
 * form and the list answer as the stored answers make them, and a signature is stored once per
 * client id (as the BFF does) unless `refuse` says why it is refused.
 */
function bff(initial: FormForSignerRecord) {
  const state = {
    offline: false,
    form: initial,
    refuse: null as Reply | null,
    /** Answers stored, one per client id and child. */
    stored: new Map<string, FormResponseInput>(),
  };
  const reachable = (reply: () => Reply) => (): Reply => (state.offline ? { networkError: true } : reply());
  const fetchMock = stubFetch({
    'GET /api/settings/': reachable(() => ({ body: envelope([settings]) })),
    [`GET ${FORM_CALL}`]: reachable(() => ({ body: envelope(state.form) })),
    'GET /api/forms': reachable(() => ({
      body: envelope(
        state.form.children.map((child) =>
          buildFormEntry({
            studentUid: child.studentUid,
            student_name: child.student_name,
            status: child.status,
            signed_at: child.response?.signed_at ?? null,
          }),
        ),
      ),
    })),
    [RESPONSES_CALL]: (request) => {
      if (state.offline) return { networkError: true };
      if (state.refuse) return state.refuse;
      const { data } = request.body as { data: FormResponseInput };
      if (data.content_hash !== state.form.content_hash)
        return { status: 409, body: errorEnvelope('conflict', CONSENT_FORM_MESSAGES.contentHash) };
      state.stored.set(data.client_id, data);
      const responses = data.students.map((studentUid) =>
        buildFormResponse({
          studentUid,
          answers: data.answers,
          signer_name: data.signer_name,
          version: state.form.version,
          content_hash: data.content_hash,
        }),
      );
      state.form = {
        ...state.form,
        children: state.form.children.map((child) => {
          const response = responses.find((answer) => answer.studentUid === child.studentUid);
          return response ? { ...child, response, awaiting_me: false, earlier_signed_at: null, status: 'done' } : child;
        }),
      };
      return { status: 201, body: envelope(responses) };
    },
  });
  return { state, fetchMock };
}

/** The device loses its connection (the browser says so), or finds it again. */
function goOffline(state: { offline: boolean }) {
  state.offline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

function goOnline(state: { offline: boolean }) {
  state.offline = false;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
}

async function answerAndSign(user: UserEvent) {
  await user.click(
    within(screen.getByRole('group', { name: 'May your child attend? (required)' })).getByRole('radio', { name: 'Yes' }),
  );
  await user.click(screen.getByRole('radio', { name: 'Packed lunch' }));
  await user.type(screen.getByLabelText('Who picks your child up?'), 'Grandma');
  await user.type(screen.getByLabelText('Type your full name as it appears in your account'), SIGNER_NAME);
  await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('signing a form offline', () => {
  it('keeps the answer in the outbox, shown as waiting on the form and the list, and sends it once when back online', async () => {
    const { state, fetchMock } = bff(buildFormForSigner());
    const { user, router } = renderApp('/forms');
    await user.click(await screen.findByRole('link', { name: 'Excursion to the museum' }));
    await screen.findByRole('heading', { level: 1, name: 'Excursion to the museum' });

    goOffline(state);
    await answerAndSign(user);

    expect(await screen.findByText('Waiting to send: your answer goes when you are back online.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mia Taylor To do Waiting to send' })).toBeInTheDocument();
    const waiting = screen.getByRole('region', { name: 'Your answer Waiting to send' });
    expect(within(waiting).getByText('Grandma')).toBeInTheDocument();
    expect(within(waiting).getByText(`Name typed: ${SIGNER_NAME}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, RESPONSES_CALL)).toEqual([]);

    // The list, read from the device: its entry says the answer waits.
    await act(() => router.navigate('/forms'));
    const entry = await screen.findByRole('article');
    // The outbox is read from the device after the list is shown.
    expect(await within(entry).findByText('Waiting to send')).toBeInTheDocument();
    expect(within(entry).getByText('To do')).toBeInTheDocument();

    // Back online: sent once, and the list says done.
    goOnline(state);
    await waitFor(() => expect(within(entry).getByText('Done')).toBeInTheDocument());
    expect(within(entry).queryByText('Waiting to send')).not.toBeInTheDocument();
    const sent = sentBodies(fetchMock, RESPONSES_CALL) as { data: FormResponseInput }[];
    expect(sent).toHaveLength(1);
    expect(sent[0]?.data).toMatchObject({
      answers: { consent: 'yes', pickup: 'Grandma', lunch: 'Packed lunch' },
      signer_name: SIGNER_NAME,
      content_hash: CONTENT_HASH,
      students: [MIA.studentUid],
    });

    // The form shows the answer done; coming online again sends nothing more.
    await act(() => router.navigate(`/forms/${FORM_UID}`));
    expect(await screen.findByRole('region', { name: 'Your answer Done' })).toBeInTheDocument();
    goOnline(state);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sentBodies(fetchMock, RESPONSES_CALL)).toHaveLength(1);
    expect(state.stored.size).toBe(1);
  });

  it('on the form screen, says it was sent once the device is back online', async () => {
    const { state } = bff(buildFormForSigner());
    const { user } = renderApp(`/forms/${FORM_UID}`);
    await screen.findByRole('heading', { level: 1, name: 'Excursion to the museum' });
    goOffline(state);
    await answerAndSign(user);
    await screen.findByText('Waiting to send: your answer goes when you are back online.');

    goOnline(state);
    expect(await screen.findByText('Signed. A receipt was emailed to you.')).toHaveFocus();
    // The form, asked again, shows the stored answer; the signing form is not offered again meanwhile.
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your answer Done' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting to send: your answer goes when you are back online.')).not.toBeInTheDocument();
    expect(state.stored.size).toBe(1);
  });

  it('queues the same signature (its client id too) when the network fails on Submit, and it is stored once', async () => {
    const { state, fetchMock } = bff(buildFormForSigner());
    const { user } = renderApp(`/forms/${FORM_UID}`);
    await screen.findByRole('heading', { level: 1, name: 'Excursion to the museum' });

    // The browser says it is online, but Submit's request never reaches the server; the
    // outbox's, right after, does.
    const answers = fetchMock.getMockImplementation()!;
    let lost = false;
    fetchMock.mockImplementation(async (input, init) => {
      // Only the answer's call: a page visit the outbox sends meanwhile goes through.
      if (`${init?.method ?? 'GET'} ${String(input)}` !== RESPONSES_CALL || lost) return answers(input, init);
      lost = true;
      throw new TypeError('Failed to fetch');
    });
    await answerAndSign(user);

    expect(await screen.findByRole('region', { name: 'Your answer Done' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const attempts = sentBodies(fetchMock, RESPONSES_CALL) as { data: FormResponseInput }[];
    // Mutations are not retried: the second is the outbox's, with the same client id.
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((body) => body.data.client_id)).size).toBe(1);
    expect(state.stored.size).toBe(1);
  });

  it('says in words why the server refused it once back online (the form closed meanwhile), and keeps what was typed', async () => {
    const { state } = bff(buildFormForSigner());
    const { user } = renderApp(`/forms/${FORM_UID}`);
    await screen.findByRole('heading', { level: 1, name: 'Excursion to the museum' });
    goOffline(state);
    await answerAndSign(user);
    await screen.findByText('Waiting to send: your answer goes when you are back online.');

    state.form = { ...state.form, open: false, children: [{ ...MIA, awaiting_me: false, status: 'closed' }] };
    state.refuse = { status: 409, body: errorEnvelope('conflict', CONSENT_FORM_MESSAGES.closed) };
    goOnline(state);

    const unsent = await screen.findByRole('region', { name: 'Your answer was not sent Not sent' });
    expect(within(unsent).getByRole('alert')).toHaveTextContent(CONSENT_FORM_MESSAGES.closed);
    expect(unsent).toHaveFocus();
    // The form, asked again, says it is closed: no signing form, and what the carer typed is kept on screen.
    expect(await screen.findByText(CONSENT_FORM_MESSAGES.closed, { selector: '.form-note' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(within(unsent).getByText('Yes')).toBeInTheDocument();
    expect(within(unsent).getByText('Packed lunch')).toBeInTheDocument();
    expect(within(unsent).getByText('Grandma')).toBeInTheDocument();
    expect(within(unsent).getByText(`Name typed: ${SIGNER_NAME}`)).toBeInTheDocument();
    // The changes the device could not save say so too.
    expect(
      await screen.findByText(`Signing “Excursion to the museum” for Mia Taylor. ${CONSENT_FORM_MESSAGES.closed}`),
    ).toBeInTheDocument();
    expect(state.stored.size).toBe(0);

    await user.click(within(unsent).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Your answer was not sent/ })).not.toBeInTheDocument());
  });

  it('gives the answers back in the new version’s form when the form changed meanwhile, and signs that version', async () => {
    const { state, fetchMock } = bff(buildFormForSigner());
    const { user } = renderApp(`/forms/${FORM_UID}`);
    await screen.findByRole('heading', { level: 1, name: 'Excursion to the museum' });
    goOffline(state);
    await answerAndSign(user);
    await screen.findByText('Waiting to send: your answer goes when you are back online.');

    // Changed while the device was offline: the signature carries the old version's hash.
    state.form = { ...state.form, version: 2, content_hash: NEW_HASH, body: '<p>The excursion now leaves at 10 am.</p>' };
    goOnline(state);

    const unsent = await screen.findByRole('region', { name: 'Your answer was not sent Not sent' });
    expect(within(unsent).getByRole('alert')).toHaveTextContent(CONSENT_FORM_MESSAGES.contentHash);
    expect(within(unsent).getByText('What you typed is filled in below: read the form again, then sign.')).toBeInTheDocument();
    expect(await screen.findByText('The excursion now leaves at 10 am.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Packed lunch' })).toBeChecked();
    expect(screen.getByLabelText('Who picks your child up?')).toHaveValue('Grandma');
    expect(screen.getByLabelText('Type your full name as it appears in your account')).toHaveValue(SIGNER_NAME);
    // Having read it again, the carer agrees again.
    expect(screen.getByRole('checkbox', { name: 'I agree' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('region', { name: 'Your answer Done' })).toBeInTheDocument();
    const bodies = sentBodies(fetchMock, RESPONSES_CALL) as { data: FormResponseInput }[];
    expect(bodies.at(-1)?.data).toMatchObject({
      content_hash: NEW_HASH,
      answers: { consent: 'yes', pickup: 'Grandma', lunch: 'Packed lunch' },
    });
    expect(state.stored.size).toBe(1);
    expect(screen.queryByRole('region', { name: /Your answer was not sent/ })).not.toBeInTheDocument();
  });

  it('reads a form opened once, offline after a reload, ready to be answered', async () => {
    const { state } = bff(buildFormForSigner());
    renderApp(`/forms/${FORM_UID}`);
    await screen.findByRole('heading', { level: 1, name: 'Excursion to the museum' });
    // Saved as it arrived, once the device's database was open.
    const db = await whenDatabaseReady();
    await waitFor(async () => expect(await readDocument(db!, formForSigner.name(FORM_UID))).toMatchObject({ formUid: FORM_UID }));
    cleanup();

    goOffline(state);
    renderApp(`/forms/${FORM_UID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Excursion to the museum' })).toBeInTheDocument();
    expect(screen.getByText(MIA.statement)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toHaveTextContent('could not refresh');
  });
});

describe('a form changed after the carer signed', () => {
  it('asks them to read it again and sign when the change asked everyone again', async () => {
    bff(
      buildFormForSigner({
        version: 2,
        children: [{ ...MIA, response: null, awaiting_me: true, earlier_signed_at: '2030-02-10T01:00:00.000Z' }],
      }),
    );
    renderApp(`/forms/${FORM_UID}`);
    expect(await screen.findByText(/^This form changed after you signed on/)).toHaveTextContent(
      'This form changed after you signed on 10 February 2030. Please read it again and sign.',
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByText('Updated after you signed; your answer stands.')).not.toBeInTheDocument();
  });

  it('says their answer stands when the change did not ask again', async () => {
    bff(
      buildFormForSigner({
        version: 2,
        children: [{ ...MIA, status: 'done', awaiting_me: false, response: buildFormResponse({ version: 1 }) }],
      }),
    );
    renderApp(`/forms/${FORM_UID}`);
    expect(await screen.findByText('Updated after you signed; your answer stands.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your answer Done' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByText(/This form changed after you signed/)).not.toBeInTheDocument();
  });

  it('says neither for an answer to the version shown', async () => {
    bff(buildFormForSigner({ children: [{ ...MIA, status: 'done', awaiting_me: false, response: buildFormResponse() }] }));
    renderApp(`/forms/${FORM_UID}`);
    await screen.findByRole('region', { name: 'Your answer Done' });
    expect(screen.queryByText('Updated after you signed; your answer stands.')).not.toBeInTheDocument();
    expect(screen.queryByText(/This form changed after you signed/)).not.toBeInTheDocument();
  });
});
