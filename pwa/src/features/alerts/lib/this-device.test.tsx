import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import type { DeviceAnswer } from '@/offline/device.ts';
import { RETRY_ALERT_ACKNOWLEDGEMENTS } from '@portal/contract';
import { calls, envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { THIS_ENDPOINT, buildDevice, stubBrowserPush } from '../testing/browser-push.ts';
import type * as ThisDevice from './this-device.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A fresh copy of the module: what it remembers (sent once per start) starts again, as on a new start. */
async function freshModule(): Promise<typeof ThisDevice> {
  vi.resetModules();
  return import('./this-device.ts');
}

async function stateOn(deviceAnswer: DeviceAnswer | null) {
  const { useDeviceAlerts } = await freshModule();
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useDeviceAlerts(deviceAnswer), { wrapper });
  await waitFor(() => expect(result.current.state).not.toBeNull());
  return result.current;
}

describe("this device's alert state", () => {
  it("is 'unsupported' in a browser without the Push API", async () => {
    stubBrowserPush({ withPush: false });
    expect((await stateOn('own')).state).toBe('unsupported');
  });

  it("is 'needs-install' in Safari on iPhone outside the installed app, which gets no push", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    stubBrowserPush({ withPush: false });
    expect((await stateOn('own')).state).toBe('needs-install');
  });

  it('is \'shared\' on a device answered "shared computer", even with notifications allowed', async () => {
    stubBrowserPush({ permission: 'granted', subscribed: true });
    expect((await stateOn('shared')).state).toBe('shared');
  });

  it("is 'denied' where the person blocked the portal's notifications", async () => {
    stubBrowserPush({ permission: 'denied' });
    expect((await stateOn('own')).state).toBe('denied');
  });

  it("is 'off' on their own device without a subscription, even with notifications allowed", async () => {
    stubBrowserPush({ permission: 'granted', subscribed: false });
    expect((await stateOn('own')).state).toBe('off');
  });

  it("is 'on' where this device is subscribed, with its endpoint", async () => {
    stubBrowserPush({ permission: 'granted', subscribed: true });
    expect(await stateOn('own')).toMatchObject({ state: 'on', endpoint: THIS_ENDPOINT });
  });
});

describe('keeping this device in step on each start', () => {
  it('sends the subscription again once per start, and asks the worker to send what it kept', async () => {
    const browser = stubBrowserPush({ permission: 'granted', subscribed: true });
    const fetchMock = stubFetch({ 'POST /api/push-subscriptions': { status: 201, body: envelope(buildDevice()) } });
    const { keepAlertsInStep } = await freshModule();

    await keepAlertsInStep('own');
    await keepAlertsInStep('own');

    expect(sentBodies(fetchMock, 'POST /api/push-subscriptions')).toEqual([
      { data: expect.objectContaining({ endpoint: THIS_ENDPOINT, keys: expect.any(Object) }) },
    ]);
    await waitFor(() => expect(browser.postMessage).toHaveBeenCalledWith({ type: RETRY_ALERT_ACKNOWLEDGEMENTS }));

    // Back online: the worker is asked again.
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(browser.postMessage).toHaveBeenCalledTimes(2));
  });

  it('sends nothing where alerts are off', async () => {
    stubBrowserPush({ permission: 'granted', subscribed: false });
    const fetchMock = stubFetch();
    const { keepAlertsInStep } = await freshModule();

    await keepAlertsInStep('own');

    expect(calls(fetchMock)).toEqual([]);
  });

  it('sends it on a later start when the server could not be reached', async () => {
    stubBrowserPush({ permission: 'granted', subscribed: true });
    const fetchMock = stubFetch({ 'POST /api/push-subscriptions': { networkError: true } });
    const { keepAlertsInStep } = await freshModule();

    await expect(keepAlertsInStep('own')).rejects.toThrow();
    await expect(keepAlertsInStep('own')).rejects.toThrow();

    expect(sentBodies(fetchMock, 'POST /api/push-subscriptions')).toHaveLength(2);
  });

  it('stops the alerts of a device answered "shared computer": its row deleted, then the subscription ended', async () => {
    const browser = stubBrowserPush({ permission: 'granted', subscribed: true });
    const fetchMock = stubFetch({
      'GET /api/push-subscriptions': {
        body: envelope([
          buildDevice({
            pushsubscriptionUid: 'pushsub00009',
            endpoint: 'https://fcm.googleapis.com/fcm/send/phone',
            device: 'Safari on iOS',
          }),
          buildDevice({ pushsubscriptionUid: 'pushsub00001' }),
        ]),
      },
      'DELETE /api/push-subscriptions/pushsub00001': { body: envelope(buildDevice()) },
    });
    const { keepAlertsInStep } = await freshModule();

    await keepAlertsInStep('shared');

    expect(calls(fetchMock)).toEqual(['GET /api/push-subscriptions', 'DELETE /api/push-subscriptions/pushsub00001']);
    expect(browser.steps).toEqual(['unsubscribe']);
    expect(browser.subscription).toBeNull();
  });

  it('ends the subscription even when the server cannot be reached', async () => {
    const browser = stubBrowserPush({ permission: 'granted', subscribed: true });
    stubFetch({ 'GET /api/push-subscriptions': { networkError: true } });
    const { stopAlertsOnThisDevice } = await freshModule();

    await expect(stopAlertsOnThisDevice()).rejects.toThrow();

    expect(browser.subscription).toBeNull();
  });
});
