import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import type { CacheEvent } from '@portal/contract';
import type { ChangeEvents } from '../read-cache/change-events.ts';

/** A change event as a listener of the stack's BFF heard it, and when (ms since the epoch). */
export type HeardEvent = CacheEvent & { heardAt: number };

/** Enough for a whole suite's writes; older ones go first. */
const MAX_HEARD = 10_000;

/**
 * The stack's BFF runs in global-setup's process and test files run in others, so a listener
 * there records what the BFF hears and this loopback server tells the tests (test only).
 */
export async function startChangeEventTap(changeEvents: ChangeEvents): Promise<{ url: string; close(): Promise<void> }> {
  const heard: HeardEvent[] = [];
  const stopListening = changeEvents.onChange((event) => {
    heard.push({ ...event, heardAt: Date.now() });
    if (heard.length > MAX_HEARD) heard.shift();
  });
  const server = createServer((request, response) => {
    const since = Number(new URL(request.url ?? '/', 'http://tap').searchParams.get('since') ?? 0);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(heard.filter((event) => event.heardAt >= since)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      stopListening();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The first event the stack's BFF heard at or after `since` that `match` accepts; throws
 * after `timeoutMs` (longer than any test's limit on latency, so that a slow event is
 * reported with its time rather than as missing).
 */
export async function heardByStack(match: (event: HeardEvent) => boolean, { since, timeoutMs = 5_000 }: { since: number; timeoutMs?: number }): Promise<HeardEvent> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${inject('stack').changeEventTapUrl}/?since=${since}`);
    const found = ((await response.json()) as HeardEvent[]).find(match);
    if (found) return found;
    if (Date.now() > until) throw new Error(`The stack's BFF heard no such change event within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
