import { CONSENT_FORM_MESSAGES, type FormForSignerRecord, type FormResponseInput } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSettings } from '@/testing/factories.ts';
import { envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import {
  buildFormForSigner,
  buildFormResponse,
  CONTENT_HASH,
  FORM_UID,
  MIA,
  NOAH,
  SIGNER_NAME,
} from '../testing/form-records.ts';

const settings = buildSettings({ tile_settings: [{ title: 'Forms', url: '/forms' }] });
const FORM_CALL = `/api/forms/${FORM_UID}`;
const RESPONSES_CALL = `POST ${FORM_CALL}/responses`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The BFF's form for this signer, which each answer stored changes as the BFF does: the form
 * asked again after a signature shows it.
 */
function formServer(initial: FormForSignerRecord, responses: Record<string, unknown> = {}) {
  let form = initial;
  return {
    'GET /api/settings/': { body: envelope([settings]) },
    [`GET ${FORM_CALL}`]: () => ({ body: envelope(form) }),
    [RESPONSES_CALL]: (request: { body: unknown }) => {
      const { data } = request.body as { data: FormResponseInput };
      const stored = data.students.map((studentUid, index) =>
        buildFormResponse({
          responseUid: `response000${index + 1}`,
          studentUid,
          answers: data.answers,
          signer_name: data.signer_name,
        }),
      );
      form = {
        ...form,
        children: form.children.map((child) => {
          const response = stored.find((answer) => answer.studentUid === child.studentUid);
          return response
            ? { ...child, response, awaiting_me: false, status: data.answers.consent === 'no' ? 'declined' : 'done' }
            : child;
        }),
      };
      return { status: 201, body: envelope(stored) };
    },
    [`POST ${FORM_CALL}/withdrawals`]: (request: { body: unknown }) => {
      const { data } = request.body as { data: { student: string } };
      const withdrawn = form.children.find((child) => child.studentUid === data.student)?.response;
      form = {
        ...form,
        children: form.children.map((child) =>
          child.studentUid === data.student ? { ...child, response: null, awaiting_me: true, status: 'to_do' } : child,
        ),
      };
      return { body: envelope({ ...withdrawn, withdrawn_at: '2030-02-21T00:00:00.000Z' }) };
    },
    ...responses,
  };
}

async function answerQuestions(user: UserEvent) {
  await user.click(
    within(screen.getByRole('group', { name: 'May your child attend? (required)' })).getByRole('radio', { name: 'Yes' }),
  );
  await user.click(screen.getByRole('radio', { name: 'Packed lunch' }));
  await user.type(screen.getByLabelText('Who picks your child up?'), 'Grandma');
}

async function signAs(user: UserEvent, name: string) {
  await user.type(screen.getByLabelText('Type your full name as it appears in your account'), name);
  await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('a form for a signer', () => {
  it('shows the form, signs it for the child with the form’s hash, then shows Done with the answers, when signed and the hash', async () => {
    const fetchMock = stubFetch(formServer(buildFormForSigner()));
    const { user } = renderApp(`/forms/${FORM_UID}?student=${MIA.studentUid}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Excursion to the museum' })).toBeInTheDocument();
    expect(screen.getByText('museum', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mia Taylor To do' })).toBeInTheDocument();
    // One child: no picker.
    expect(screen.queryByRole('group', { name: 'Child' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Medical or dietary needs')).toHaveAccessibleDescription(
      "Only the school's staff who need it see this answer.",
    );
    expect(screen.getByText(MIA.statement)).toBeInTheDocument();

    await answerQuestions(user);
    await signAs(user, 'casey  CARER');

    expect(await screen.findByText('Signed. A receipt was emailed to you.')).toHaveFocus();
    expect(sentBodies(fetchMock, RESPONSES_CALL)).toEqual([
      {
        data: {
          client_id: expect.stringMatching(UUID),
          answers: { consent: 'yes', pickup: 'Grandma', lunch: 'Packed lunch' },
          signer_name: 'casey  CARER',
          agreed: true,
          content_hash: CONTENT_HASH,
          device_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          students: [MIA.studentUid],
        },
      },
    ]);
    const answer = screen.getByRole('region', { name: 'Your answer Done' });
    expect(within(answer).getByText('Grandma')).toBeInTheDocument();
    expect(within(answer).getByText('Not answered')).toBeInTheDocument();
    expect(within(answer).getByText(/^Signed by casey CARER on/)).toHaveTextContent('20 February 2030 at 12:30 pm');
    expect(within(answer).getByText('b'.repeat(64))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('refuses a name other than the account’s with the contract’s message, and sends nothing', async () => {
    const fetchMock = stubFetch(formServer(buildFormForSigner()));
    const { user } = renderApp(`/forms/${FORM_UID}`);
    await screen.findByRole('heading', { level: 1, name: 'Excursion to the museum' });

    await answerQuestions(user);
    await signAs(user, 'Jordan Carer');

    const summary = screen.getByRole('heading', { name: 'There is a problem' }).closest('.error-summary');
    expect(summary).toHaveFocus();
    expect(within(summary as HTMLElement).getByRole('link', { name: CONSENT_FORM_MESSAGES.signerName })).toHaveAttribute(
      'href',
      expect.stringMatching(/^#.+-signer-name$/),
    );
    expect(screen.getByLabelText('Type your full name as it appears in your account')).toHaveAccessibleDescription(
      CONSENT_FORM_MESSAGES.signerName,
    );
    expect(sentBodies(fetchMock, RESPONSES_CALL)).toEqual([]);
  });

  it('lists each missing answer and the unticked "I agree" before sending', async () => {
    const fetchMock = stubFetch(formServer(buildFormForSigner()));
    const { user } = renderApp(`/forms/${FORM_UID}`);
    await screen.findByRole('heading', { level: 1, name: 'Excursion to the museum' });

    await user.type(screen.getByLabelText('Type your full name as it appears in your account'), SIGNER_NAME);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const summary = screen.getByRole('heading', { name: 'There is a problem' }).closest('.error-summary') as HTMLElement;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Choose Yes or No.', 'Choose one of the options.', CONSENT_FORM_MESSAGES.agreed]);
    expect(screen.getByRole('group', { name: 'May your child attend? (required)' })).toHaveAccessibleDescription(
      'Choose Yes or No.',
    );
    await user.click(within(summary).getByRole('link', { name: 'Choose one of the options.' }));
    expect(screen.getByRole('radio', { name: 'Packed lunch' })).toHaveFocus();
    expect(sentBodies(fetchMock, RESPONSES_CALL)).toEqual([]);
  });

  it('answers once for every child awaiting this carer when asked to: both children are sent', async () => {
    const fetchMock = stubFetch(formServer(buildFormForSigner({ children: [MIA, NOAH] })));
    const { user, router } = renderApp(`/forms/${FORM_UID}?student=${NOAH.studentUid}`);
    await screen.findByRole('heading', { level: 1, name: 'Excursion to the museum' });

    const picker = screen.getByRole('group', { name: 'Child' });
    expect(within(picker).getByRole('radio', { name: 'Noah Taylor To do' })).toBeChecked();
    await user.click(within(picker).getByRole('radio', { name: 'Mia Taylor To do' }));
    expect(router.state.location.search).toBe(`?student=${MIA.studentUid}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Mia Taylor To do' })).toBeInTheDocument();

    await answerQuestions(user);
    await user.click(screen.getByRole('checkbox', { name: 'Answer for all my children in this form' }));
    // The signer agrees to each child's statement.
    expect(screen.getByText(MIA.statement)).toBeInTheDocument();
    expect(screen.getByText(NOAH.statement)).toBeInTheDocument();
    await signAs(user, SIGNER_NAME);

    await screen.findByText('Signed. A receipt was emailed to you.');
    expect(sentBodies(fetchMock, RESPONSES_CALL)).toEqual([
      { data: expect.objectContaining({ students: [MIA.studentUid, NOAH.studentUid] }) },
    ]);
    expect(within(picker).getByRole('radio', { name: 'Noah Taylor Done' })).toBeInTheDocument();
  });

  it('keeps the answers on screen with the server’s words when it refuses them (the form closed meanwhile)', async () => {
    stubFetch(
      formServer(buildFormForSigner(), {
        [RESPONSES_CALL]: { status: 409, body: errorEnvelope('conflict', CONSENT_FORM_MESSAGES.closed) },
      }),
    );
    const { user } = renderApp(`/forms/${FORM_UID}`);
    await screen.findByRole('heading', { level: 1, name: 'Excursion to the museum' });

    await answerQuestions(user);
    await signAs(user, SIGNER_NAME);

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(CONSENT_FORM_MESSAGES.closed);
    expect(refusal.parentElement).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Packed lunch' })).toBeChecked();
    expect(screen.getByLabelText('Who picks your child up?')).toHaveValue('Grandma');
    expect(screen.getByLabelText('Type your full name as it appears in your account')).toHaveValue(SIGNER_NAME);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
  });

  it('changes an answer given before, from the form filled with it, as a new submission (a new client id)', async () => {
    const fetchMock = stubFetch(formServer(buildFormForSigner()));
    const { user } = renderApp(`/forms/${FORM_UID}`);
    await screen.findByRole('heading', { level: 1, name: 'Excursion to the museum' });
    await answerQuestions(user);
    await signAs(user, SIGNER_NAME);

    await user.click(await screen.findByRole('button', { name: 'Change my answer' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Packed lunch' })).toBeChecked();
    expect(screen.getByLabelText('Who picks your child up?')).toHaveValue('Grandma');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await signAs(user, SIGNER_NAME);

    expect(await screen.findByRole('region', { name: 'Your answer Declined' })).toBeInTheDocument();
    const [first, change] = sentBodies(fetchMock, RESPONSES_CALL) as { data: FormResponseInput }[];
    expect(change?.data).toEqual(
      expect.objectContaining({
        answers: { consent: 'no', pickup: 'Grandma', lunch: 'Packed lunch' },
        students: [MIA.studentUid],
      }),
    );
    expect(change?.data.client_id).not.toBe(first?.data.client_id);
  });

  it('withdraws an answer once the carer confirms, then offers the form again', async () => {
    const given = buildFormResponse();
    const fetchMock = stubFetch(
      formServer(buildFormForSigner({ children: [{ ...MIA, status: 'done', awaiting_me: false, response: given }] })),
    );
    const { user } = renderApp(`/forms/${FORM_UID}`);

    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(screen.getByRole('button', { name: 'Keep my answer' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Withdraw your answer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw my answer' }));

    expect(await screen.findByText('Your answer for Mia Taylor is withdrawn.')).toHaveFocus();
    expect(sentBodies(fetchMock, `POST ${FORM_CALL}/withdrawals`)).toEqual([
      { data: { student: MIA.studentUid, client_id: expect.stringMatching(UUID) } },
    ]);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('asks another carer to sign by email and says where the link went', async () => {
    const fetchMock = stubFetch({
      ...formServer(buildFormForSigner()),
      [`POST ${FORM_CALL}/invitations`]: {
        status: 201,
        body: envelope({ sent_to: 'sam@example.test', expires_at: '2030-03-01T06:00:00.000Z' }),
      },
    });
    const { user } = renderApp(`/forms/${FORM_UID}`);

    await user.click(await screen.findByText('Ask another carer to sign'));
    await user.type(screen.getByLabelText('Their email address'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByLabelText('Their email address')).toHaveAccessibleDescription(CONSENT_FORM_MESSAGES.email);

    await user.clear(screen.getByLabelText('Their email address'));
    await user.type(screen.getByLabelText('Their email address'), 'sam@example.test');
    await user.type(screen.getByLabelText('Their name (optional)'), 'Sam Carer');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByText('We emailed a signing link to sam@example.test')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST ${FORM_CALL}/invitations`)).toEqual([
      { data: { student: MIA.studentUid, email: 'sam@example.test', name: 'Sam Carer' } },
    ]);
  });

  it('shows a closed form’s answer without ways to change it', async () => {
    stubFetch(
      formServer(
        buildFormForSigner({
          open: false,
          children: [{ ...MIA, status: 'done', awaiting_me: false, response: buildFormResponse() }],
        }),
      ),
    );
    renderApp(`/forms/${FORM_UID}`);

    expect(await screen.findByText(CONSENT_FORM_MESSAGES.closed)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your answer Done' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change my answer' })).not.toBeInTheDocument();
    expect(screen.queryByText('Ask another carer to sign')).not.toBeInTheDocument();
  });
});
