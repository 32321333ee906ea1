import { execFile } from 'node:child_process';
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createRequire } from 'node:module';
import { isIP, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { importJWK, jwtVerify } from 'jose';

/**
 * A local push service, standing in for the browsers' (FCM, Mozilla, Apple, Windows) so that the
 * CMS's real `web-push` sends reach something in tests and the bench. It speaks RFC 8030 as those
 * services do: `POST /push/<id>` with `TTL`, `Urgency`, `Topic`, an aes128gcm body (RFC 8291) and
 * VAPID (RFC 8292), answered 201 with a `Location`; 404 for a subscription it never made, 410 for
 * one gone. It also plays the browser: `newDevice()` makes the keys a browser makes, and the
 * fake decrypts each message with them, so a test reads what the device would show.
 *
 * It serves HTTPS by default, because `web-push`'s `sendNotification` sends with `https.request`
 * whatever the endpoint's scheme, or plain HTTP for a sender with its own transport. Its certificate is made with openssl for this run: a sender trusts it through
 * `certificate` (an `https.Agent`'s `ca`, the `agent` option of `sendNotification`) or, for a
 * process of its own such as the CMS, `NODE_EXTRA_CA_CERTS=<certificateFile>` in its environment.
 */

/** http_ece has no types; this is the one call made, for aes128gcm (RFC 8188) with Web Push's keys (RFC 8291). */
const { decrypt: decryptAes128gcm } = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
};

/**
 * The largest body taken (RFC 8030 §7.2: at least 4096 bytes, larger may be refused with 413), as the
 * browsers' push services take: 3,993 bytes of plain text once web-push has encrypted it.
 */
export const PUSH_MAX_BODY_BYTES = 4096;
/** RFC 8292 §2: a VAPID token's `exp` no more than 24 hours after the request. */
const VAPID_MAX_LIFETIME_SECONDS = 24 * 60 * 60;
const URGENCIES = ['very-low', 'low', 'normal', 'high'] as const;
export type PushUrgency = (typeof URGENCIES)[number];
/** RFC 8030 §5.4: a topic is at most 32 characters of the URL- and filename-safe base64 alphabet. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

/** A browser's `PushSubscription.toJSON()`: keys base64url without padding. */
export type PushSubscriptionJson = {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
};

/** One message the service accepted. */
export type PushMessage = {
  deviceId: string;
  endpoint: string;
  headers: { ttl: number; urgency: PushUrgency; topic: string | null };
  /** The decrypted text ('' for a push without a body); null when started with `decrypt: false`. */
  payload: string | null;
  /** The payload parsed as JSON, or null when it is not JSON. */
  json: unknown;
  at: string;
};

export type PushDevice = {
  id: string;
  /** What the browser would hand the app to post to the server. */
  subscription: PushSubscriptionJson;
  /** What this device received, oldest first. */
  messages(): PushMessage[];
  /** Unsubscribes, as a browser does when the person revokes permission: from now on its endpoint answers 410. */
  gone(): void;
};

/** A device, or its endpoint or id. */
export type PushDeviceRef = PushDevice | string;

export type PushServiceFake = {
  /** The service's origin (the VAPID audience), e.g. `https://127.0.0.1:41234`. */
  url: string;
  /** The service's self-signed certificate (PEM), for a sender's `https.Agent({ ca })`; null over plain HTTP. */
  certificate: string | null;
  /** The same certificate as a file, for `NODE_EXTRA_CA_CERTS` of a sender in another process; null over plain HTTP. */
  certificateFile: string | null;
  newDevice(): PushDevice;
  /** Every message accepted, oldest first, topic repeats included. */
  readonly received: readonly PushMessage[];
  /**
   * What the device would show now: its messages with each topic's latest only, the earlier one
   * replaced as RFC 8030 §5.4 replaces a message still held.
   */
  held(device: PushDeviceRef): PushMessage[];
  /** How many requests reached the device's endpoint, whatever they were answered. */
  requestCount(device: PushDeviceRef): number;
  /**
   * The first message (received already or to come) that satisfies the predicate, which also sees
   * everything received so far (`(_, all) => all.length >= 10_000` waits for a count).
   */
  waitFor(
    predicate: (message: PushMessage, received: readonly PushMessage[]) => boolean,
    timeoutMs?: number,
  ): Promise<PushMessage>;
  /**
   * Answers the device's next requests with these statuses, one request each, before anything else
   * is checked (429 with `Retry-After: 1`); a 2xx lets its request through as usual.
   */
  respondWith(device: PushDeviceRef, statuses: number | number[]): void;
  /** Forgets the messages, the request counts and the statuses still to answer; the devices stay. */
  clear(): void;
  stop(): Promise<void>;
};

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

