import { screen, waitFor, within } from '@testing-library/react';
import { adminFormPaths } from '@portal/contract';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { dismissAdminToasts } from '@/features/admin/lib/admin-toaster.ts';
import { browser } from '@/lib/browser.ts';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { SIGNED_COPY_URL, buildConsentForm, buildFormMatrix } from '../testing/records.ts';

const admin = buildUser({ username: 'admin1', is_admin: true });
const FORM = 'form00000001';
const FORM_CALL = `/api/consent-forms/${FORM}`;
const MATRIX_CALL = `${FORM_CALL}/matrix`;
const published = buildConsentForm({ status: 'published', version: 1, content_hash: 'a'.repeat(64), answered: 2 });

function stubMatrixCalls(handlers: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    [`GET ${FORM_CALL}`]: { body: envelope(published) },
    [`GET ${MATRIX_CALL}`]: { body: envelope(buildFormMatrix()) },
    ...handlers,
  });
}

/** The answers table once the screen's code has loaded (a while, on a busy machine) and the matrix arrived. */
const answersTable = async () => (await screen.findByRole('table', { name: 'Answers' }, { timeout: 10_000 })) as HTMLTableElement;

const cellTexts = (table: HTMLTableElement) => [...table.rows].map((row) => [...row.cells].map((cell) => cell.textContent));

afterAll(() => dismissAdminToasts());

