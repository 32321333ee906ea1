import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AlertPush } from '@portal/contract';
import { startPushServiceFake, type PushDevice, type PushServiceFake } from '@portal/stack/push-service-fake';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind } from '../../test/cms-records.ts';
import { eventually } from '../../test/eventually.ts';
import { ALERT_EMAIL_AFTER_SECONDS } from '../../test/global-setup.ts';

type ErrorBody = { responceObject: { error: { id: string; message: string } } };

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Within a minute, as the issue asks of a broadcast; the job engine polls every second. */
const ALERT_ARRIVES_MS = 60_000;

let pushService: PushServiceFake;
const subscribed: Array<{ username: string; id: string }> = [];

beforeAll(async () => {
  // Plain HTTP on loopback: the CMS, another process, sends through fetch and needs no certificate.
  pushService = await startPushServiceFake({ scheme: 'http' });
});

afterAll(async () => {
  // Devices left subscribed would keep the CMS trying a push service that is gone.
  for (const { username, id } of subscribed)
    await callApi(`push-subscriptions/${id}`, { method: 'DELETE', token: await tokenFor(username) });
  await pushService.stop();
});

/** A device of this person with alerts on, as the app subscribes it. */
async function subscribe(username: string, device: PushDevice = pushService.newDevice()) {
  const answer = await callApi('push-subscriptions', {
    method: 'POST',
    token: await tokenFor(username),
    body: { data: device.subscription },
    headers: { 'user-agent': CHROME_ON_ANDROID },
  });
  const record = answerOf('POST push-subscriptions', answer);
  subscribed.push({ username, id: record.pushsubscriptionUid });
  return { device, record, status: answer.status };
}

/** The next alert this device received that matches, decrypted with its keys. */
async function alertOn(device: PushDevice, matches: (push: AlertPush) => boolean) {
  const message = await pushService.waitFor(
    (one) => one.deviceId === device.id && one.json !== null && matches(one.json as AlertPush),
    ALERT_ARRIVES_MS,
  );
  return { push: message.json as AlertPush, headers: message.headers };
}

async function raiseBroadcast(message: string, status = true): Promise<string> {
  const answer = await callApi('emergencybroadcast/', {
    method: 'POST',
    token: await tokenFor('admin1'),
    body: { data: { message, status } },
  });
  return answerOf('POST emergencybroadcast', answer).emergencybroadcastUid;
}

async function changeBroadcast(id: string, message: string, status: boolean) {
  answerOf(
    'PUT emergencybroadcast/:id',
    await callApi(`emergencybroadcast/${id}`, {
      method: 'PUT',
      token: await tokenFor('admin1'),
      body: { data: { message, status } },
    }),
  );
}

/** Waits until the CMS has sent a notice's alert to every device it is for (the alert's record, read with the test token). */
async function noticeAlertSent(postId: string) {
  const read = () =>
    cmsFind<{ status: string; devices: number }>('alerts', { subject_id: { $eq: postId }, kind: { $eq: 'notice' } });
  const [alert] = await eventually(read, (alerts) => alerts[0]?.status === 'Sent', ALERT_ARRIVES_MS);
  return alert!;
}

async function acknowledge(id: string) {
  // No token: the service worker has none.
  return callApi<{ responceObject: { records: { acknowledged: boolean } } }>('push-acknowledgements', {
    method: 'POST',
    body: { data: { id } },
  });
}

