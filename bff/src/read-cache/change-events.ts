import { createHmac, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { Redis } from 'ioredis';
import {
  CACHE_EVENT_TYPES,
  CACHE_EVENTS_SIGNATURE_HEADER,
  CACHE_EVENTS_TIMESTAMP_HEADER,
  cacheEventBatchSchema,
  cacheEventsSignedText,
  type CacheEvent,
} from '@portal/contract';
import type { BffConfig } from '../config.ts';
import type { RedisState, RedisStatus } from '../redis-state.ts';

type Logger = Pick<Console, 'error' | 'warn'>;

type ChangeListener = (event: CacheEvent) => void;

/**
 * What every holder of cached reads (shared, personal and place reads, people's records) is told
 * of a write the CMS reports: which records of which type changed, and, when the CMS says, how
 * and whose own records they are (without `owners`, anyone's may have changed).
 */
export type ContentChange = Pick<CacheEvent, 'type' | 'documentIds' | 'campuses'> & Partial<Pick<CacheEvent, 'action' | 'owners'>>;
export type ChangeEvents = ReturnType<typeof createChangeEvents>;

/** Where the CMS posts its events on one machine (outside /api: no envelope, no sign-in, no rate limit). */
export const CACHE_EVENTS_PATH = '/internal/cache-events';

/** A signed request older (or further ahead) than this is refused: the CMS signs each attempt anew. */
const MAX_SKEW_SECONDS = 300;
/** A batch is a few events of a few ms; ids are capped by the contract. */
const MAX_BODY_BYTES = 1_000_000;

/** What a listener hears when events may have been missed: every record of every type may have changed. */
function everythingChanged(at: Date): CacheEvent[] {
  return CACHE_EVENT_TYPES.map((type) => ({ type, action: 'update', documentIds: [], campuses: [], at: at.toISOString() }));
}

/** The events of a batch as the CMS sends it (a POST body or a Redis message), or null when malformed. */
function parseBatch(text: string): CacheEvent[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const batch = cacheEventBatchSchema.safeParse(parsed);
  return batch.success ? batch.data.events : null;
}

/**
 * The CMS's change events (cms-plugins/cache-events), for the read cache to drop what they
 * name: from the signed endpoint (`cacheEventsRoutes`, one machine) and, with REDIS_URL, from
 * the Redis channel every replica subscribes to. Listeners hear each event once per delivery;
 * one that throws is logged and does not stop the others.
 */
export function createChangeEvents(
  { redisUrl, cacheEvents }: Pick<BffConfig, 'redisUrl' | 'cacheEvents'>,
  { log = console }: { log?: Logger } = {},
) {
  const listeners = new Set<ChangeListener>();

  function deliver(events: CacheEvent[]): void {
    for (const event of events) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          log.error(`A change event listener failed on ${event.type} ${event.action}: ${(error as Error).message}`);
        }
      }
    }
  }

  let subscriber: Redis | null = null;
  let ready: Promise<void> = Promise.resolve();
  let redisState: RedisState = 'not configured';
  let started = !redisUrl;
  if (redisUrl) {
    redisState = 'connecting';
    const client = new Redis(redisUrl, { connectTimeout: 2000 });
    subscriber = client;
    let subscribed = false;
    let reachable = true;
    let missed = false;
    let subscribing: Promise<void> | null = null;
    const subscribe = () =>
      (subscribing ??= client
        .subscribe(cacheEvents.channel)
        .then(
          () => {
            subscribed = true;
            redisState = 'connected';
          },
          (error: Error) => log.error(`Redis (change events): not subscribed to ${cacheEvents.channel} yet: ${error.message}`),
        )
        .finally(() => {
          subscribing = null;
        }));
    client.on('error', (error: Error) => {
      if (reachable) log.error(`Redis (change events) unreachable: ${error.message}`);
      reachable = false;
      redisState = 'unreachable';
    });
    client.on('close', () => {
      missed = subscribed;
    });
    client.on('ready', () => {
      reachable = true;
      if (subscribed) redisState = 'connected';
      // A first subscription that failed (Redis away when this process started) is made now.
      if (!subscribed) void subscribe();
      // ioredis subscribes again by itself, but what was published meanwhile is gone: the
      // listeners hear that anything may have changed.
      if (!missed) return;
      missed = false;
      log.warn('Redis (change events) reachable again: every cached record is dropped.');
      deliver(everythingChanged(new Date()));
    });
    client.on('message', (_channel: string, message: string) => {
      const events = parseBatch(message);
      if (events) deliver(events);
      else log.warn(`Ignored a malformed message on ${cacheEvents.channel}.`);
    });
    ready = subscribe().then(() => {
      started = true;
    });
  }

  return {
    /** Calls `listener` with every change event; returns the function that stops it. */
    onChange(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Hands verified events to every listener (the endpoint and the Redis subscriber call it). */
    deliver,
    /** Settles once the first Redis subscription is in place, or failed (logged); at once without Redis. */
    ready,
    /**
     * Whether this process hears the CMS's changes through Redis, for the readiness probe: while it
     * does not, its cache could serve what was changed on another machine. `started` once the
     * first subscription was tried.
     */
    redisStatus: (): RedisStatus => ({ state: redisState, started }),
    async close(): Promise<void> {
      listeners.clear();
      // quit() waits for a connection that may never come (Redis away): then just drop it.
      if (subscriber?.status === 'ready') await subscriber.quit().catch(() => subscriber?.disconnect());
      else subscriber?.disconnect();
    },
  };
}