describe("a form's answers under its editor", () => {
  it('shows the counts per status and each student with their signers, their answers on demand', async () => {
    stubMatrixCalls();
    const { user } = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });

    const table = await answersTable();
    expect(screen.getByRole('heading', { level: 2, name: 'Answers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Signers by status' })).toBeInTheDocument();
    const counts = document.querySelector('.answers-matrix__counts')!;
    expect([...counts.querySelectorAll('div')].map((figure) => figure.textContent)).toEqual([
      'Not opened1',
      'Opened1',
      'Signed yes1',
      'Signed no0',
      'Withdrawn0',
      'Recorded on paper1',
    ]);
    expect(screen.getByText('3 students, 4 signers')).toBeInTheDocument();
    expect(cellTexts(table)).toEqual([
      ['Student number', 'Student', 'Year', 'Signer', 'Status', 'When', 'Answers', 'Paper form'],
      [
        '40123',
        'Mia Nguyen',
        '9',
        'Lan Nguyenlan@example.com',
        'Signed yes',
        'November 20, 2030 12:15 PM',
        'Show answers',
        'Record a paper answer',
      ],
      ['Binh Nguyenbinh@example.com', 'Not opened', '', 'No answer'],
      ['40124', 'Noah Smith', '9', 'Kate Smith', 'Opened', 'November 21, 2030 2:00 PM', 'No answer', 'Record a paper answer'],
      [
        '40125',
        'Ava Jones',
        '10',
        'Sam Jones',
        'Recorded on paper',
        'November 22, 2030 11:00 AM',
        'Show answers',
        'Record a paper answer',
      ],
    ]);

    const show = within(table).getByRole('button', { name: 'Show answers of Lan Nguyen for Mia Nguyen' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const hide = within(table).getByRole('button', { name: 'Hide answers of Lan Nguyen for Mia Nguyen' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    const answers = document.getElementById(hide.getAttribute('aria-controls')!)!;
    expect([...answers.querySelectorAll('div')].map((answer) => answer.textContent)).toEqual([
      'May your child go on the camp?Yes',
      'Medical or dietary needs (confidential)Peanut allergy',
      'HowSigned in to the portal',
      'Signed copyDownload the signed copy',
    ]);

    await user.click(within(table).getByRole('button', { name: 'Show answers of Sam Jones for Ava Jones' }));
    expect(within(table).getByText('Paper form, recorded by staff')).toBeInTheDocument();
    // Who took the paper answer in, when, and their note.
    expect(
      within(table).getByText('Recorded on paper by Pat Morgan on November 22, 2030 11:00 AM: In the office folder'),
    ).toBeInTheDocument();
  }, 30_000);

  it("says a paper answer was recorded without a name when the recorder's account is gone, and without a note when none was written", async () => {
    const matrix = buildFormMatrix();
    const ava = matrix.rows[2]!;
    stubMatrixCalls({
      [`GET ${MATRIX_CALL}`]: {
        body: envelope({
          ...matrix,
          rows: [{ ...ava, signers: [{ ...ava.signers[0]!, recorded_by_name: null, note: null }] }],
        }),
      },
    });
    const { user } = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
    const table = await answersTable();
    await user.click(within(table).getByRole('button', { name: 'Show answers of Sam Jones for Ava Jones' }));
    expect(
      within(table).getByText('Recorded on paper by a former staff member on November 22, 2030 11:00 AM'),
    ).toBeInTheDocument();
  }, 30_000);

  it('links each answer shown to its signed copy, and says when it is still being prepared', async () => {
    stubMatrixCalls();
    const { user } = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
    const table = await answersTable();
    // Only an answer shown has its copy: no link before the answers are opened.
    expect(within(table).queryByRole('link', { name: /signed copy/ })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Show answers of Lan Nguyen for Mia Nguyen' }));
    const link = within(table).getByRole('link', { name: "Download the signed copy of Lan Nguyen's answer for Mia Nguyen" });
    expect(link).toHaveAttribute('href', SIGNED_COPY_URL);
    expect(link).toHaveTextContent('Download the signed copy');

    await user.click(within(table).getByRole('button', { name: 'Show answers of Sam Jones for Ava Jones' }));
    expect(within(table).getByText('The signed copy is being prepared.')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: /signed copy/ })).toEqual([link]);
  }, 30_000);

  it('filters by status on the server, keeps the filter in the address, and offers the years and groups of the rows', async () => {
    const onlyOpened = buildFormMatrix({
      counts: { not_opened: 0, opened: 1, signed_yes: 0, signed_no: 0, withdrawn: 0, paper: 0 },
      students: 1,
      signers: 1,
      rows: buildFormMatrix().rows.filter((row) => row.studentUid === 'student00002'),
    });
    const fetchMock = stubMatrixCalls({ [`GET ${MATRIX_CALL}?status=opened`]: { body: envelope(onlyOpened) } });
    const { user, router } = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
    await answersTable();

    expect(
      within(screen.getByRole('combobox', { name: 'Year' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any year', 'Year 9', 'Year 10']);
    expect(
      within(screen.getByRole('combobox', { name: 'Group' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any group', '9 Science', 'Chess club']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Opened');
    await waitFor(() => expect(calls(fetchMock)).toContain(`GET ${MATRIX_CALL}?status=opened`));
    expect(router.state.location.search).toBe('?status=opened');
    await waitFor(async () => expect(cellTexts(await answersTable())).toHaveLength(2));
    expect(screen.getByText('1 student, 1 signer')).toBeInTheDocument();
  }, 30_000);

  it('reminds everyone pending only once the admin confirms, then says how many were emailed', async () => {
    const fetchMock = stubMatrixCalls({
      [`POST ${FORM_CALL}/reminders`]: { body: envelope({ queued: 3, skipped_today: 1 }) },
    });
    const { user } = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
    await answersTable();

    await user.click(screen.getByRole('button', { name: 'Remind everyone pending' }));
    const question = await screen.findByRole('alertdialog');
    // Noah's carer has not signed; Mia's carer and Ava's paper form answered for them.
    expect(question).toHaveTextContent('1 student has no answer yet. Remind their signers who have not signed?');
    expect(calls(fetchMock)).not.toContain(`POST ${FORM_CALL}/reminders`);

    await user.click(within(question).getByRole('button', { name: 'Send reminders' }));
    await waitFor(() => expect(sentBodies(fetchMock, `POST ${FORM_CALL}/reminders`)).toEqual([{}]));
    expect(await screen.findByText('Reminders queued for 3 people; 1 already reminded today')).toBeInTheDocument();
  }, 30_000);

  it('records a paper answer with who signed, the answers and a note, once what is required is given', async () => {
    const fetchMock = stubMatrixCalls({
      [`POST ${FORM_CALL}/paper-answers`]: {
        status: 201,
        body: envelope({
          responseUid: 'response0001',
          formUid: FORM,
          studentUid: 'student00002',
          version: 1,
          answers: { q1: 'no', q2: 'Asthma' },
          signer_name: 'Kate Smith',
          signed_at: '2030-11-23T00:00:00.000Z',
          method: 'paper',
          withdrawn_at: null,
          response_hash: 'b'.repeat(64),
          content_hash: 'a'.repeat(64),
          signed_copy_url: null,
        }),
      },
    });
    const { user } = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
    const table = await answersTable();

    await user.click(within(table).getByRole('button', { name: 'Record a paper answer for Noah Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a paper answer' });
    expect(dialog).toHaveTextContent('The paper form for Noah Smith (40124).');
    await user.click(within(dialog).getByRole('button', { name: 'Record answer' }));
    expect(await within(dialog).findByText('Write the name of the person who signed the paper form.')).toBeInTheDocument();
    expect(within(dialog).getByText('This question is required: give the answer written on the paper.')).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain(`POST ${FORM_CALL}/paper-answers`);

    await user.type(within(dialog).getByRole('textbox', { name: 'Who signed' }), 'Kate Smith');
    const consent = within(dialog).getByRole('radiogroup', { name: 'May your child go on the camp? (required)' });
    await user.click(within(consent).getByRole('radio', { name: 'No' }));
    const health = within(dialog).getByRole('textbox', { name: 'Medical or dietary needs' });
    expect(health).toHaveAccessibleDescription("Confidential: only the campus's admins see this answer.");
    await user.type(health, 'Asthma');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Handed in at reception');
    await user.click(within(dialog).getByRole('button', { name: 'Record answer' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, `POST ${FORM_CALL}/paper-answers`)).toEqual([
        {
          data: {
            student: 'student00002',
            signer_name: 'Kate Smith',
            answers: { q1: 'no', q2: 'Asthma' },
            note: 'Handed in at reception',
            client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          },
        },
      ]),
    );
    expect(await screen.findByText('The paper answer for Noah Smith was recorded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record a paper answer' })).not.toBeInTheDocument());
    // The matrix is asked again, to show the paper answer.
    await waitFor(() => expect(calls(fetchMock).filter((call) => call === `GET ${MATRIX_CALL}`)).toHaveLength(2));
  }, 30_000);

  it("shows the server's refusal of a paper answer in words, keeping what was typed, and retries with the same client id", async () => {
    const refusal = 'This form is closed: answers are no longer taken.';
    let replies = 0;
    const fetchMock = stubMatrixCalls({
      [`POST ${FORM_CALL}/paper-answers`]: () => {
        replies += 1;
        return replies === 1 ? { networkError: true } : { status: 409, body: errorEnvelope('conflict', refusal) };
      },
    });
    const { user } = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
    const table = await answersTable();

    await user.click(within(table).getByRole('button', { name: 'Record a paper answer for Noah Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a paper answer' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Who signed' }), 'Kate Smith');
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record answer' }));
    expect(
      await within(dialog).findByText('The portal cannot be reached. Check your connection and try again.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Record answer' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Who signed' })).toHaveValue('Kate Smith');
    const [first, second] = sentBodies(fetchMock, `POST ${FORM_CALL}/paper-answers`) as { data: { client_id: string } }[];
    expect(second?.data.client_id).toBe(first?.data.client_id);
  }, 30_000);

  it('exports what is shown through the signed link it asks for first', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const link = 'http://localhost/api/public/consent-form-matrix?form=form00000001&year=9&format=xlsx&expires=1&signature=x';
    const fetchMock = stubMatrixCalls({ [`GET ${MATRIX_CALL}?year=9&format=xlsx`]: { body: envelope(link) } });
    const { user } = renderApp(`${adminFormPaths.form.href({ id: FORM })}?year=9`, { user: admin });
    await answersTable();

    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(link));
    expect(calls(fetchMock)).toContain(`GET ${MATRIX_CALL}?year=9&format=xlsx`);
    assign.mockRestore();
  }, 30_000);

  it('is not shown under a draft, which has no answers yet', async () => {
    const fetchMock = stubMatrixCalls({ [`GET ${FORM_CALL}`]: { body: envelope(buildConsentForm()) } });
    renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });

    await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Year 9 camp'));
    expect(screen.queryByRole('heading', { name: 'Answers' })).not.toBeInTheDocument();
    expect(calls(fetchMock).some((call) => call.startsWith(`GET ${MATRIX_CALL}`))).toBe(false);
  }, 30_000);
});
