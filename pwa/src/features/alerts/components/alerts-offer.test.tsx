import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { PUBLIC_KEY, PUBLIC_KEY_BYTES, THIS_ENDPOINT, buildDevice, stubBrowserPush } from '../testing/browser-push.ts';

const OFFER = { name: 'Alerts' };

function stubServer(overrides: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    'GET /api/push-subscriptions/key': { body: envelope({ publicKey: PUBLIC_KEY }) },
    'POST /api/push-subscriptions': { status: 201, body: envelope(buildDevice()) },
    ...overrides,
  });
}

/** The dashboard, shown: its offer comes after its first content. */
async function openDashboard() {
  const view = renderApp('/', { user: buildUser({ username: 'carer1' }) });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return view;
}

describe("the dashboard's offer of alerts", () => {
  it('offers alerts on a device that can have them, and asks nothing before the tap', async () => {
    const browser = stubBrowserPush({ permission: 'default' });
    const fetchMock = stubServer();
    await openDashboard();

    const offer = await screen.findByRole('complementary', OFFER);
    expect(offer).toHaveTextContent('Emergencies reach you at once, and new notices too if you want.');
    expect(within(offer).getByRole('button', { name: 'Get alerts on this device' })).toBeInTheDocument();
    // Below the tiles, in the screen's content.
    expect(screen.getByRole('main')).toContainElement(offer);
    expect(browser.steps).toEqual([]);
    expect(calls(fetchMock)).not.toContain('GET /api/push-subscriptions/key');
  });

  it('on a tap, asks the browser first, then subscribes with the server key, then tells the server; then offers the settings', async () => {
    const browser = stubBrowserPush({ permission: 'default', answer: 'granted' });
    const fetchMock = stubServer();
    const { user } = await openDashboard();

    const offer = await screen.findByRole('complementary', OFFER);
    await user.click(within(offer).getByRole('button', { name: 'Get alerts on this device' }));

    expect(await within(offer).findByText('Alerts are on for this device.')).toBeInTheDocument();
    expect(browser.steps).toEqual(['requestPermission', 'subscribe']);
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from(PUBLIC_KEY_BYTES),
    });
    expect(sentBodies(fetchMock, 'POST /api/push-subscriptions')).toEqual([
      {
        data: expect.objectContaining({
          endpoint: THIS_ENDPOINT,
          keys: expect.objectContaining({ auth: 'AAECAwQFBgcICQoLDA0ODw' }),
        }),
      },
    ]);
    // The subscription was posted after the browser subscribed (it is what was posted).
    expect(calls(fetchMock).indexOf('POST /api/push-subscriptions')).toBeGreaterThan(
      calls(fetchMock).indexOf('GET /api/push-subscriptions/key'),
    );

    const settings = within(offer).getByRole('button', { name: 'Alert settings' });
    expect(settings).toHaveFocus();
    await user.click(settings);
    expect(await screen.findByRole('dialog', { name: 'Alerts' })).toBeInTheDocument();
  });

  it('stays offered, saying nothing changed, when the person does not allow notifications', async () => {
    const browser = stubBrowserPush({ permission: 'default', answer: 'default' });
    const fetchMock = stubServer();
    const { user } = await openDashboard();

    const offer = await screen.findByRole('complementary', OFFER);
    await user.click(within(offer).getByRole('button', { name: 'Get alerts on this device' }));

    await waitFor(() => expect(browser.steps).toEqual(['requestPermission']));
    expect(within(offer).getByRole('button', { name: 'Get alerts on this device' })).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('POST /api/push-subscriptions');
  });

  it('undoes the subscription and says why when the server refuses it', async () => {
    const browser = stubBrowserPush({ permission: 'default' });
    stubServer({
      'POST /api/push-subscriptions': {
        status: 400,
        body: errorEnvelope('bad_request', "This address is not a browser's push service."),
      },
    });
    const { user } = await openDashboard();

    const offer = await screen.findByRole('complementary', OFFER);
    await user.click(within(offer).getByRole('button', { name: 'Get alerts on this device' }));

    expect(await within(offer).findByRole('alert')).toHaveTextContent("This address is not a browser's push service.");
    expect(browser.steps).toEqual(['requestPermission', 'subscribe', 'unsubscribe']);
    expect(within(offer).getByRole('button', { name: 'Get alerts on this device' })).toBeInTheDocument();
  });

  it('says how to allow notifications again where they were blocked, with no button', async () => {
    stubBrowserPush({ permission: 'denied' });
    stubServer();
    await openDashboard();

    const offer = await screen.findByRole('complementary', OFFER);
    expect(offer).toHaveTextContent(
      "Notifications are blocked for the portal. To get alerts, allow them in this browser's settings for the site.",
    );
    expect(within(offer).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['alerts are on already', { permission: 'granted', subscribed: true }, 'own'],
    ['the browser has no push', { withPush: false }, 'own'],
    ['the device is a shared computer', { permission: 'default' }, 'unanswered'],
  ] as const)('shows nothing where %s', async (_case, browserState, device) => {
    stubBrowserPush(browserState);
    stubServer();
    renderApp('/', { device });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await screen.findByRole('link', { name: 'Notices' });

    // Given the time the offer would take to appear.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('complementary', OFFER)).not.toBeInTheDocument();
  });
});
