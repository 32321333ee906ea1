/**
 * Paces calls to a rate and bounds how many run at once: `slot()` resolves when the next call
 * may start (one every 1000/perSecond ms; after a slow spell at most `inFlight` slots are made up
 * at once, so the rate holds on average without a burst SES would throttle), and `run()` waits
 * for a free place among `inFlight`. The calls in flight are also what a crash can repeat, so
 * `inFlight` bounds the duplicates of a killed send.
 */
export function createPacer({ perSecond, inFlight }: { perSecond: number; inFlight: number }) {
  const gapMs = 1000 / perSecond;
  const catchUpMs = gapMs * inFlight;
  let nextAt = -Infinity;
  const running = new Set<Promise<void>>();
  // The first failure of a call: nothing more starts, and run() and drain() throw it.
  let failure: { error: unknown } | null = null;

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function slot(): Promise<void> {
    const now = performance.now();
    // Slots missed while waiting (a slow database write, a slow SES answer) are made up, a few at most.
    const at = Math.max(now - catchUpMs, nextAt);
    nextAt = at + gapMs;
    if (at > now) await sleep(at - now);
  }

  return {
    /** Starts `call` at its slot once fewer than `inFlight` are running; resolves when it has started. */
    async run(call: () => Promise<void>): Promise<void> {
      while (running.size >= inFlight && !failure) await Promise.race(running);
      if (failure) throw failure.error;
      await slot();
      const started: Promise<void> = call()
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => running.delete(started));
      running.add(started);
    },
    /** Waits for every call started so far; the first failure among them is thrown. */
    async drain(): Promise<void> {
      await Promise.all(running);
      if (failure) throw failure.error;
    },
  };
}

/** SES's answers when the account's rate or quota is exceeded (v2 SendEmail and v1 alike). */
export function isThrottling(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'TooManyRequestsException' || name === 'ThrottlingException' || name === 'Throttling' || $metadata?.httpStatusCode === 429;
}

/**
 * Why SES refused one message, for the log: the error's name and message with every email address
 * left out, since SES names the refused address in its message and logs hold no addresses.
 */
export function rejectionOf(error: unknown): string {
  const { name = 'Error', message = '' } = (error ?? {}) as { name?: string; message?: string };
  return `${name}: ${message.replace(/[^\s@<>"',;:()[\]]+@[^\s@<>"',;:()[\]]+/g, '<address>')}`;
}

/** A refusal of this one message (a malformed or rejected address), as opposed to SES being away. */
export function isMessageRejected(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode ?? 0;
  return !isThrottling(error) && (name === 'MessageRejected' || name === 'BadRequestException' || (status >= 400 && status < 500));
}

/**
 * `call`, tried again while SES throttles: after 1 s, doubling up to 30 s, `retries` times; then
 * the throttling error is thrown (the job fails this run and the queue retries it later).
 */
export async function withThrottleRetry<T>(call: () => Promise<T>, retries: number, sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!isThrottling(error) || attempt >= retries) throw error;
      await sleep(Math.min(1000 * 2 ** attempt, 30_000));
    }
  }
}