type DeviceState = {
  device: PushDevice;
  ecdh: ECDH;
  authSecret: Buffer;
  messages: PushMessage[];
  held: PushMessage[];
  requests: number;
  statuses: number[];
  gone: boolean;
};

type Waiter = {
  predicate: (message: PushMessage, received: readonly PushMessage[]) => boolean;
  resolve(message: PushMessage): void;
  reject(error: Error): void;
};

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function answer(response: ServerResponse, status: number, headers: Record<string, string>, body?: unknown): void {
  response.writeHead(status, body === undefined ? headers : { 'Content-Type': 'application/json', ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/** A self-signed P-256 certificate for the host, made for this run only. */
async function makeCertificate(host: string): Promise<{ dir: string; key: string; cert: string; certFile: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-push-service-'));
  const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    keyFile,
    '-out',
    certFile,
    '-days',
    '2',
    '-subj',
    `/CN=${host}`,
    '-addext',
    `subjectAltName=${isIP(host) ? 'IP' : 'DNS'}:${host}`,
  ]);
  return { dir, key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8'), certFile };
}

/** RFC 8030 §5.2–5.4: `TTL` required, `Urgency` and `Topic` as the RFC spells them. */
function deliveryHeaders(request: IncomingMessage): PushMessage['headers'] {
  // Node keeps a repeated header of a name it does not know as a list: joined, it is refused below.
  const single = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  const ttl = single('ttl');
  if (ttl === undefined) throw new Refusal(400, 'The TTL header is required (RFC 8030 §5.2).');
  if (!/^\d+$/.test(ttl)) throw new Refusal(400, `TTL must be a number of seconds, not ${JSON.stringify(ttl)}.`);
  const urgency = single('urgency') ?? 'normal';
  if (!(URGENCIES as readonly string[]).includes(urgency))
    throw new Refusal(400, `Urgency must be one of ${URGENCIES.join(', ')}, not ${JSON.stringify(urgency)}.`);
  const topic = single('topic');
  if (topic !== undefined && !TOPIC.test(topic))
    throw new Refusal(400, 'A Topic is at most 32 characters of the base64url alphabet (RFC 8030 §5.4).');
  return { ttl: Number(ttl), urgency: urgency as PushUrgency, topic: topic ?? null };
}

/** `vapid t=<JWT>, k=<public key>` (RFC 8292 §3). */
function vapidCredentials(authorization: string | undefined): { token: string; key: string } {
  const scheme = authorization === undefined ? undefined : /^vapid\s+(.*)$/i.exec(authorization);
  if (!scheme?.[1])
    throw new Refusal(401, 'This push service requires VAPID: Authorization: vapid t=<JWT>, k=<public key>.', {
      'WWW-Authenticate': 'vapid',
    });
  const parameters = new Map(
    scheme[1].split(',').map((parameter) => {
      const [name = '', ...value] = parameter.trim().split('=');
      return [name.toLowerCase(), value.join('=')] as const;
    }),
  );
  const token = parameters.get('t');
  const key = parameters.get('k');
  if (!token || !key)
    throw new Refusal(401, 'The vapid Authorization needs both t (the JWT) and k (the public key).', {
      'WWW-Authenticate': 'vapid',
    });
  return { token, key };
}

/** Starts the fake on `port` (0: any free one) of the loopback interface. */
export async function startPushServiceFake({
  port = 0,
  host = '127.0.0.1',
  vapidPublicKey,
  decrypt = true,
  scheme = 'https',
  latencyMs = 0,
}: {
  port?: number;
  /**
   * 'http' serves plain HTTP on loopback: for a sender that brings its own transport (the CMS
   * sends through fetch), so that a test in another process needs no certificate trusted.
   * 'https' for `web-push`'s own `sendNotification`, which speaks nothing else.
   */
  scheme?: 'http' | 'https';
  host?: string;
  /** Restricts every subscription to this application server key (RFC 8292 §5): other keys get 403. */
  vapidPublicKey?: string;
  /**
   * false: no decryption (payloads recorded as null), only VAPID checked and headers recorded, so
   * that a bench measures the sender and not the fake. Either way a token is verified once: again
   * it only has its expiry checked.
   */
  decrypt?: boolean;
  /** How long each answer takes, as a real push service across the internet does: a kill test stretches a send with it. */
  latencyMs?: number;
} = {}): Promise<PushServiceFake> {
  const certificate = scheme === 'https' ? await makeCertificate(host) : null;
  const devices = new Map<string, DeviceState>();
  const received: PushMessage[] = [];
  const waiters = new Set<Waiter>();
  /** Tokens already verified, with their `exp`: the bench's sender may reuse one for thousands of sends. */
  const verifiedTokens = new Map<string, number>();
  const publicKeys = new Map<string, Awaited<ReturnType<typeof importJWK>>>();
  let url = '';

  const stateOf = (ref: PushDeviceRef): DeviceState => {
    const id = typeof ref !== 'string' ? ref.id : ref.startsWith(`${url}/push/`) ? ref.slice(`${url}/push/`.length) : ref;
    const state = devices.get(id);
    if (!state) throw new Error(`No device ${id} was made by this push service.`);
    return state;
  };

  async function publicKeyOf(key: string) {
    let imported = publicKeys.get(key);
    if (!imported) {
      const point = Buffer.from(key, 'base64url');
      // An uncompressed P-256 point: 0x04, then x and y of 32 bytes each.
      if (point.length !== 65 || point[0] !== 4) throw new Refusal(403, 'k is not a P-256 public key (65 bytes, base64url).');
      imported = await importJWK(
        {
          kty: 'EC',
          crv: 'P-256',
          x: point.subarray(1, 33).toString('base64url'),
          y: point.subarray(33).toString('base64url'),
        },
        'ES256',
      ).catch(() => {
        throw new Refusal(403, 'k is not a P-256 public key.');
      });
      publicKeys.set(key, imported);
    }
    return imported;
  }

  /** RFC 8292: an ES256 JWT signed by k's private key, for this origin, expiring within 24 hours, from a contact URL. */
  async function checkVapid(authorization: string | undefined): Promise<void> {
    const { token, key } = vapidCredentials(authorization);
    if (vapidPublicKey !== undefined && key !== vapidPublicKey)
      throw new Refusal(403, 'The subscription is restricted to another application server key (RFC 8292 §5).');
    const now = Math.floor(Date.now() / 1000);
    const verifiedExp = verifiedTokens.get(`${key} ${token}`);
    if (verifiedExp !== undefined && verifiedExp > now) return;
    const { payload } = await jwtVerify(token, await publicKeyOf(key), {
      algorithms: ['ES256'],
      audience: url,
      requiredClaims: ['exp', 'sub'],
    }).catch((error: unknown) => {
      throw new Refusal(403, `The VAPID token is not valid: ${(error as Error).message}`);
    });
    const exp = payload.exp as number;
    if (exp - now > VAPID_MAX_LIFETIME_SECONDS)
      throw new Refusal(403, 'The VAPID token expires more than 24 hours from now (RFC 8292 §2).');
    let contact: URL | undefined;
    try {
      contact = new URL(String(payload.sub));
    } catch {
      contact = undefined;
    }
    if (contact?.protocol !== 'mailto:' && contact?.protocol !== 'https:')
      throw new Refusal(403, "The VAPID token's sub must be a mailto: or https: URL (RFC 8292 §2.1).");
    if (verifiedTokens.size >= 100_000) verifiedTokens.clear();
    verifiedTokens.set(`${key} ${token}`, exp);
  }

  function record(state: DeviceState, message: PushMessage): void {
    received.push(message);
    state.messages.push(message);
    if (message.headers.topic !== null) {
      const earlier = state.held.findIndex((held) => held.headers.topic === message.headers.topic);
      if (earlier >= 0) state.held.splice(earlier, 1);
    }
    state.held.push(message);
    for (const waiter of waiters) {
      try {
        if (waiter.predicate(message, received)) waiter.resolve(message);
      } catch (error) {
        waiter.reject(error as Error);
      }
    }
  }

  async function push(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await bodyOf(request);
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(request.url ?? '')?.[1];
    const state = id === undefined ? undefined : devices.get(id);
    if (!state) throw new Refusal(404, 'No such subscription on this push service.');
    state.requests += 1;
    if (request.method !== 'POST') throw new Refusal(405, 'A push message is sent with POST.', { Allow: 'POST' });
    if (state.gone) throw new Refusal(410, 'The subscription has expired or was unsubscribed.');
    const scripted = state.statuses.shift();
    if (scripted !== undefined && scripted >= 300)
      throw new Refusal(scripted, `Answered ${scripted} as the test asked.`, scripted === 429 ? { 'Retry-After': '1' } : {});
    const headers = deliveryHeaders(request);
    await checkVapid(request.headers.authorization);
    if (body.length > PUSH_MAX_BODY_BYTES)
      throw new Refusal(413, `The body is ${body.length} bytes; this push service takes at most ${PUSH_MAX_BODY_BYTES}.`);
    if (body.length > 0 && request.headers['content-encoding'] !== 'aes128gcm')
      throw new Refusal(415, 'The body must be encrypted with Content-Encoding: aes128gcm (RFC 8291).');

    let payload: string | null = null;
    if (decrypt) {
      try {
        payload =
          body.length === 0
            ? ''
            : decryptAes128gcm(body, { version: 'aes128gcm', privateKey: state.ecdh, authSecret: state.authSecret }).toString(
                'utf8',
              );
      } catch (error) {
        // A real push service cannot tell and forwards it; the browser then drops it without a
        // word. Refusing here makes the sender's test fail where the mistake is.
        throw new Refusal(400, `The body does not decrypt with the subscription's keys: ${(error as Error).message}`);
      }
    }
    let json: unknown = null;
    if (payload) {
      try {
        json = JSON.parse(payload);
      } catch {
        json = null;
      }
    }
    record(state, {
      deviceId: state.device.id,
      endpoint: state.device.subscription.endpoint,
      headers,
      payload,
      json,
      at: new Date().toISOString(),
    });
    answer(response, 201, { Location: `${url}/message/${randomUUID()}`, TTL: String(headers.ttl) });
  }

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    push(request, response).catch((error: unknown) => {
      const refusal = error instanceof Refusal ? error : new Refusal(500, (error as Error).message);
      answer(response, refusal.status, refusal.headers, {
        code: refusal.status,
        error: STATUS_CODES[refusal.status] ?? 'Error',
        message: refusal.message,
      });
    });
  };
  const server = certificate
    ? createHttpsServer({ key: certificate.key, cert: certificate.cert }, handle)
    : createHttpServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  url = `${scheme}://${host.includes(':') ? `[${host}]` : host}:${bound}`;

  function newDevice(): PushDevice {
    const id = randomBytes(16).toString('base64url');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const state: DeviceState = {
      device: {
        id,
        subscription: {
          endpoint: `${url}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        },
        messages: () => [...state.messages],
        gone: () => {
          state.gone = true;
        },
      },
      ecdh,
      authSecret,
      messages: [],
      held: [],
      requests: 0,
      statuses: [],
      gone: false,
    };
    devices.set(id, state);
    return state.device;
  }

  function waitFor(
    predicate: (message: PushMessage, received: readonly PushMessage[]) => boolean,
    timeoutMs = 5_000,
  ): Promise<PushMessage> {
    const found = received.find((message) => predicate(message, received));
    if (found) return Promise.resolve(found);
    return new Promise<PushMessage>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        waiters.delete(waiter);
      };
      const waiter: Waiter = {
        predicate,
        resolve: (message) => {
          settle();
          resolve(message);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      };
      const timer = setTimeout(
        () => waiter.reject(new Error(`No push message matched within ${timeoutMs} ms (${received.length} received).`)),
        timeoutMs,
      );
      waiters.add(waiter);
    });
  }

  return {
    url,
    certificate: certificate?.cert ?? null,
    certificateFile: certificate?.certFile ?? null,
    newDevice,
    received,
    held: (device) => [...stateOf(device).held],
    requestCount: (device) => stateOf(device).requests,
    waitFor,
    respondWith: (device, statuses) => {
      stateOf(device).statuses.push(...(Array.isArray(statuses) ? statuses : [statuses]));
    },
    clear: () => {
      received.length = 0;
      for (const state of devices.values()) Object.assign(state, { messages: [], held: [], requests: 0, statuses: [] });
    },
    stop: async () => {
      for (const waiter of waiters) waiter.reject(new Error('The push service fake stopped.'));
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      if (certificate) await rm(certificate.dir, { recursive: true, force: true });
    },
  };
}
