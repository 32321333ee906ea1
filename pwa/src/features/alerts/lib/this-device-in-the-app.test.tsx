import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings } from '@/testing/factories.ts';
import { calls, envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { THIS_ENDPOINT, buildDevice, stubBrowserPush } from '../testing/browser-push.ts';

/** This device's alerts as the signed-in chrome runs them (app/layouts/signed-in-shell.tsx). */
describe('in the signed-in app', () => {
  it('sends the subscription of a device with alerts on once it has shown its first screen', async () => {
    stubBrowserPush({ permission: 'granted', subscribed: true });
    const fetchMock = stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'POST /api/push-subscriptions': { status: 201, body: envelope(buildDevice()) },
    });
    renderApp('/notices');

    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/push-subscriptions')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST /api/push-subscriptions')[0]).toMatchObject({ data: { endpoint: THIS_ENDPOINT } });
  });

  it("signing out deletes this device's subscription, found by its endpoint, and ends it in the browser", async () => {
    const browser = stubBrowserPush({ permission: 'granted', subscribed: true });
    const phone = buildDevice({ pushsubscriptionUid: 'pushsub00002', endpoint: 'https://web.push.apple.com/phone' });
    const fetchMock = stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'POST /api/push-subscriptions': { status: 201, body: envelope(buildDevice()) },
      'GET /api/push-subscriptions': { body: envelope([phone, buildDevice()]) },
      'DELETE /api/push-subscriptions/pushsub00001': { body: envelope(buildDevice()) },
    });
    const { user } = renderApp('/');

    await user.click(within(await screen.findByRole('contentinfo')).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(browser.steps).toEqual(['unsubscribe']));
    expect(calls(fetchMock)).toContain('DELETE /api/push-subscriptions/pushsub00001');
    expect(calls(fetchMock)).not.toContain('DELETE /api/push-subscriptions/pushsub00002');
  });
});
