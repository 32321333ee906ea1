import { screen, waitFor, within } from '@testing-library/react';
import { CONSENT_FORM_MESSAGES, adminFormPaths, consentStatement, type ConsentFormRecord } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { dismissAdminToasts } from '@/features/admin/lib/admin-toaster.ts';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { buildConsentForm } from '../testing/records.ts';

const admin = buildUser({ username: 'admin1', is_admin: true });
const groups = [
  { groupUid: 'group0000009', groupname: 'Year 9 Science', grouptype: 'Class' },
  { groupUid: 'group0000020', groupname: 'Chess club', grouptype: 'Club' },
];
const FORM = 'form00000001';
const FORM_CALL = `/api/consent-forms/${FORM}`;

function stubFormCalls(handlers: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    'GET /api/groups/': { body: envelope(groups) },
    ...handlers,
  });
}

/** The editor once its code has loaded (a while, on a busy machine) and the stored form, if any, fills it. */
async function editorOpened(title = '') {
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  // Asked again each time: after a move to another form, the editor is a new one.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(title));
  return screen.getByRole('textbox', { name: 'Title' });
}

const question = (number: number) => screen.getByRole('group', { name: new RegExp(`^Question ${number} `) });

/** The writes of forms sent so far (the visit log's aside). */
const writes = (fetchMock: ReturnType<typeof stubFetch>) =>
  calls(fetchMock).filter((call) => !call.startsWith('GET ') && call.includes('/api/consent-forms'));

/** The editor's buttons under the form, in order. */
const actionButtons = () =>
  within(document.querySelector<HTMLElement>('.form-editor__actions')!)
    .getAllByRole('button')
    .map((button) => button.textContent);

afterAll(() => dismissAdminToasts());

