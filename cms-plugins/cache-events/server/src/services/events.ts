import type { Core } from '@strapi/strapi';
import { CACHE_EVENT_MAX_IDS, type CacheEvent } from '@portal/contract';
import type { CacheEventsConfig } from '../config';
import { httpTransport } from '../transports/http';
import { redisTransport } from '../transports/redis';
import { RefusedDelivery, type Transport } from '../transports/transport';
import { getConfig } from '../config';

/** The most events one request carries (the contract's batch limit). */
const EVENTS_PER_BATCH = 100;
/** A BFF that is starting (the launcher starts it after the CMS) is not worth a warning. */
const WARN_AFTER_MS = 10_000;

/** Either list empty means "all", so the union is too. */
const union = (a: string[], b: string[]): string[] => (a.length === 0 || b.length === 0 ? [] : [...new Set([...a, ...b])]);

/** One event per type and action: the records, campuses and owners of both, as of the later write. */
function merge(into: Map<string, CacheEvent>, event: CacheEvent): void {
  const key = `${event.type}:${event.action}`;
  const held = into.get(key);
  if (!held) {
    into.set(key, event);
    return;
  }
  const documentIds = union(held.documentIds, event.documentIds);
  // Owners absent means anyone's: so is the merge, when either lacks them or they are too many.
  const owners = held.owners && event.owners ? [...new Set([...held.owners, ...event.owners])] : undefined;
  const { owners: _, ...heldWithoutOwners } = held;
  into.set(key, {
    ...heldWithoutOwners,
    documentIds: documentIds.length > CACHE_EVENT_MAX_IDS ? [] : documentIds,
    campuses: union(held.campuses, event.campuses) as CacheEvent['campuses'],
    ...(owners && owners.length <= CACHE_EVENT_MAX_IDS ? { owners } : {}),
    at: held.at > event.at ? held.at : event.at,
  });
}

function transportFor(config: CacheEventsConfig): Transport | null {
  if (config.redisUrl) return redisTransport({ redisUrl: config.redisUrl, channel: config.channel, timeoutMs: config.timeoutMs });
  if (config.url && config.secret) return httpTransport({ url: config.url, secret: config.secret, timeoutMs: config.timeoutMs });
  return null;
}

/**
 * The outbox of change events. `raise` never waits and never throws, so an editor's write
 * cannot fail or slow down because the BFF is away. Events of the next `batchMs` go out
 * together, merged per type and action; when delivery fails they are merged back and retried
 * with a doubling delay (up to `maxRetryDelayMs`) until it succeeds. Merging bounds what is
 * held (one event per type and action, ids capped), so a long outage costs no memory, and the
 * BFF hears of every write once it is back. Only a refusal (a wrong secret) drops events.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const config = getConfig(strapi);
  const transport = transportFor(config);
  let pending = new Map<string, CacheEvent>();
  let timer: NodeJS.Timeout | null = null;
  let delivering: Promise<void> | null = null;
  let failures = 0;
  let failingSince: number | null = null;
  let warned = false;
  let closed = false;

  async function deliver(target: Transport): Promise<void> {
    const batch = [...pending.values()];
    pending = new Map();
    try {
      for (let start = 0; start < batch.length; start += EVENTS_PER_BATCH) {
        await target.send(JSON.stringify({ events: batch.slice(start, start + EVENTS_PER_BATCH) }));
      }
      if (warned) strapi.log.info(`Cache events: ${target.description} reached again.`);
      failures = 0;
      failingSince = null;
      warned = false;
    } catch (error) {
      // fetch says only "fetch failed"; its cause says why (ECONNREFUSED, a timeout).
      const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      if (error instanceof RefusedDelivery) {
        strapi.log.error(`Cache events: ${target.description} ${reason}; ${batch.length} event(s) dropped. Check CACHE_EVENTS_SECRET on the CMS and the BFF.`);
        return;
      }
      for (const event of batch) merge(pending, event);
      failures += 1;
      failingSince ??= Date.now();
      if (!warned && Date.now() - failingSince >= WARN_AFTER_MS) {
        warned = true;
        strapi.log.warn(`Cache events: ${target.description} cannot be reached (${reason}); retrying. Until then the BFF may answer with records changed here.`);
      }
    }
  }

  function retryDelayMs(): number {
    return Math.min(config.firstRetryDelayMs * 2 ** (failures - 1), config.maxRetryDelayMs);
  }

  function schedule(target: Transport, delayMs: number): void {
    if (timer || delivering || closed) return;
    timer = setTimeout(() => {
      timer = null;
      delivering = deliver(target).finally(() => {
        delivering = null;
        if (pending.size > 0) schedule(target, failures > 0 ? retryDelayMs() : config.batchMs);
      });
    }, delayMs);
    // Never what keeps a process alive (the seed script ends when its work is done): close() sends what is left.
    timer.unref();
  }

  return {
    /** False without CACHE_EVENTS_URL and CACHE_EVENTS_SECRET, or REDIS_URL: nothing is sent. */
    enabled: transport !== null,

    /** Queues an event of a committed write. */
    raise(event: CacheEvent): void {
      if (!transport || closed) return;
      merge(pending, event);
      schedule(transport, config.batchMs);
    },

    /** Sends what is queued (one attempt), then lets go of the connection. */
    async close(): Promise<void> {
      if (!transport || closed) return;
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await delivering;
      if (pending.size > 0) await deliver(transport);
      await transport.close();
    },
  };
};
