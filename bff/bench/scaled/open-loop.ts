import { performance } from 'node:perf_hooks';

/**
 * An open-loop load: request n is due at n / rate seconds after the start and is sent then,
 * however long the answers before it take (readers do not wait for each other), so a slow
 * portal shows as latency rather than as fewer requests. Latency is counted from when a request
 * was due, so a generator that fell behind does not hide it; how late each request left is kept
 * apart.
 */

export type Outcome = { status: number; ok: boolean; detail?: string };

export type Sent = {
  kind: string;
  method: 'GET' | 'POST';
  /** When it was due and when it was answered, in ms since the load started. */
  dueMs: number;
  endMs: number;
  /** How long after it was due the generator sent it. */
  lateMs: number;
  /** 0 for a network error or a timeout. */
  status: number;
  ok: boolean;
  detail?: string;
};

export type Step = { kind: string; method: 'GET' | 'POST'; send: () => Promise<Outcome> };

export type OpenLoop = {
  /** Every request answered so far, in the order of their answers. */
  sent: Sent[];
  /** Sends nothing more and resolves once every request sent has its answer. */
  stop(): Promise<void>;
};

/** How often the generator looks for due requests: at 200 req/s, one or two each time. */
const TICK_MS = 5;

/**
 * When request n is due, in ms since the start, at `rate` per second reached by a linear ramp
 * over the first `rampMs` (as readers arrive on a Monday morning, and as a load test ramps up: a
 * process that starts cold is not met with its full load in its first second).
 */
export function dueMsOf(n: number, rate: number, rampMs: number): number {
  const rampRequests = (rate * rampMs) / 2000;
  if (n >= rampRequests) return rampMs + ((n - rampRequests) * 1000) / rate;
  return Math.sqrt((2 * rampMs * n * 1000) / rate);
}

/** How many requests are due by `ms` since the start (the inverse of `dueMsOf`). */
function dueBy(ms: number, rate: number, rampMs: number): number {
  if (ms >= rampMs) return Math.floor((rate * rampMs) / 2000 + ((ms - rampMs) * rate) / 1000);
  return Math.floor((rate * ms * ms) / (2000 * rampMs));
}

export function startOpenLoop(rate: number, step: (n: number) => Step, { rampMs = 0 }: { rampMs?: number } = {}): OpenLoop {
  const startedAt = performance.now();
  const sent: Sent[] = [];
  const pending = new Set<Promise<void>>();
  let next = 0;

  const launch = (n: number) => {
    const dueMs = dueMsOf(n, rate, rampMs);
    const { kind, method, send } = step(n);
    const lateMs = performance.now() - startedAt - dueMs;
    const done = send()
      .catch((error: unknown): Outcome => ({ status: 0, ok: false, detail: (error as Error).message }))
      .then((outcome) => {
        sent.push({ kind, method, dueMs, endMs: performance.now() - startedAt, lateMs, ...outcome });
        pending.delete(done);
      });
    pending.add(done);
  };

  const timer = setInterval(() => {
    const due = dueBy(performance.now() - startedAt, rate, rampMs);
    while (next <= due) launch(next++);
  }, TICK_MS);

  return {
    sent,
    async stop() {
      clearInterval(timer);
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

const percentile = (sorted: number[], fraction: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;

export type LatencySummary = { count: number; p50: number; p99: number; max: number };

export function latencies(sent: readonly Sent[]): LatencySummary {
  const sorted = sent.map((request) => request.endMs - request.dueMs).sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? NaN };
}

/** How far behind schedule the generator sent its requests. */
export function lateness(sent: readonly Sent[]): { p99: number; max: number; over10ms: number } {
  const sorted = sent.map((request) => request.lateMs).sort((a, b) => a - b);
  return { p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? NaN, over10ms: sorted.filter((late) => late > 10).length };
}