describe('the permission form editor', () => {
  it('creates a draft with what was typed, then opens it at its own address', async () => {
    const created = buildConsentForm({ formUid: 'form00000042', title: 'Athletics carnival' });
    const fetchMock = stubFormCalls({
      'POST /api/consent-forms': { body: envelope(created) },
      'GET /api/consent-forms/form00000042': { body: envelope(created) },
    });
    const { user, router } = renderApp(adminFormPaths.newForm.href(), { user: admin });

    await user.type(await editorOpened(), 'Athletics carnival');
    await user.click(screen.getByRole('textbox', { name: 'Body' }));
    await user.keyboard('At the stadium.');
    await user.type(within(question(1)).getByRole('textbox', { name: 'Label' }), 'May your child compete?');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.selectOptions(within(question(2)).getByRole('combobox', { name: 'Kind' }), 'Choice');
    await user.type(within(question(2)).getByRole('textbox', { name: 'Label' }), 'Which races?');
    await user.type(within(question(2)).getByRole('textbox', { name: 'Options, one a line' }), '100 m{Enter}Relay');
    await user.click(within(question(2)).getByRole('checkbox', { name: 'Required' }));
    await user.click(screen.getByRole('checkbox', { name: 'Year 9' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chess club' }));
    await user.type(screen.getByRole('textbox', { name: 'Named students' }), '40123, 40124{Enter}40125');
    await user.type(screen.getByRole('combobox', { name: 'Due date and time' }), 'November 25, 2030 3:30 PM{Escape}');
    await user.click(screen.getByRole('radio', { name: 'Every linked carer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Carers may change or withdraw their answer until the due date' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(adminFormPaths.form.href({ id: 'form00000042' })));
    expect(sentBodies(fetchMock, 'POST /api/consent-forms')).toEqual([
      {
        data: {
          title: 'Athletics carnival',
          // The editor's HTML (in jsdom Quill keeps an empty line after the text).
          body: expect.stringMatching(/^<p>At the stadium\.<\/p>/),
          questions: [
            { id: 'q1', kind: 'consent', label: 'May your child compete?', required: true },
            { id: 'q2', kind: 'choice', label: 'Which races?', required: false, options: ['100 m', 'Relay'] },
          ],
          attachments: [],
          audience: { user_types: [], years: [9], groups: ['Chess club'], students: ['40123', '40124', '40125'] },
          // 3:30 PM in Sydney, summer time.
          due_at: '2030-11-25T04:30:00.000Z',
          signers: 'every_carer',
          student_from_year: null,
          changes_allowed: false,
          reminder_days: [3, 1],
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit form' })).toBeInTheDocument();
  }, 60_000);

  it("shows the contract's messages beside their fields for an empty form, and sends nothing", async () => {
    const fetchMock = stubFormCalls();
    const { user } = renderApp(adminFormPaths.newForm.href(), { user: admin });
    await editorOpened();
    await user.clear(screen.getByRole('textbox', { name: 'Reminder days' }));
    await user.type(screen.getByRole('textbox', { name: 'Reminder days' }), 'soon');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText(CONSENT_FORM_MESSAGES.title)).toBeInTheDocument();
    expect(screen.getByText(CONSENT_FORM_MESSAGES.body)).toBeInTheDocument();
    expect(within(question(1)).getByText(CONSENT_FORM_MESSAGES.questionLabel)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Audience' })).getByText(CONSENT_FORM_MESSAGES.audience)).toBeInTheDocument();
    expect(screen.getByText(CONSENT_FORM_MESSAGES.dueAt)).toBeInTheDocument();
    expect(screen.getByText(CONSENT_FORM_MESSAGES.reminderDays)).toBeInTheDocument();
    // The first message is brought into view and focused.
    expect(screen.getByText(CONSENT_FORM_MESSAGES.title)).toHaveFocus();
    expect(writes(fetchMock)).toEqual([]);
  }, 30_000);

  it('keeps each question id once made: a question added after one was removed takes a new number', async () => {
    stubFormCalls({ [`GET ${FORM_CALL}`]: { body: envelope(buildConsentForm()) } });
    const { user } = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
    await editorOpened('Year 9 camp');

    await user.click(within(question(2)).getByRole('button', { name: 'Move up' }));
    expect(question(1)).toHaveAccessibleName('Question 1 (q2)');
    await user.click(within(question(2)).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(
      screen.getAllByRole('group', { name: /^Question \d/ }).map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Question 1 (q2)', 'Question 2 (q3)']);
  }, 30_000);

  it('publishes a draft only once the admin confirms that every carer who must sign is emailed', async () => {
    const draft = buildConsentForm();
    const fetchMock = stubFormCalls({
      [`GET ${FORM_CALL}`]: { body: envelope(draft) },
      [`POST ${FORM_CALL}/publication`]: {
        body: envelope(buildConsentForm({ status: 'published', version: 1, content_hash: 'a'.repeat(64) })),
      },
    });
    const { user } = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
    await editorOpened('Year 9 camp');
    expect(actionButtons()).toEqual(['Save draft', 'Preview', 'Publish', 'Delete', 'Back to the forms']);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Publishing emails every carer who must sign.');
    expect(calls(fetchMock)).not.toContain(`POST ${FORM_CALL}/publication`);

    await user.click(within(question).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sentBodies(fetchMock, `POST ${FORM_CALL}/publication`)).toEqual([{}]));
    // Nothing was changed on screen, so nothing was saved first.
    expect(calls(fetchMock)).not.toContain(`PUT ${FORM_CALL}`);
    expect(await screen.findByText(/^Version 1, due November 25, 2030 3:30 PM/)).toBeInTheDocument();
    // Published, and no one has answered yet: it may still be deleted.
    await waitFor(() =>
      expect(actionButtons()).toEqual(['Save', 'Preview', 'Close now', 'Clone for next year', 'Delete', 'Back to the forms']),
    );
  }, 30_000);

  it('saves the edits on screen before it publishes them', async () => {
    const draft = buildConsentForm();
    const fetchMock = stubFormCalls({
      [`GET ${FORM_CALL}`]: { body: envelope(draft) },
      [`PUT ${FORM_CALL}`]: (request) => ({
        body: envelope({ ...draft, title: (request.body as { data: ConsentFormRecord }).data.title }),
      }),
      [`POST ${FORM_CALL}/publication`]: {
        body: envelope(buildConsentForm({ title: 'Year 9 river camp', status: 'published', version: 1 })),
      },
    });
    const { user } = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
    await user.type(await editorOpened('Year 9 camp'), ' at the river');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(writes(fetchMock)).toEqual([`PUT ${FORM_CALL}`, `POST ${FORM_CALL}/publication`]));
    expect(sentBodies(fetchMock, `PUT ${FORM_CALL}`)).toEqual([
      { data: expect.objectContaining({ title: 'Year 9 camp at the river' }) },
    ]);
  }, 30_000);

  it('asks, when a published form is saved, whether carers must sign again, and sends the answer', async () => {
    const published = buildConsentForm({ status: 'published', version: 1, answered: 12 });
    const fetchMock = stubFormCalls({
      [`GET ${FORM_CALL}`]: { body: envelope(published) },
      [`PUT ${FORM_CALL}`]: { body: envelope({ ...published, version: 2 }) },
    });
    const { user } = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
    await editorOpened('Year 9 camp');
    expect(actionButtons()).toEqual(['Save', 'Preview', 'Close now', 'Clone for next year', 'Back to the forms']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save a new version' });
    expect(dialog).toHaveTextContent('Does this change need carers to sign again?');
    expect(calls(fetchMock)).not.toContain(`PUT ${FORM_CALL}`);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, ask them to sign again' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, `PUT ${FORM_CALL}`)).toEqual([
        { data: expect.objectContaining({ title: 'Year 9 camp', asks_again: true }) },
      ]),
    );
    expect(await screen.findByText(/^Version 2, due/)).toBeInTheDocument();
  }, 30_000);

  it('closes a published form once confirmed, and clones it into a new draft that opens', async () => {
    const published = buildConsentForm({ status: 'published', version: 1, answered: 3 });
    const copy = buildConsentForm({ formUid: 'form00000077', title: 'Year 9 camp (copy)', due_at: '2031-11-25T04:30:00.000Z' });
    const fetchMock = stubFormCalls({
      [`GET ${FORM_CALL}`]: { body: envelope(published) },
      [`POST ${FORM_CALL}/closure`]: {
        body: envelope({ ...published, status: 'closed', closed_at: '2030-11-01T00:00:00.000Z' }),
      },
      [`POST ${FORM_CALL}/copies`]: { body: envelope(copy) },
      'GET /api/consent-forms/form00000077': { body: envelope(copy) },
    });
    const { user, router } = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
    await editorOpened('Year 9 camp');

    await user.click(screen.getByRole('button', { name: 'Close now' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close now' }));
    await waitFor(() => expect(sentBodies(fetchMock, `POST ${FORM_CALL}/closure`)).toEqual([{}]));
    // Closed with answers: it is kept, read-only, and can only be previewed or cloned.
    await waitFor(() => expect(actionButtons()).toEqual(['Preview', 'Clone for next year', 'Back to the forms']));
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Clone for next year' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(adminFormPaths.form.href({ id: 'form00000077' })));
    await editorOpened('Year 9 camp (copy)');
  }, 30_000);

  it('offers Delete only while no one has answered, asks first, and then goes back to the list', async () => {
    const closed = buildConsentForm({ status: 'closed', version: 1, answered: 0 });
    const fetchMock = stubFormCalls({
      [`GET ${FORM_CALL}`]: { body: envelope(closed) },
      [`DELETE ${FORM_CALL}`]: { body: envelope(closed) },
    });
    const { user, router } = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
    await editorOpened('Year 9 camp');
    expect(actionButtons()).toEqual(['Preview', 'Clone for next year', 'Delete', 'Back to the forms']);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Delete this form? It cannot be brought back.');
    expect(calls(fetchMock)).not.toContain(`DELETE ${FORM_CALL}`);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(adminFormPaths.forms.href()));
    expect(calls(fetchMock)).toContain(`DELETE ${FORM_CALL}`);
  }, 30_000);

  it('does not offer Delete for a form with answers', async () => {
    stubFormCalls({ [`GET ${FORM_CALL}`]: { body: envelope(buildConsentForm({ status: 'closed', version: 1, answered: 4 })) } });
    renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
    await editorOpened('Year 9 camp');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  }, 30_000);

  it("shows the server's refusal beside the field it names, and one about no field above the buttons", async () => {
    const draft = buildConsentForm();
    let refusal = {
      status: 400,
      body: {
        responceObject: {
          records: null,
          error: {
            id: 'bad_request',
            message: 'Invalid input',
            fields: { 'data.questions.1.label': CONSENT_FORM_MESSAGES.questionLabel },
          },
        },
      },
    };
    stubFormCalls({
      [`GET ${FORM_CALL}`]: { body: envelope(draft) },
      [`PUT ${FORM_CALL}`]: () => refusal,
      [`POST ${FORM_CALL}/publication`]: { status: 400, body: errorEnvelope('bad_request', CONSENT_FORM_MESSAGES.dueAt) },
    });
    const { user } = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
    await editorOpened('Year 9 camp');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(question(2)).findByText(CONSENT_FORM_MESSAGES.questionLabel)).toBeInTheDocument();
    expect(within(question(1)).queryByText(CONSENT_FORM_MESSAGES.questionLabel)).not.toBeInTheDocument();

    refusal = { status: 409, body: errorEnvelope('conflict', CONSENT_FORM_MESSAGES.closed) } as typeof refusal;
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(CONSENT_FORM_MESSAGES.closed)).toBeInTheDocument();

    // The due time passed while the form sat as a draft: the server says so, and it shows by the date.
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    const due = screen.getByRole('combobox', { name: 'Due date and time' }).closest('.bp6-form-group') as HTMLElement;
    expect(await within(due).findByText(CONSENT_FORM_MESSAGES.dueAt)).toBeInTheDocument();
  }, 30_000);

  it("previews the unsaved form with the carer's own signing form, for an example child, nothing in it usable", async () => {
    stubFormCalls({ [`GET ${FORM_CALL}`]: { body: envelope(buildConsentForm()) } });
    const { user } = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
    const title = await editorOpened('Year 9 camp');
    // Unsaved: the preview shows what the editor holds.
    await user.type(title, ' at the river');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('dialog', { name: 'Preview: the form as a carer sees it' }, { timeout: 10_000 });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Year 9 camp at the river' })).toBeInTheDocument();
    expect(within(preview).getByText('Three days at the river.')).toBeInTheDocument();

    const consent = within(preview).getByRole('group', { name: 'May your child go on the camp? (required)' });
    expect(
      within(consent)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.trim()),
    ).toEqual(['Yes', 'No']);
    within(consent)
      .getAllByRole('radio')
      .forEach((radio) => expect(radio).toBeDisabled());
    expect(within(preview).getByRole('textbox', { name: /^Medical or dietary needs/ })).toBeDisabled();
    // The signature step a carer signs with: their name typed, the "I agree" statement naming the child, Submit.
    expect(within(preview).getByRole('textbox', { name: /^Type your full name as it appears in your account/ })).toBeDisabled();
    expect(preview).toHaveTextContent(consentStatement('Sam Example', 'Alex Example', 'Year 9 camp at the river'));
    expect(within(preview).getByRole('checkbox', { name: 'I agree' })).toBeDisabled();
    expect(within(preview).getByRole('button', { name: 'Submit' })).toBeDisabled();
  }, 30_000);
});
