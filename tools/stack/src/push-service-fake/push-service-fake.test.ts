import { Agent, request as httpsRequest } from 'node:https';
import { SignJWT, importJWK } from 'jose';
import webpush, { type RequestOptions, type WebPushError } from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPushServiceFake, type PushDevice, type PushServiceFake } from './push-service-fake.ts';

// The real web-push library, as the CMS sends with it, pointed at the fake: it only works if the
// fake speaks RFC 8030 with VAPID (RFC 8292) and decrypts what web-push encrypted (RFC 8291).
const SUBJECT = 'mailto:alerts@school.test';
const vapid = webpush.generateVAPIDKeys();
let fake: PushServiceFake;
let agent: Agent;
let device: PushDevice;

beforeAll(async () => {
  fake = await startPushServiceFake();
  agent = new Agent({ ca: fake.certificate!, keepAlive: true });
});
afterAll(async () => {
  agent.destroy();
  await fake.stop();
});
beforeEach(() => {
  fake.clear();
  device = fake.newDevice();
});

const send = (to: PushDevice, payload: string | null, options: RequestOptions = {}, keys = vapid) =>
  webpush.sendNotification(to.subscription, payload, {
    vapidDetails: { subject: SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: 60,
    agent,
    ...options,
  });

const statusOf = (sending: Promise<unknown>) =>
  sending.then(
    () => 201,
    (error: WebPushError) => error.statusCode,
  );

/** A request web-push would make, sent with its headers changed, for what web-push itself never sends. */
function postRaw(to: PushDevice, change: (headers: Record<string, string>) => void): Promise<number> {
  const details = webpush.generateRequestDetails(to.subscription, 'Sports day', {
    vapidDetails: { subject: SUBJECT, ...vapid },
    TTL: 60,
  });
  const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
  change(headers);
  return new Promise((resolve, reject) => {
    const request = httpsRequest(to.subscription.endpoint, { method: 'POST', headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(details.body);
  });
}

describe('the local push service, through web-push', () => {
  it("gives a device a browser's subscription: a P-256 key and a 16-byte secret, base64url, and an endpoint on it", () => {
    expect(device.subscription).toEqual({
      endpoint: `${fake.url}/push/${device.id}`,
      expirationTime: null,
      keys: { p256dh: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/), auth: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) },
    });
    expect(fake.newDevice().subscription.endpoint).not.toBe(device.subscription.endpoint);
  });

  it('decrypts what was sent to the device and records its delivery headers', async () => {
    const alert = { title: 'Lockdown', body: 'Stay inside, doors locked.', url: '/emergency-brodcast' };
    const result = await send(device, JSON.stringify(alert), { urgency: 'high', topic: 'emergency-7' });
    expect(result.statusCode).toBe(201);
    expect(result.headers.location).toMatch(new RegExp(`^${fake.url}/message/`));

    const expected = {
      deviceId: device.id,
      endpoint: device.subscription.endpoint,
      headers: { ttl: 60, urgency: 'high', topic: 'emergency-7' },
      payload: JSON.stringify(alert),
      json: alert,
    };
    expect(device.messages()).toEqual([expect.objectContaining(expected)]);
    expect(fake.received).toEqual([expect.objectContaining(expected)]);
    expect(fake.requestCount(device)).toBe(1);
  });

  it("keeps one device's messages from another's", async () => {
    const other = fake.newDevice();
    await send(other, 'Bus 4 is 20 minutes late', { urgency: 'normal' });
    expect(device.messages()).toEqual([]);
    expect(other.messages()).toEqual([expect.objectContaining({ payload: 'Bus 4 is 20 minutes late', json: null })]);
    expect(fake.requestCount(device)).toBe(0);
  });

  it('takes 3,993 bytes of text, the most that fits in 4,096 encrypted, and refuses one more with 413', async () => {
    await send(device, 'x'.repeat(3993));
    expect(device.messages()[0]?.payload).toHaveLength(3993);
    expect(await statusOf(send(device, 'x'.repeat(3994)))).toBe(413);
    expect(device.messages()).toHaveLength(1);
  });

  it('refuses a token signed with another key than the one it names, with 403', async () => {
    const other = webpush.generateVAPIDKeys();
    expect(await statusOf(send(device, 'Lockdown', {}, { publicKey: vapid.publicKey, privateKey: other.privateKey }))).toBe(403);
    expect(device.messages()).toEqual([]);
  });

  it('refuses a token for another push service, one living over 24 hours, or one whose sub is no contact, with 403', async () => {
    const elsewhere = webpush.getVapidHeaders(
      'https://fcm.googleapis.com',
      SUBJECT,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
    );
    expect(await postRaw(device, (headers) => (headers.Authorization = elsewhere.Authorization))).toBe(403);

    const point = Buffer.from(vapid.publicKey, 'base64url');
    const privateKey = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        d: vapid.privateKey,
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const token = (expiresIn: string, sub: string) =>
      new SignJWT({ sub })
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
        .setAudience(fake.url)
        .setExpirationTime(expiresIn)
        .sign(privateKey);
    const withToken = async (expiresIn: string, sub: string) => {
      const jwt = await token(expiresIn, sub);
      return postRaw(device, (headers) => (headers.Authorization = `vapid t=${jwt}, k=${vapid.publicKey}`));
    };
    expect(await withToken('25h', SUBJECT)).toBe(403);
    expect(await withToken('12h', 'alerts@school.test')).toBe(403);
    expect(device.messages()).toEqual([]);
    // The same token made by hand, with a lifetime and contact in bounds, is taken.
    expect(await withToken('12h', SUBJECT)).toBe(201);
  });

  it('asks for VAPID with 401 when there is none, and refuses a request without TTL with 400', async () => {
    expect(await postRaw(device, (headers) => delete headers.Authorization)).toBe(401);
    expect(await postRaw(device, (headers) => delete headers.TTL)).toBe(400);
    expect(await postRaw(device, (headers) => (headers.Urgency = 'urgent'))).toBe(400);
    expect(device.messages()).toEqual([]);
    expect(fake.requestCount(device)).toBe(3);
  });

  it('keeps only the latest message of a topic held for the device, and every message received', async () => {
    await send(device, 'Lockdown: stay inside', { urgency: 'high', topic: 'emergency-7' });
    await send(device, 'Bus 4 is late');
    await send(device, 'All clear', { urgency: 'high', topic: 'emergency-7' });
    expect(fake.received.map((message) => message.payload)).toEqual(['Lockdown: stay inside', 'Bus 4 is late', 'All clear']);
    expect(fake.held(device).map((message) => message.payload)).toEqual(['Bus 4 is late', 'All clear']);
  });

  it('answers the statuses it is told to, once each, so the sender sees 410 and retries after 429', async () => {
    fake.respondWith(device, 410);
    const gone = await send(device, 'Lockdown').catch((error: WebPushError) => error);
    expect(gone).toBeInstanceOf(webpush.WebPushError);
    expect(gone).toMatchObject({ statusCode: 410, endpoint: device.subscription.endpoint });

    fake.respondWith(device.subscription.endpoint, [429, 500]);
    const busy = await send(device, 'Lockdown').catch((error: WebPushError) => error);
    expect(busy).toMatchObject({ statusCode: 429, headers: expect.objectContaining({ 'retry-after': '1' }) });
    expect(await statusOf(send(device, 'Lockdown'))).toBe(500);
    expect(await statusOf(send(device, 'Lockdown'))).toBe(201);
    expect(device.messages()).toHaveLength(1);
    expect(fake.requestCount(device)).toBe(4);
  });

  it('answers 404 for an endpoint it never made and 410 for a device that unsubscribed', async () => {
    const unknown = { ...device, subscription: { ...device.subscription, endpoint: `${fake.url}/push/not-made-here` } };
    expect(await statusOf(send(unknown, 'Lockdown'))).toBe(404);
    device.gone();
    expect(await statusOf(send(device, 'Lockdown'))).toBe(410);
    expect(fake.received).toEqual([]);
  });

  it('waits for a message to come, and says so when none does', async () => {
    const waiting = fake.waitFor((message) => message.deviceId === device.id && message.json !== null, 2_000);
    await send(device, 'not JSON');
    await send(device, JSON.stringify({ title: 'Early closure' }));
    expect((await waiting).json).toEqual({ title: 'Early closure' });
    expect(await fake.waitFor((_, received) => received.length >= 2)).toMatchObject({ payload: 'not JSON' });
    await expect(fake.waitFor((message) => message.payload === 'never sent', 50)).rejects.toThrow(/No push message matched/);
  });
});

describe('the local push service restricted to one key, without decrypting (for the bench)', () => {
  let restricted: PushServiceFake;
  let restrictedAgent: Agent;
  beforeAll(async () => {
    restricted = await startPushServiceFake({ vapidPublicKey: vapid.publicKey, decrypt: false });
    restrictedAgent = new Agent({ ca: restricted.certificate!, keepAlive: true });
  });
  afterAll(async () => {
    restrictedAgent.destroy();
    await restricted.stop();
  });

  it('refuses any other application server key with 403, and records headers, not payloads', async () => {
    const phone = restricted.newDevice();
    const sendWith = (keys: typeof vapid) => send(phone, 'Lockdown', { urgency: 'high', agent: restrictedAgent }, keys);
    expect(await statusOf(sendWith(webpush.generateVAPIDKeys()))).toBe(403);
    expect((await sendWith(vapid)).statusCode).toBe(201);
    expect(phone.messages()).toEqual([
      expect.objectContaining({ headers: { ttl: 60, urgency: 'high', topic: null }, payload: null, json: null }),
    ]);
    expect(restricted.requestCount(phone)).toBe(2);
  });
});
