import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, errorEnvelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { buildAbsence } from '@/testing/student-factories.ts';

const settings = { body: envelope([buildSettings({ tile_settings: [{ title: 'Absences', url: '/absences' }] })]) };
const carer = buildUser({ username: 'carer1', type: 'affiliate', is_carer: true });

// Mia's absence, the one the address below names.
const absence = buildAbsence({ DAILY_ATTENDANCE_ID: 'DA1001', STUDENT_NUMBER: '20230141', student: 'Mia Taylor' });

describe('edit absence reason', () => {
  it("shows the absence of the person's own student with its reason field", async () => {
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/absences/': { body: envelope([absence]) } });
    renderApp('/absences/edit-absence-reason/20230141/DA1001', { user: carer });
    expect(await screen.findByText('Mia Taylor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save reason' })).toBeInTheDocument();
  });

  it("shows 'No records found!' and no form, not an error to retry, for another family's student in the address (404)", async () => {
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/absences/': { status: 404, body: errorEnvelope('not_found', 'No records found!') } });
    renderApp('/absences/edit-absence-reason/20220077/DA2001', { user: carer });
    expect(await screen.findByText('No records found!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save reason' })).not.toBeInTheDocument();
  });
});
