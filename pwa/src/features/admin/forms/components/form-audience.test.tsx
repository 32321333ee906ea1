import { screen, waitFor, within } from '@testing-library/react';
import { CONSENT_FORM_MESSAGES, adminFormPaths, type ConsentFormRecord } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { dismissAdminToasts } from '@/features/admin/lib/admin-toaster.ts';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { buildConsentForm } from '../testing/records.ts';

// The editor's Audience (issue 30): user types (every student, answered by their carers or by
// themselves) above the years, groups and named students, with who is chosen said in words.

const admin = buildUser({ username: 'admin1', is_admin: true });
const FORM = 'form00000001';
const FORM_CALL = `/api/consent-forms/${FORM}`;

/** The editor opened on a stored draft (the Year 9 camp unless `stored` says otherwise); a save answers what was sent. */
async function editorOpened(stored: Partial<ConsentFormRecord> = {}) {
  const draft = buildConsentForm(stored);
  const fetchMock = stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    'GET /api/groups/': { body: envelope([]) },
    [`GET ${FORM_CALL}`]: { body: envelope(draft) },
    [`PUT ${FORM_CALL}`]: (request) => ({ body: envelope({ ...draft, ...(request.body as { data: object }).data }) }),
  });
  const rendered = renderApp(adminFormPaths.form.href({ id: FORM }), { user: admin });
  await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(draft.title));
  return { ...rendered, fetchMock, audience: screen.getByRole('group', { name: 'Audience' }) };
}

const sentAudiences = (fetchMock: ReturnType<typeof stubFetch>) =>
  sentBodies(fetchMock, `PUT ${FORM_CALL}`).map((body) => (body as { data: ConsentFormRecord }).data.audience);

afterAll(() => dismissAdminToasts());

describe('the audience of a permission form', () => {
  it('offers carers and students above the years, and says who each brings in', async () => {
    const { user, audience } = await editorOpened();
    const choices = within(audience)
      .getAllByRole('checkbox')
      .map((checkbox) => checkbox.closest('label')?.textContent);
    expect(choices.slice(0, 3)).toEqual(['Carers', 'Students', 'Year 7']);
    const userTypes = within(audience).getByRole('group', { name: 'User types' });
    expect(userTypes).toHaveTextContent('No user type chosen: the form is for the years, groups and students chosen below.');

    await user.click(within(userTypes).getByRole('checkbox', { name: 'Carers' }));
    expect(userTypes).toHaveTextContent(
      'Chosen: Carers: every student of the school, answered by their carers. The years, groups and students below add no one.',
    );
    await user.click(within(userTypes).getByRole('checkbox', { name: 'Carers' }));
    await user.click(within(userTypes).getByRole('checkbox', { name: 'Students' }));
    expect(userTypes).toHaveTextContent(
      'Chosen: Students: every student of the school, answering for themselves. The years, groups and students below add no one.',
    );
  }, 60_000);

  it('sends a form for every carer with no year chosen', async () => {
    const { user, fetchMock, audience } = await editorOpened();
    await user.click(within(audience).getByRole('checkbox', { name: 'Carers' }));
    await user.click(within(audience).getByRole('checkbox', { name: 'Year 9' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() =>
      expect(sentAudiences(fetchMock)).toEqual([{ user_types: ['carers'], years: [], groups: [], students: [] }]),
    );
  }, 60_000);

  it('refuses students while carers must sign, beside the audience, and sends once the student signs', async () => {
    const { user, fetchMock, audience } = await editorOpened();
    await user.click(within(audience).getByRole('checkbox', { name: 'Students' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await within(audience).findByText(CONSENT_FORM_MESSAGES.studentsSignThemselves)).toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call.startsWith('PUT '))).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'The student (from a year on)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Students sign from year' }), 'Year 10');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(sentAudiences(fetchMock)).toEqual([{ user_types: ['students'], years: [9], groups: [], students: [] }]),
    );
  }, 60_000);

  it('shows the user types a stored form names', async () => {
    const { audience } = await editorOpened({ audience: { user_types: ['carers'], years: [], groups: [], students: [] } });
    expect(within(audience).getByRole('checkbox', { name: 'Carers' })).toBeChecked();
    expect(within(audience).getByRole('checkbox', { name: 'Students' })).not.toBeChecked();
    expect(within(audience).getByRole('checkbox', { name: 'Year 9' })).not.toBeChecked();
  }, 60_000);
});
