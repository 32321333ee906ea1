import type { ChildProcess } from 'node:child_process';

export type Backoff = {
  /** Wait before the first restart after a crash. */
  initialMs: number;
  /** The wait doubles on each crash in a row, up to this. */
  maxMs: number;
  /** A child that stayed ready this long crashed on its own, not in a loop: the next wait is initialMs again. */
  resetAfterMs: number;
};

/** Half a second lets a one-off crash (a SIGKILL, the OOM killer) heal quickly; 15 s keeps a crash loop from flooding the log. */
const DEFAULT_BACKOFF: Backoff = { initialMs: 500, maxMs: 15_000, resetAfterMs: 60_000 };

export type SuperviseOptions = {
  /** How the log names the child ("cms"). */
  name: string;
  /** Spawns a fresh child; called for the first start and every restart. */
  start: () => ChildProcess;
  /** Resolves once the child serves; rejects when it gives up. Aborted when the child exits first or stop() is called. */
  ready: (signal: AbortSignal) => Promise<void>;
  log: (line: string) => void;
  backoff?: Partial<Backoff>;
};

export type Supervised = {
  /** The running child's process id (undefined while it is being restarted). */
  pid(): number | undefined;
  /** Stops the child for good and cancels any pending restart. */
  stop(): Promise<void>;
};

type Exit = { code: number | null; signal: NodeJS.Signals | null; error?: Error };

function describeExit({ code, signal, error }: Exit): string {
  if (error) return `could not be started: ${error.message}`;
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

function exitOf(child: ChildProcess): Promise<Exit> {
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    // A spawn failure (missing binary) emits 'error' and no 'exit'.
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  });
}

/** SIGTERM, then SIGKILL if the child has not exited within 10 s; resolves once it has exited. */
async function stopChild(child: ChildProcess, exit: Promise<Exit>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.kill('SIGTERM');
    await exit;
    clearTimeout(force);
  }
  await exit;
}

/**
 * Runs a child process and keeps it running: when it exits without stop() having been called,
 * the exit is logged and the child is started again after a backoff (doubling while it keeps
 * crashing) and waited for until it is ready. A new child is spawned only after the previous
 * one has exited, so two never hold the same port.
 *
 * The first start is not retried: a child that cannot get ready on the first try has a
 * configuration or build problem that a person must fix, so the promise rejects.
 */
export async function supervise(options: SuperviseOptions): Promise<Supervised> {
  const { name, log } = options;
  const backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  let current: { child: ChildProcess; exit: Promise<Exit> } | undefined;
  let stopped = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let nextDelayMs = backoff.initialMs;
  const stopping = new AbortController();

  /** Spawns a child and resolves once it is ready; if it exits first or never gets ready, it is gone when this rejects. */
  async function startOne(): Promise<{ child: ChildProcess; exit: Promise<Exit> }> {
    const child = options.start();
    const exit = exitOf(child);
    current = { child, exit };
    const attempt = new AbortController();
    try {
      await Promise.race([
        options.ready(AbortSignal.any([attempt.signal, stopping.signal])),
        exit.then((ended) => {
          throw new Error(`${name} ended before it was ready (${describeExit(ended)})`);
        }),
      ]);
    } catch (error) {
      await stopChild(child, exit);
      throw error;
    } finally {
      // Ends the readiness polling, whichever way the race went.
      attempt.abort();
    }
    return { child, exit };
  }

  function watch(child: ChildProcess, exit: Promise<Exit>) {
    const readyAt = Date.now();
    void exit.then((ended) => {
      if (stopped) return;
      if (Date.now() - readyAt >= backoff.resetAfterMs) nextDelayMs = backoff.initialMs;
      log(
        `[launcher] ${name} (pid ${child.pid}) exited unexpectedly (${describeExit(ended)}); restarting in ${nextDelayMs / 1000} s`,
      );
      scheduleRestart(Date.now());
    });
  }

  function scheduleRestart(downSince: number) {
    const delayMs = nextDelayMs;
    nextDelayMs = Math.min(nextDelayMs * 2, backoff.maxMs);
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      startOne().then(
        ({ child, exit }) => {
          log(
            `[launcher] ${name} is back (pid ${child.pid}), ${((Date.now() - downSince) / 1000).toFixed(1)} s after it went down`,
          );
          watch(child, exit);
        },
        (error: unknown) => {
          if (stopped) return;
          log(`[launcher] ${name} did not come back: ${(error as Error).message}; trying again in ${nextDelayMs / 1000} s`);
          scheduleRestart(downSince);
        },
      );
    }, delayMs);
  }

  const first = await startOne();
  watch(first.child, first.exit);

  return {
    pid: () => (current && current.child.exitCode === null && current.child.signalCode === null ? current.child.pid : undefined),
    async stop() {
      stopped = true;
      clearTimeout(restartTimer);
      stopping.abort();
      if (current) await stopChild(current.child, current.exit);
    },
  };
}

/** A readiness check: polls `url` until it answers 2xx, for at most `timeoutMs`. */
export function httpReady(url: string, timeoutMs: number): (signal: AbortSignal) => Promise<void> {
  return async (signal) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      signal.throwIfAborted();
      try {
        const response = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(2000)]) });
        if (response.ok) return;
      } catch {
        // not listening yet (or aborted: checked at the top of the loop)
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${url} was not ready after ${timeoutMs / 1000} s`);
  };
}
