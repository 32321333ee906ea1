import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { BffConfig } from '../config.ts';
import { ApiError, tooManyRequests } from '../errors.ts';
import type { RedisState, RedisStatus } from '../redis-state.ts';

type Logger = Pick<Console, 'error' | 'warn'>;

/** Every limit counts requests per minute. */
const WINDOW_SECONDS = 60;

export type AbuseLimits = ReturnType<typeof createAbuseLimits>;

/**
 * Limits on how often one client may call the API, declared on each route that needs one
 * (`router.get(path, limits.publicPerIp('health'), ...)`): a route without one is not limited,
 * so an endpoint that must never be (the SES/SNS delivery events) simply declares none.
 *
 * Counts live in Redis when REDIS_URL is set, so several BFF processes share them; otherwise
 * in this process. If Redis cannot be reached, each process counts on its own until it is
 * back (rate-limiter-flexible's insurance limiter), so an outage neither opens the gates nor
 * turns every request away.
 */
export function createAbuseLimits({ redisUrl, rateLimits }: Pick<BffConfig, 'redisUrl' | 'rateLimits'>, { log = console }: { log?: Logger } = {}) {
  let redis: Redis | null = null;
  let firstConnection: Promise<void> = Promise.resolve();
  let redisState: RedisState = 'not configured';
  let connectionTried = !redisUrl;
  if (redisUrl) {
    // Without the offline queue a command fails at once while Redis is away (and the insurance
    // limiter answers) instead of holding the request until Redis returns.
    const client = new Redis(redisUrl, { enableOfflineQueue: false, connectTimeout: 2000 });
    redis = client;
    let reachable = true;
    redisState = 'connecting';
    client.on('error', (error: Error) => {
      if (reachable) log.error(`Redis (abuse limits) unreachable, counting in this process meanwhile: ${error.message}`);
      reachable = false;
      redisState = 'unreachable';
    });
    client.on('ready', () => {
      if (!reachable) log.warn('Redis (abuse limits) reachable again.');
      reachable = true;
      redisState = 'connected';
    });
    // The first requests wait for the first connection attempt, so a process just started
    // does not count them apart from the others.
    firstConnection = new Promise<void>((resolve) => {
      client.once('ready', resolve);
      client.once('error', resolve);
    }).then(() => {
      connectionTried = true;
    });
  }

  function limiter(name: string, points: number): RateLimiterAbstract {
    const options = { keyPrefix: `${rateLimits.keyPrefix}:${name}`, points, duration: WINDOW_SECONDS };
    const inProcess = new RateLimiterMemory(options);
    return redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: inProcess }) : inProcess;
  }

  const secondsUntil = (answer: RateLimiterRes) => Math.max(1, Math.ceil(answer.msBeforeNext / 1000));

  const refusalListeners: Array<(limit: string) => void> = [];
  /** The 429 a limit answers, told to the listeners (the metrics) first. */
  function refusal(limit: string, answer: RateLimiterRes) {
    for (const listener of refusalListeners) listener(limit);
    return tooManyRequests(secondsUntil(answer));
  }

  function limitBy(limit: string, rateLimiter: RateLimiterAbstract, keyOf: (ctx: Context) => string) {
    return async function rateLimit(ctx: Context, next: Next) {
      await firstConnection;
      try {
        await rateLimiter.consume(keyOf(ctx));
      } catch (rejection) {
        // A RateLimiterRes is "no points left"; anything else is a fault to report as one.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw refusal(limit, rejection);
      }
      await next();
    };
  }

  /** Counts only the requests that end in a 404, and refuses a key that has had `points` of them this minute. */
  function limitMissesBy(limit: string, rateLimiter: RateLimiterAbstract, points: number, keyOf: (ctx: Context) => string) {
    return async function missLimit(ctx: Context, next: Next) {
      await firstConnection;
      const key = keyOf(ctx);
      const seen = await rateLimiter.get(key);
      if (seen && seen.consumedPoints >= points) throw refusal(limit, seen);
      try {
        await next();
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          // Over the limit the count still grows (the rejection says so); the next request is the one refused.
          await rateLimiter.consume(key).catch((rejection: unknown) => {
            if (!(rejection instanceof RateLimiterRes)) throw rejection;
          });
        }
        throw error;
      }
    };
  }

  const publicRequests = limiter('public', rateLimits.publicPerIp);
  const feedRequests = limiter('feed', rateLimits.feedPerToken);
  const feedMisses = limiter('feed-misses', rateLimits.feedMissesPerIp);
  const writes = limiter('writes', rateLimits.writesPerPerson);

  return {
    /** A public route, per client address (ctx.ip, behind the trusted proxies); each route counts apart. */
    publicPerIp: (route: string) => limitBy('public', publicRequests, (ctx) => `${route}:${ctx.ip}`),
    /**
     * The calendar feed, per feed token: calendar apps fetch from a few shared addresses, so an
     * address says little. Counted under the token's hash; the token itself is a secret.
     */
    feedPerToken: () => limitBy('feed', feedRequests, (ctx) => createHash('sha256').update(String(ctx.params.token)).digest('hex')),
    /**
     * Calendar feed URLs that open nothing, per client address: otherwise one address could try
     * token after token, each a lookup in the CMS. Feeds that open are not counted, so calendar
     * apps fetching many people's feeds from one address do not crowd each other out.
     */
    feedMissesPerIp: () => limitMissesBy('feed-misses', feedMisses, rateLimits.feedMissesPerIp, (ctx) => ctx.ip),
    /** Writes of the signed-in person (after campusAuth), all writes together. */
    writesPerPerson: () => limitBy('writes', writes, (ctx) => (ctx.state as { user: { documentId: string } }).user.documentId),
    /** Tells `listener` the name of the limit (public, feed, feed-misses, writes) each time one refuses a request. */
    onRefusal(listener: (limit: string) => void): void {
      refusalListeners.push(listener);
    },
    /** Whether the counts are shared through Redis, for the readiness probe. */
    redisStatus: (): RedisStatus => ({ state: redisState, started: connectionTried }),
    /** Closes the Redis connection (a process that stops, a test's second app). */
    async close(): Promise<void> {
      if (redis) await redis.quit().catch(() => redis?.disconnect());
    },
  };
}
