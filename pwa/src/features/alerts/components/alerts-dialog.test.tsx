import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { buildDevice, stubBrowserPush } from '../testing/browser-push.ts';

const PHONE = buildDevice({
  pushsubscriptionUid: 'pushsub00002',
  device: 'Safari on iOS',
  endpoint: 'https://web.push.apple.com/phone',
  created_at: '2026-03-09T23:00:00.000Z',
});

function stubServer(overrides: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    'GET /api/push-subscriptions': { body: envelope([buildDevice(), PHONE]) },
    // The app sends this device's subscription again as it starts.
    'POST /api/push-subscriptions': { status: 201, body: envelope(buildDevice()) },
    ...overrides,
  });
}

async function openAlerts(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp('/', { user: buildUser({ username: 'carer1', notice_alerts: 'instantly' }), ...options });
  const footer = await screen.findByRole('contentinfo');
  await view.user.click(within(footer).getByRole('button', { name: 'Alerts' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Alerts' }) };
}

describe('the Alerts settings', () => {
  it("open from the footer: this device on, notices instantly, emergencies always, and the person's devices", async () => {
    stubBrowserPush({ permission: 'granted', subscribed: true });
    stubServer();
    const { dialog } = await openAlerts();

    const thisDevice = within(dialog).getByRole('region', { name: 'This device' });
    expect(await within(thisDevice).findByText('Alerts are on for this device.')).toBeInTheDocument();
    expect(within(thisDevice).getByRole('button', { name: 'Stop alerts on this device' })).toBeInTheDocument();

    const notices = within(dialog).getByRole('group', { name: 'New notices for me' });
    expect(within(notices).getByRole('radio', { name: 'Instantly' })).toBeChecked();
    expect(within(notices).getByRole('radio', { name: 'Off' })).not.toBeChecked();

    const emergencies = within(dialog).getByRole('region', { name: 'Emergency broadcasts: Always' });
    expect(emergencies).toHaveTextContent('Emergency broadcasts cannot be turned off');

    const devices = within(dialog).getByRole('region', { name: 'Your devices' });
    const rows = await within(devices).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Chrome on Android This device\s*Added 3 February 2026/),
      expect.stringMatching(/^Safari on iOS\s*Added 10 March 2026/),
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Stop alerts on this device' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Stop alerts on Safari on iOS, added 10 March 2026' })).toHaveTextContent(
      'Stop alerts',
    );
  });

  it('save the choice for new notices as soon as it is made, and say so', async () => {
    stubBrowserPush({ permission: 'granted', subscribed: true });
    const fetchMock = stubServer({
      'PUT /api/users/carer1/alerts': { body: envelope([buildUser({ username: 'carer1', notice_alerts: 'off' })]) },
    });
    const { dialog, user } = await openAlerts();

    await user.click(within(dialog).getByRole('radio', { name: 'Off' }));

    expect(await within(dialog).findByText('Saved.')).toHaveAttribute('role', 'status');
    expect(sentBodies(fetchMock, 'PUT /api/users/carer1/alerts')).toEqual([{ data: { notice_alerts: 'off' } }]);
    expect(within(dialog).getByRole('radio', { name: 'Off' })).toBeChecked();

    // Opened again, it shows what was saved.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Alerts' }));
    expect(within(await screen.findByRole('dialog', { name: 'Alerts' })).getByRole('radio', { name: 'Off' })).toBeChecked();
  });

  it('put the choice back and say why when it could not be saved', async () => {
    stubBrowserPush({ permission: 'granted', subscribed: true });
    stubServer({
      'PUT /api/users/carer1/alerts': { status: 502, body: errorEnvelope('bad_gateway', 'The portal is not answering.') },
    });
    const { dialog, user } = await openAlerts();

    await user.click(within(dialog).getByRole('radio', { name: 'Off' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not saved: The portal is not answering.');
    expect(within(dialog).getByRole('radio', { name: 'Instantly' })).toBeChecked();
  });

  it("stop another device's alerts", async () => {
    stubBrowserPush({ permission: 'granted', subscribed: true });
    let devices = [buildDevice(), PHONE];
    const fetchMock = stubServer({
      'GET /api/push-subscriptions': () => ({ body: envelope(devices) }),
      'DELETE /api/push-subscriptions/pushsub00002': () => {
        devices = [buildDevice()];
        return { body: envelope(PHONE) };
      },
    });
    const { dialog, user } = await openAlerts();

    await user.click(await within(dialog).findByRole('button', { name: 'Stop alerts on Safari on iOS, added 10 March 2026' }));

    expect(await within(dialog).findByText('Alerts stopped on Safari on iOS.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(within(dialog).getByText('Chrome on Android')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('DELETE /api/push-subscriptions/pushsub00002');
    // This device keeps its alerts.
    expect(within(dialog).getByText('Alerts are on for this device.')).toBeInTheDocument();
  });

  it("stop this device's alerts: its row deleted, then the browser's subscription ended", async () => {
    const browser = stubBrowserPush({ permission: 'granted', subscribed: true });
    let devices = [buildDevice(), PHONE];
    const fetchMock = stubServer({
      'GET /api/push-subscriptions': () => ({ body: envelope(devices) }),
      'DELETE /api/push-subscriptions/pushsub00001': () => {
        devices = [PHONE];
        return { body: envelope(buildDevice()) };
      },
    });
    const { dialog, user } = await openAlerts();
    const thisDevice = within(dialog).getByRole('region', { name: 'This device' });

    await user.click(await within(thisDevice).findByRole('button', { name: 'Stop alerts on this device' }));

    expect(await within(thisDevice).findByText('Alerts are off for this device.')).toBeInTheDocument();
    expect(within(thisDevice).getByRole('button', { name: 'Get alerts on this device' })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('DELETE /api/push-subscriptions/pushsub00001');
    expect(browser.steps).toEqual(['unsubscribe']);
    await waitFor(() => expect(within(dialog).queryByText('Chrome on Android')).not.toBeInTheDocument());
  });

  it('say when no device gets alerts', async () => {
    stubBrowserPush({ permission: 'default' });
    stubServer({ 'GET /api/push-subscriptions': { body: envelope([]) } });
    const { dialog } = await openAlerts();

    expect(await within(dialog).findByText('No device gets alerts yet.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Alerts are off for this device.')).toBeInTheDocument();
  });

  it.each([
    ['a shared computer', { permission: 'granted' as const }, 'unanswered' as const, /No alerts on a shared computer/],
    [
      'blocked notifications',
      { permission: 'denied' as const },
      'own' as const,
      /allow them in this browser's settings for the site/,
    ],
    ['a browser without push', { withPush: false }, 'own' as const, /This browser cannot show alerts/],
  ])('say why this device cannot have alerts on %s', async (_case, browserState, device, reason) => {
    stubBrowserPush(browserState);
    stubServer();
    const { dialog } = await openAlerts({ device });

    const thisDevice = within(dialog).getByRole('region', { name: 'This device' });
    expect(await within(thisDevice).findByText(reason)).toBeInTheDocument();
    expect(within(thisDevice).queryByRole('button')).not.toBeInTheDocument();
  });
});