async function readBody(ctx: Context): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Constant-time: how much of a signature is right must not show in how long the answer takes. */
function signatureMatches(secret: string, timestamp: string, body: string, given: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(cacheEventsSignedText(timestamp, body)).digest('hex')}`);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * POST /internal/cache-events: a batch of change events from the CMS, believed only when its
 * `x-portal-signature` is the HMAC-SHA256, with CACHE_EVENTS_SECRET, of its `x-portal-timestamp`
 * and body (the contract's `cacheEventsSignedText`), the timestamp is within 5 minutes of now,
 * and that signature was not seen before (a replay). 204 when delivered, 401 when not
 * believed, 400 when the events are malformed, 413/415 for a body too large or not JSON.
 * Without a secret configured (development without the launcher), every request is refused.
 */
export function cacheEventsRoutes({ secret, changeEvents }: { secret: string | null; changeEvents: Pick<ChangeEvents, 'deliver'> }) {
  /** Signatures accepted in the last MAX_SKEW_SECONDS, with when they may be forgotten. */
  const seen = new Map<string, number>();
  const router = new Router();

  router.post(CACHE_EVENTS_PATH, async function receiveCacheEvents(ctx) {
    if (!ctx.request.is('application/json')) {
      ctx.status = 415;
      ctx.body = 'Send application/json.';
      return;
    }
    const raw = await readBody(ctx);
    if (!raw) {
      ctx.status = 413;
      ctx.body = 'Too large.';
      return;
    }
    const body = raw.toString('utf8');
    const timestamp = ctx.get(CACHE_EVENTS_TIMESTAMP_HEADER);
    const signature = ctx.get(CACHE_EVENTS_SIGNATURE_HEADER);
    const nowSeconds = Date.now() / 1000;
    const fresh = /^\d{1,12}$/.test(timestamp) && Math.abs(nowSeconds - Number(timestamp)) <= MAX_SKEW_SECONDS;
    for (const [known, forgetAt] of seen) if (forgetAt < nowSeconds) seen.delete(known);
    if (!secret || !fresh || seen.has(signature) || !signatureMatches(secret, timestamp, body, signature)) {
      ctx.status = 401;
      ctx.body = 'Not a signed, fresh change event.';
      return;
    }
    seen.set(signature, Number(timestamp) + MAX_SKEW_SECONDS);
    const events = parseBatch(body);
    if (!events) {
      ctx.status = 400;
      ctx.body = 'Not a batch of change events.';
      return;
    }
    changeEvents.deliver(events);
    ctx.status = 204;
  });
  // Any other method is answered here, not by the app shell that serves unknown paths.
  router.all(CACHE_EVENTS_PATH, async function onlyPost(ctx) {
    ctx.status = 405;
    ctx.set('Allow', 'POST');
  });
  return router;
}
