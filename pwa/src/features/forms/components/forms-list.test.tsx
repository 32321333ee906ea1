import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings } from '@/testing/factories.ts';
import { envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { buildFormEntry, NOAH } from '../testing/form-records.ts';

const settings = buildSettings({ tile_settings: [{ title: 'Forms', url: '/forms' }] });

describe('the forms list', () => {
  it("shows one entry per form and child in the server's order, each with its child, status and a link to it", async () => {
    stubFetch({
      'GET /api/settings/': { body: envelope([settings]) },
      'GET /api/forms': {
        body: envelope([
          buildFormEntry({ formUid: 'form0000004', title: 'Swimming carnival' }),
          buildFormEntry({
            formUid: 'form0000004',
            title: 'Swimming carnival',
            studentUid: NOAH.studentUid,
            student_name: NOAH.student_name,
            status: 'done',
            signed_at: '2030-02-02T00:00:00.000Z',
          }),
          buildFormEntry({
            formUid: 'form0000003',
            title: 'School photos',
            status: 'declined',
            signed_at: '2030-01-02T00:00:00.000Z',
          }),
          buildFormEntry({ formUid: 'form0000002', title: 'Year 10 camp', status: 'closed' }),
        ]),
      },
    });
    renderApp('/forms');

    expect(await screen.findByRole('heading', { level: 1, name: 'Forms' })).toBeInTheDocument();
    const entries = await screen.findAllByRole('article');
    expect(entries.map((entry) => within(entry).getByRole('link').textContent)).toEqual([
      'Swimming carnival',
      'Swimming carnival',
      'School photos',
      'Year 10 camp',
    ]);
    expect(entries.map((entry) => within(entry).getByText(/^(To do|Done|Declined|Closed)$/).textContent)).toEqual([
      'To do',
      'Done',
      'Declined',
      'Closed',
    ]);
    const noahsEntry = entries[1]!;
    expect(within(noahsEntry).getByText('Noah Taylor')).toBeInTheDocument();
    // The child and the status are read with the link: the two entries of one form differ by them.
    expect(within(noahsEntry).getByRole('link')).toHaveAccessibleDescription(/Done Noah Taylor Due/);
    expect(within(noahsEntry).getByRole('link')).toHaveAttribute('href', '/forms/form0000004?student=student0002');
    expect(within(noahsEntry).getByText(/^Due/)).toHaveTextContent('Due 1 March 2030 at 5:00 pm');
  });

  it('shows an "every carer" form this carer signed as done for them, waiting for another carer', async () => {
    stubFetch({
      'GET /api/settings/': { body: envelope([settings]) },
      'GET /api/forms': {
        body: envelope([
          buildFormEntry({
            formUid: 'form0000002',
            title: 'Work placement',
            awaiting_me: false,
            signed_at: '2030-02-02T00:00:00.000Z',
          }),
          buildFormEntry({
            formUid: 'form0000001',
            title: 'Swimming carnival',
            studentUid: NOAH.studentUid,
            student_name: NOAH.student_name,
          }),
        ]),
      },
    });
    renderApp('/forms');

    const [signed, waiting] = await screen.findAllByRole('article');
    expect(within(signed!).getByRole('link')).toHaveAccessibleDescription(/^Done · waiting for another carer Mia Taylor Due/);
    expect(within(signed!).queryByText('To do')).not.toBeInTheDocument();
    expect(within(waiting!).getByRole('link')).toHaveAccessibleDescription(/^To do Noah Taylor Due/);
  });

  it('says when no form is waiting', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([settings]) }, 'GET /api/forms': { body: envelope([]) } });
    renderApp('/forms');
    expect(await screen.findByText('No forms are waiting for you.')).toBeInTheDocument();
  });

  it('says why the list could not load, with a way to try again', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([settings]) }, 'GET /api/forms': { networkError: true } });
    renderApp('/forms');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The portal cannot be reached. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