describe('devices people get alerts on', () => {
  it("takes a browser's subscription, lists it as the person's device, and sends the VAPID key to subscribe with", async () => {
    const key = answerOf(
      'GET push-subscriptions/key',
      await callApi('push-subscriptions/key', { token: await tokenFor('carer2') }),
    );
    expect(key.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const { record, status, device } = await subscribe('carer2');
    expect(status).toBe(201);
    expect(record).toMatchObject({ device: 'Chrome on Android', endpoint: device.subscription.endpoint });
    const listed = answerOf('GET push-subscriptions', await callApi('push-subscriptions', { token: await tokenFor('carer2') }));
    expect(listed.map((one) => one.pushsubscriptionUid)).toContain(record.pushsubscriptionUid);
    // Sent again when the app opens: the same device, not a second one.
    const again = await subscribe('carer2', device);
    expect(again.record.pushsubscriptionUid).toBe(record.pushsubscriptionUid);
    expect(
      answerOf('GET push-subscriptions', await callApi('push-subscriptions', { token: await tokenFor('carer2') })).filter(
        (one) => one.endpoint === device.subscription.endpoint,
      ),
    ).toHaveLength(1);
    // Nobody else sees it, an administrator included.
    const adminsList = answerOf(
      'GET push-subscriptions',
      await callApi('push-subscriptions', { token: await tokenFor('admin1') }),
    );
    expect(adminsList.map((one) => one.pushsubscriptionUid)).not.toContain(record.pushsubscriptionUid);
    const removedByAdmin = await callApi<ErrorBody>(`push-subscriptions/${record.pushsubscriptionUid}`, {
      method: 'DELETE',
      token: await tokenFor('admin1'),
    });
    expect(removedByAdmin.status).toBe(404);
  });

  it.each([
    ['an address that is no push service', 'https://attacker.example.com/collect'],
    ['a push service on another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['a private address', 'http://10.0.0.5/push/abc'],
    ['a look-alike host', 'https://fcm.googleapis.com.attacker.example/fcm/send/abc'],
  ])('refuses %s with a clear 400', async (_, endpoint) => {
    const device = pushService.newDevice();
    const answer = await callApi<ErrorBody>('push-subscriptions', {
      method: 'POST',
      token: await tokenFor('carer1'),
      body: { data: { ...device.subscription, endpoint } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.responceObject.error.message).toBe(
      "This address is not a browser's push service: alerts go only to the push services of Chrome, Edge, Firefox and Safari.",
    );
  });

  it("refuses keys that are not a browser's", async () => {
    const device = pushService.newDevice();
    const answer = await callApi<ErrorBody>('push-subscriptions', {
      method: 'POST',
      token: await tokenFor('carer1'),
      body: { data: { ...device.subscription, keys: { p256dh: 'short', auth: device.subscription.keys.auth } } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.responceObject.error.message).toBe("keys.p256dh must be the browser's public key: 65 bytes, base64url.");
  });

  it('lets a person choose instantly or off for new notices, and nobody else', async () => {
    const carer = await tokenFor('carer2');
    const off = await callApi('users/carer2/alerts', { method: 'PUT', token: carer, body: { data: { notice_alerts: 'off' } } });
    expect(answerOf('PUT users/:username/alerts', off)[0].notice_alerts).toBe('off');
    const back = await callApi('users/carer2/alerts', {
      method: 'PUT',
      token: carer,
      body: { data: { notice_alerts: 'instantly' } },
    });
    expect(answerOf('PUT users/:username/alerts', back)[0].notice_alerts).toBe('instantly');
    expect(
      (
        await callApi('users/carer2/alerts', {
          method: 'PUT',
          token: await tokenFor('admin1'),
          body: { data: { notice_alerts: 'off' } },
        })
      ).status,
    ).toBe(403);
    const bad = await callApi<ErrorBody>('users/carer2/alerts', {
      method: 'PUT',
      token: carer,
      body: { data: { notice_alerts: 'never' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.responceObject.error.message).toBe('Choose "instantly" or "off" for new notices.');
  });
});

describe('an emergency broadcast reaches the devices of the campus', () => {
  it('is pushed at once, urgent, in a message only the device can read, and acknowledged once', async () => {
    const { device } = await subscribe('carer1');
    const text = `Lockdown ${randomUUID().slice(0, 8)}: stay inside, doors locked.`;
    const broadcastId = await raiseBroadcast(text);
    const { push, headers } = await alertOn(device, (one) => one.body === text);
    expect(push).toMatchObject({ v: 1, kind: 'emergency', url: '/emergency-brodcast', lang: 'en', dir: 'ltr' });
    expect(push.title).toMatch(/^Emergency: /);
    expect(headers.urgency).toBe('high');
    expect(headers.topic).toBe(push.tag);
    expect(headers.ttl).toBeGreaterThan(0);

    const first = await acknowledge(push.ack);
    expect(first.status).toBe(200);
    expect(first.body.responceObject.records.acknowledged).toBe(true);
    // Single use: the same id again counts for nothing.
    expect((await acknowledge(push.ack)).body.responceObject.records.acknowledged).toBe(false);
    expect((await acknowledge('x'.repeat(40))).body.responceObject.records.acknowledged).toBe(false);
    expect((await acknowledge('not an id!')).status).toBe(400);

    // A change and the all-clear replace it on the device (one topic per broadcast).
    await changeBroadcast(broadcastId, `${text} Police on site.`, true);
    const changed = await alertOn(device, (one) => one.body === `${text} Police on site.`);
    expect(changed.push.kind).toBe('emergency');
    expect(changed.push.tag).toBe(push.tag);
    await changeBroadcast(broadcastId, 'All clear: classes resume.', false);
    const clear = await alertOn(device, (one) => one.kind === 'all-clear' && one.tag === push.tag);
    expect(clear.push.title).toMatch(/^All clear: /);
    expect(clear.headers.topic).toBe(push.tag);
    expect(pushService.held(device).filter((message) => message.headers.topic === push.tag)).toHaveLength(1);
    expect(pushService.held(device).find((message) => message.headers.topic === push.tag)?.json).toMatchObject({
      kind: 'all-clear',
    });
    await callApi(`emergencybroadcast/${broadcastId}`, { method: 'DELETE', token: await tokenFor('admin1') });
  });

  it("is written in each person's language", async () => {
    const { device } = await subscribe('student1');
    const answer = await callApi('users/student1/language', {
      method: 'PUT',
      token: await tokenFor('student1'),
      body: { data: { language: 'ar' } },
    });
    expect(answer.status).toBe(200);
    try {
      const text = `Bus ${randomUUID().slice(0, 8)} delayed by 30 minutes.`;
      const broadcastId = await raiseBroadcast(text);
      const { push } = await alertOn(device, (one) => one.body === text);
      expect(push).toMatchObject({ lang: 'ar', dir: 'rtl' });
      expect(push.title).toMatch(/^طوارئ: /);
      await callApi(`emergencybroadcast/${broadcastId}`, { method: 'DELETE', token: await tokenFor('admin1') });
    } finally {
      await callApi('users/student1/language', {
        method: 'PUT',
        token: await tokenFor('student1'),
        body: { data: { language: 'en' } },
      });
    }
  });

  it('drops a subscription the push service says is gone (410)', async () => {
    const { device, record } = await subscribe('teacher1');
    pushService.respondWith(device, 410);
    const text = `Early closure ${randomUUID().slice(0, 8)}.`;
    const broadcastId = await raiseBroadcast(text);
    const listed = async () =>
      answerOf('GET push-subscriptions', await callApi('push-subscriptions', { token: await tokenFor('teacher1') }));
    await eventually(
      listed,
      (devices) => !devices.some((one) => one.pushsubscriptionUid === record.pushsubscriptionUid),
      ALERT_ARRIVES_MS,
    );
    expect(pushService.requestCount(device)).toBe(1);
    await callApi(`emergencybroadcast/${broadcastId}`, { method: 'DELETE', token: await tokenFor('admin1') });
  });

  it('tries again when the push service asks it to wait (429, 5xx)', async () => {
    const { device } = await subscribe('teacher1');
    pushService.respondWith(device, [429, 503]);
    const text = `Sports day moved ${randomUUID().slice(0, 8)}.`;
    const broadcastId = await raiseBroadcast(text);
    const { push } = await alertOn(device, (one) => one.body === text);
    expect(push.kind).toBe('emergency');
    expect(pushService.requestCount(device)).toBeGreaterThanOrEqual(3);
    await callApi(`emergencybroadcast/${broadcastId}`, { method: 'DELETE', token: await tokenFor('admin1') });
  });
});

describe('a notice going live reaches its audience who chose instantly', () => {
  it('alerts carer1 (a Year 9 carer) of a notice for Year 9 carers at its publish start, and not student1 or carer2', async () => {
    const carer = await subscribe('carer1');
    const student = await subscribe('student1');
    const carer2 = await subscribe('carer2');
    const [{ documentId: year9 }] = (await cmsFind('groups', { groupname: { $eq: 'Year 9' } })) as [{ documentId: string }];
    const [{ documentId: general }] = (await cmsFind('post-categories', { categoryname: { $eq: 'General' } })) as [
      { documentId: string },
    ];
    const title = `Year 9 camp forms ${randomUUID().slice(0, 8)}`;
    // Live a few seconds from now: the alert waits for its publish start.
    const startsAt = Date.now() + 4000;
    const created = await callApi('posts', {
      method: 'POST',
      token: await tokenFor('admin1'),
      body: {
        data: {
          type: 'notice',
          title,
          content_html: '<p>Return the camp forms by Friday.</p>',
          featured_img_url: '/uploads/camp_thumb.jpg',
          published: true,
          publish_start: new Date(startsAt).toISOString(),
          publish_end: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          postcategory_categoryid: general,
          user_types: ['carer'],
          group_ids: [year9],
          client_id: randomUUID(),
        },
      },
    });
    const post = answerOf('POST posts', created);
    const { push, headers } = await alertOn(carer.device, (one) => one.kind === 'notice' && one.body === title);
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt);
    expect(push).toMatchObject({ url: `/notices/notice_details/${post.postUid}`, postId: post.postUid });
    expect(push.title).toMatch(/^New notice: /);
    expect(headers.urgency).toBe('normal');
    await noticeAlertSent(post.postUid);
    const toStudent = pushService.received.filter(
      (message) => message.deviceId === student.device.id && (message.json as AlertPush | null)?.body === title,
    );
    expect(toStudent).toHaveLength(0);
    // carer2's child is in Year 10: not of the notice's audience.
    expect(
      pushService.received.filter(
        (message) => message.deviceId === carer2.device.id && (message.json as AlertPush | null)?.body === title,
      ),
    ).toHaveLength(0);
    await callApi(`posts/${post.postUid}`, { method: 'DELETE', token: await tokenFor('admin1') });
  });

  it('alerts nobody who chose off', async () => {
    const carer = await subscribe('carer1');
    const otherCarer = await subscribe('carer2');
    await callApi('users/carer1/alerts', {
      method: 'PUT',
      token: await tokenFor('carer1'),
      body: { data: { notice_alerts: 'off' } },
    });
    try {
      const [{ documentId: general }] = (await cmsFind('post-categories', { categoryname: { $eq: 'General' } })) as [
        { documentId: string },
      ];
      const title = `Uniform shop hours ${randomUUID().slice(0, 8)}`;
      const post = answerOf(
        'POST posts',
        await callApi('posts', {
          method: 'POST',
          token: await tokenFor('admin1'),
          body: {
            data: {
              type: 'notice',
              title,
              content_html: '<p>Open Tuesday.</p>',
              featured_img_url: '/uploads/camp_thumb.jpg',
              published: true,
              publish_start: new Date(Date.now() - 60_000).toISOString(),
              publish_end: new Date(Date.now() + 86_400_000).toISOString(),
              postcategory_categoryid: general,
              user_types: ['carer'],
              client_id: randomUUID(),
            },
          },
        }),
      );
      // carer2, of the same audience, still chose instantly: the alert went out.
      await alertOn(otherCarer.device, (one) => one.kind === 'notice' && one.body === title);
      await noticeAlertSent(post.postUid);
      expect(
        pushService.received.filter(
          (message) => message.deviceId === carer.device.id && (message.json as AlertPush | null)?.body === title,
        ),
      ).toHaveLength(0);
      await callApi(`posts/${post.postUid}`, { method: 'DELETE', token: await tokenFor('admin1') });
    } finally {
      await callApi('users/carer1/alerts', {
        method: 'PUT',
        token: await tokenFor('carer1'),
        body: { data: { notice_alerts: 'instantly' } },
      });
    }
  });
});

describe('whom an emergency did not reach by push is emailed, and the admin sees who was reached', () => {
  type StoredEmail = { destination: { to: string[] }; subject: string; body: { html?: string; text?: string } };
  const sesEmails = async () =>
    ((await (await fetch(`${inject('stack').sesUrl}/store`)).json()) as { emails: StoredEmail[] }).emails;
  const emailOf = async (username: string) =>
    answerOf('GET users/:username', await callApi(`users/${username}`, { token: await tokenFor('admin1') }))[0].email!;

  it('emails the broadcast once to everyone of the campus no device acknowledged, and counts each way it reached people', async () => {
    const { device } = await subscribe('carer1');
    const text = `Water main burst ${randomUUID().slice(0, 8)}: collect students from the oval.`;
    const broadcastId = await raiseBroadcast(text);
    const { push } = await alertOn(device, (one) => one.body === text);
    expect((await acknowledge(push.ack)).body.responceObject.records.acknowledged).toBe(true);

    const [carer1, carer2, teacher1] = await Promise.all(['carer1', 'carer2', 'teacher1'].map(emailOf));
    const about = async () => (await sesEmails()).filter((email) => (email.body.text ?? '').includes(text));
    const emailed = await eventually(
      about,
      (emails) => emails.some((email) => email.destination.to.includes(carer2!)),
      ALERT_ARRIVES_MS + ALERT_EMAIL_AFTER_SECONDS * 1000,
    );
    const toCarer2 = emailed.find((email) => email.destination.to.includes(carer2!))!;
    expect(toCarer2.subject).toMatch(/^Emergency: /);
    expect(toCarer2.body.text).toContain(
      "You receive this safety message even if you unsubscribed from the school's newsletters.",
    );
    expect(toCarer2.body.text).toContain('/emergency-brodcast');
    // Reached by push: no email. Everyone else of the campus with an address: one each.
    expect(emailed.filter((email) => email.destination.to.includes(carer1!))).toHaveLength(0);
    expect(emailed.filter((email) => email.destination.to.includes(teacher1!))).toHaveLength(1);

    const admin = await tokenFor('admin1');
    const reach = await eventually(
      async () =>
        answerOf('GET emergency-alerts', await callApi('emergency-alerts', { token: admin })).find(
          (alert) => alert.message === text,
        ),
      (alert) => (alert?.by_email ?? 0) >= 2,
      ALERT_ARRIVES_MS,
    );
    expect(reach).toMatchObject({ kind: 'emergency', status: 'Sent', by_push: 1 });
    expect(reach!.by_push + reach!.by_email + reach!.not_reached).toBe(reach!.people);

    const people = answerOf(
      'GET emergency-alerts/:id/people',
      await callApi(`emergency-alerts/${reach!.alertUid}/people`, { token: admin }),
    );
    expect(people.find((person) => person.username === 'carer1')).toMatchObject({ reached: 'push' });
    expect(people.find((person) => person.username === 'carer2')).toMatchObject({ reached: 'email' });
    // Whom the school must still call comes first.
    expect(people.findIndex((person) => person.reached === 'not-yet')).toBeLessThanOrEqual(0);

    const csv = await fetch(`${inject('stack').url}/api/emergency-alerts/${reach!.alertUid}/people?format=csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain(`alert-reach-${reach!.alertUid}.csv`);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Username,Type,Reached,Acknowledged At,Emailed At');
    expect(lines.find((line) => line.includes(',carer1,'))).toContain('By push');
    expect(lines.find((line) => line.includes(',carer2,'))).toContain('By email');

    // Only the campus's administrators see it.
    expect((await callApi('emergency-alerts', { token: await tokenFor('carer1') })).status).toBe(403);
    expect((await callApi(`emergency-alerts/${reach!.alertUid}/people`, { token: await tokenFor('teacher1') })).status).toBe(403);

    // The email log lists them under their own type.
    const logs = await callApi(
      `emailstatistics?types=${encodeURIComponent('Emergency Alert')}&email=${encodeURIComponent(carer2!)}`,
      { token: admin },
    );
    expect(logs.status).toBe(200);
    expect(JSON.stringify(logs.body)).toContain(carer2!);

    // The all-clear goes by email only to those the emergency was emailed to.
    await changeBroadcast(broadcastId, 'All clear: the water is back on.', false);
    const clearEmails = await eventually(
      async () => (await sesEmails()).filter((email) => (email.body.text ?? '').includes('All clear: the water is back on.')),
      (emails) => emails.some((email) => email.destination.to.includes(carer2!)),
      ALERT_ARRIVES_MS + ALERT_EMAIL_AFTER_SECONDS * 1000,
    );
    expect(clearEmails.filter((email) => email.destination.to.includes(carer1!))).toHaveLength(0);
    await callApi(`emergencybroadcast/${broadcastId}`, { method: 'DELETE', token: admin });
  });
});
