import { screen, within } from '@testing-library/react';
import { BROADCAST_MESSAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildBroadcast, buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const admin = buildUser({ username: 'admin1', is_admin: true });

describe('emergency broadcasts on the admin Dashboard tab', () => {
  it('raises a broadcast that is on, and the banner of the admin shows it once the server has it', async () => {
    let stored: ReturnType<typeof buildBroadcast>[] = [];
    const fetchMock = stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'GET /api/emergencybroadcast/': () => ({ body: envelope(stored) }),
      'POST /api/emergencybroadcast': (request) => {
        const { message, status } = (request.body as { data: { message: string; status: boolean } }).data;
        stored = [buildBroadcast({ emergencybroadcastUid: 'broadcast001', message, status })];
        return { status: 201, body: envelope(stored[0]) };
      },
    });
    const { user } = renderApp('/admin?tab=dashboard', { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the broadcast message.')).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('POST /api/emergencybroadcast');

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Lockdown: stay in classrooms.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BROADCAST_MESSAGES.saved)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/emergencybroadcast')).toEqual([{ data: { message: 'Lockdown: stay in classrooms.', status: true } }]);
    expect(await screen.findByText('The banner shows: “Lockdown: stay in classrooms.”')).toBeInTheDocument();
  });

  it('clears a broadcast by turning it off, and deletes one after asking', async () => {
    const on = buildBroadcast({ emergencybroadcastUid: 'broadcast001', message: 'Bus delays', status: true });
    const fetchMock = stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'GET /api/emergencybroadcast/': { body: envelope([on]) },
      'PUT /api/emergencybroadcast/broadcast001': { body: envelope({ ...on, status: false }) },
      'DELETE /api/emergencybroadcast/broadcast001': { body: envelope(on) },
    });
    const { user } = renderApp('/admin?tab=dashboard', { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Clear broadcast: Bus delays' }));
    expect(await screen.findByText(BROADCAST_MESSAGES.cleared)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/emergencybroadcast/broadcast001')).toEqual([{ data: { message: 'Bus delays', status: false } }]);

    await user.click(screen.getByRole('button', { name: 'Delete broadcast: Bus delays' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(BROADCAST_MESSAGES.deleteConfirm);
    await user.click(within(alert).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(BROADCAST_MESSAGES.deleted)).toBeInTheDocument();
  });
});
