import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import type { AlertPush, PushSubscriptionRecord } from '@portal/contract';
import { startPushServiceFake } from '@portal/stack/push-service-fake';
import type { Page } from 'playwright-core';
import { signInAt, useBrowser } from '../support/browser.ts';
import { cmsDelete, cmsFind, eventually } from '../support/cms.ts';
import { stackEnv } from '../support/stack-env.ts';

const browser = useBrowser();

const MESSAGE = `Lockdown drill ${Date.now()}: stay in your classroom.`;

// The banner shows the newest broadcast: the other journeys expect the seeded one back on top.
after(async () => {
  for (const broadcast of await cmsFind('emergency-broadcasts', { 'filters[message][$eq]': MESSAGE }))
    await cmsDelete('emergency-broadcasts', broadcast.documentId);
});

/** A call to the BFF with the page's own session, as the app makes it. */
async function callWithSession<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; records: T }> {
  return page.evaluate(
    async ({ path: apiPath, method, body }) => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('portal.oidc.user:'));
      const token = (JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token;
      const response = await fetch(`/api/${apiPath}`, {
        method: method ?? 'GET',
        headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const answer = (await response.json()) as { responceObject: { records: unknown } };
      return { status: response.status, records: answer.responceObject.records as never };
    },
    { path, method: init.method, body: init.body },
  );
}

/** What the worker has on screen: the notifications it showed. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((shown) => ({
      title: shown.title,
      body: shown.body,
      tag: shown.tag,
      data: shown.data as unknown,
    }));
  });
}

it('carer1 is offered alerts on the dashboard; an emergency broadcast admin1 raises is shown by the service worker, acknowledged, and a tap opens the broadcast', async () => {
  const pushService = await startPushServiceFake({ scheme: 'http' });
  try {
    const { page, context } = await browser.newPage();
    await context.grantPermissions(['notifications'], { origin: stackEnv.appUrl });
    await signInAt(page, '/', 'carer1');
    await page.getByRole('button', { name: 'Get alerts on this device' }).waitFor();

    // The browser's vendor push service (FCM) cannot be reached here, so pushManager.subscribe()
    // cannot work: the device posts a subscription of the test's own push service instead, as
    // the app would post the browser's, and the push is handed to the worker through DevTools.
    const device = pushService.newDevice();
    const subscribed = await callWithSession<PushSubscriptionRecord>(page, 'push-subscriptions', {
      method: 'POST',
      body: { data: device.subscription },
    });
    assert.equal(subscribed.status, 201);
    assert.match(subscribed.records.device, / on /);

    // Its list in the Alerts settings, opened from the footer.
    await page.getByRole('button', { name: 'Alerts', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Alerts' });
    await settings.getByText('Emergency broadcasts cannot be turned off', { exact: false }).waitFor();
    await settings
      .getByRole('button', { name: `Stop alerts on ${subscribed.records.device}`, exact: false })
      .first()
      .waitFor();
    await settings.getByRole('button', { name: 'Close' }).click();

    const message = MESSAGE;
    const admin = await browser.newPage();
    await signInAt(admin.page, '/admin?tab=dashboard', 'admin1');
    await admin.page.getByRole('textbox', { name: 'Message' }).fill(message);
    await admin.page.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.page.getByText('Saved successfully.').waitFor();

    // Within a minute, encrypted for this device alone.
    const arrived = await pushService.waitFor(
      (one) => one.deviceId === device.id && (one.json as AlertPush | null)?.body === message,
      60_000,
    );
    const push = arrived.json as AlertPush;

    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${stackEnv.appUrl}/`);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: stackEnv.appUrl,
      registrationId: await registrationId,
      data: arrived.payload!,
    });

    const [shown] = await eventually(
      () => shownNotifications(page),
      (notifications) => notifications.some((one) => one.body === message),
    );
    assert.equal(shown!.title, push.title);
    assert.match(shown!.title, /^Emergency: /);
    assert.equal(shown!.tag, push.tag);
    assert.deepEqual(shown!.data, { url: '/emergency-brodcast' });

    // Its acknowledgement reached the school: admin1's reach report counts carer1 as reached by push.
    const reach = await eventually(
      async () =>
        (
          await callWithSession<Array<{ alertUid: string; message: string; by_push: number }>>(admin.page, 'emergency-alerts')
        ).records.find((one) => one.message === message),
      (alert) => (alert?.by_push ?? 0) >= 1,
    );
    const people = await callWithSession<Array<{ username: string; reached: string }>>(
      admin.page,
      `emergency-alerts/${reach!.alertUid}/people`,
    );
    assert.equal(people.records.find((person) => person.username === 'carer1')?.reached, 'push');

    // A tap opens the broadcast's screen in the portal's window.
    await page.goto('/notices');
    await page.getByRole('heading', { level: 1, name: 'Notices' }).waitFor();
    const worker = context.serviceWorkers()[0]!;
    await worker.evaluate(async () => {
      const scope = globalThis as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      const [notification] = await scope.registration.getNotifications();
      const NotificationEventOf = (
        globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }
      ).NotificationEvent;
      scope.dispatchEvent(new NotificationEventOf('notificationclick', { notification: notification! }));
    });
    await page.waitForURL((url) => url.pathname === '/emergency-brodcast');
    await page.getByText(message).first().waitFor();

    await admin.page.getByRole('button', { name: `Clear broadcast: ${message}` }).click();
    await admin.page.getByText('The broadcast is cleared: the banner no longer shows it.').waitFor();
    const removed = await callWithSession(page, `push-subscriptions/${subscribed.records.pushsubscriptionUid}`, {
      method: 'DELETE',
    });
    assert.equal(removed.status, 200);
    await admin.context.close();
    await context.close();
  } finally {
    await pushService.stop();
  }
});
