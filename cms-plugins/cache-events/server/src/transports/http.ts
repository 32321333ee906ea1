import { createHmac } from 'node:crypto';
import { CACHE_EVENTS_SIGNATURE_HEADER, CACHE_EVENTS_TIMESTAMP_HEADER, cacheEventsSignedText } from '@portal/contract';
import { RefusedDelivery, type Transport } from './transport';

/** Statuses a retry may change: the BFF was busy or timed out. Any other 4xx is final. */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 429]);

/**
 * POSTs each batch to the BFF's /internal/cache-events, signed with HMAC-SHA256 over the
 * timestamp and the body (the contract's `cacheEventsSignedText`), so that only a holder of
 * CACHE_EVENTS_SECRET can make the BFF drop cache entries and an old request cannot be replayed.
 */
export function httpTransport({ url, secret, timeoutMs }: { url: string; secret: string; timeoutMs: number }): Transport {
  const { origin, pathname } = new URL(url);
  return {
    description: `the BFF at ${origin}${pathname}`,
    async send(body) {
      // Signed on every attempt: a retry carries a fresh timestamp, not a replay of the first.
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signature = createHmac('sha256', secret).update(cacheEventsSignedText(timestamp, body)).digest('hex');
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CACHE_EVENTS_TIMESTAMP_HEADER]: timestamp,
          [CACHE_EVENTS_SIGNATURE_HEADER]: `sha256=${signature}`,
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read to the end, so the connection goes back to the pool.
      await response.arrayBuffer();
      if (response.ok) return;
      if (response.status < 500 && !RETRYABLE_CLIENT_ERRORS.has(response.status)) {
        throw new RefusedDelivery(`answered ${response.status}`);
      }
      throw new Error(`answered ${response.status}`);
    },
    async close() {},
  };
}
