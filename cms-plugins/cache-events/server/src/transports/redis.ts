import { Redis } from 'ioredis';
import type { Transport } from './transport';

/**
 * Publishes each batch on a Redis channel that every BFF replica subscribes to. Not signed:
 * whoever may publish there already holds the Redis password, which guards the BFF's shared
 * rate limits too.
 */
export function redisTransport({ redisUrl, channel, timeoutMs }: { redisUrl: string; channel: string; timeoutMs: number }): Transport {
  const client = new Redis(redisUrl, {
    // A publish fails soon while Redis is away; the events service retries with backoff.
    maxRetriesPerRequest: 1,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
  });
  // Failed publishes are reported by the events service; without a listener ioredis would
  // print every reconnection error as unhandled.
  client.on('error', () => {});
  return {
    description: `Redis channel ${channel}`,
    async send(body) {
      await client.publish(channel, body);
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
