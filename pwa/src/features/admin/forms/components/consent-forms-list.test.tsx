import { screen, waitFor, within } from '@testing-library/react';
import { adminFormPaths } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { dismissAdminToasts } from '@/features/admin/lib/admin-toaster.ts';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { buildConsentForm } from '../testing/records.ts';

const admin = buildUser({ username: 'admin1', is_admin: true });
const settings = { body: envelope([buildSettings()]) };

const forms = [
  buildConsentForm({ formUid: 'form00000003', title: 'Year 11 formal', status: 'draft', due_at: '2030-12-01T02:00:00.000Z' }),
  buildConsentForm({ formUid: 'form00000002', title: 'Year 9 camp', status: 'published', version: 1, answered: 0 }),
  buildConsentForm({
    formUid: 'form00000001',
    title: 'Year 10 excursion',
    status: 'closed',
    version: 1,
    answered: 1234,
    due_at: '2026-05-20T07:00:00.000Z',
  }),
];

/** The list once the screen's code has loaded (a while, on a busy machine). */
const formsTable = async () => (await screen.findByRole('table', {}, { timeout: 10_000 })) as HTMLTableElement;

afterAll(() => dismissAdminToasts());

describe('the list of permission forms', () => {
  it("shows each form's status, due time at the school and answers, with its edit link, and New form", async () => {
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/consent-forms': { body: envelope(forms) } });
    renderApp(adminFormPaths.forms.href(), { user: admin });

    const table = await formsTable();
    expect(screen.getByRole('heading', { level: 1, name: 'Permission forms' })).toBeInTheDocument();
    expect([...table.rows].map((row) => [...row.cells].slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ['Title', 'Status', 'Due', 'Answered'],
      ['Year 11 formal', 'Draft', 'December 1, 2030 1:00 PM', '0'],
      ['Year 9 camp', 'Published', 'November 25, 2030 3:30 PM', '0'],
      ['Year 10 excursion', 'Closed', 'May 20, 2026 5:00 PM', '1,234'],
    ]);
    expect(within(table).getByRole('link', { name: 'Edit Year 9 camp' })).toHaveAttribute(
      'href',
      adminFormPaths.form.href({ id: 'form00000002' }),
    );
    expect(screen.getByRole('link', { name: 'New form' })).toHaveAttribute('href', adminFormPaths.newForm.href());
  });

  it('offers Delete for each form the server says no one has answered, published ones included, and not for one answered then withdrawn', async () => {
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      'GET /api/consent-forms': {
        body: envelope([
          ...forms,
          // Its one answer was withdrawn: none stands, but the server keeps it as evidence.
          buildConsentForm({ formUid: 'form00000000', title: 'Year 8 swim', status: 'closed', answered: 0, deletable: false }),
        ]),
      },
      'DELETE /api/consent-forms/form00000002': { body: envelope(forms[1]) },
    });
    const { user } = renderApp(adminFormPaths.forms.href(), { user: admin });

    const table = await formsTable();
    expect(
      within(table)
        .getAllByRole('button', { name: /^Delete / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Delete Year 11 formal', 'Delete Year 9 camp']);
    await user.click(within(table).getByRole('button', { name: 'Delete Year 9 camp' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('DELETE /api/consent-forms/form00000002'));
  });

  it('says when the campus has no form yet', async () => {
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/consent-forms': { body: envelope([]) } });
    renderApp(adminFormPaths.forms.href(), { user: admin });

    expect(await screen.findByText('No records found!', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/No permission form yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is reached from the Dashboard tab, whose tab it marks, under the eight tabs of the strip', async () => {
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/consent-forms': { body: envelope([]) } });
    const { user, router } = renderApp('/admin?tab=dashboard', { user: admin });

    await user.click(await screen.findByRole('link', { name: 'Open the permission forms' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe(adminFormPaths.forms.href()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Permission forms' })).toBeInTheDocument();
    const strip = screen.getByRole('navigation', { name: 'Administration' });
    expect(
      within(strip)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Admin Home', 'Dashboard', 'Places', 'Posts', 'Email', 'Email Logs', 'Web Logs', 'Subscribed', 'LV Goals PDFs']);
    expect(within(strip).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });
});
