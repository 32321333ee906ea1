import type http from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Core } from '@strapi/strapi';
import type { Jobs } from '@portal/strapi-plugin-jobs/types';
import type { Logger } from 'pino';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** The name of the handler Strapi's createStrapi installs for both signals (@strapi/core, utils/signals). */
const STRAPI_SIGNAL_HANDLER = 'terminateStrapi';

/** Resolves true once every connection has ended, false when `timeoutMs` ran out first. */
function closeServer(server: http.Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    // net.Server's close: it stops accepting and waits for the connections to end, busy ones after
    // their answer (which says Connection: close). http.Server's would also close the idle kept-alive
    // ones at once, racing with a call a client (nginx, a BFF) is writing on one; they are left to
    // the client, or to Node's keep-alive timeout.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * SIGTERM (or SIGINT) once the CMS serves. Strapi 5.54's own handler calls `strapi.destroy()`,
 * which runs the plugins' destroy (the job is handed back, the cache events' connection closed)
 * and then destroys the server's open connections at once: requests in flight are cut, and until
 * then new ones are still accepted. This one takes its place: the process stops accepting
 * connections and reports not ready (`setStopping`), the requests in flight may finish and the job
 * worker stops (its job finishing or handed back) side by side, both within `timeoutMs`; then
 * Strapi's destroy runs as before and the process exits 0 (1 if the destroy failed). Repeated
 * signals are ignored, as Strapi does: a terminal's Ctrl-C reaches `npm` and the CMS alike.
 */
export function stopCleanlyOnSignals(
  strapi: Core.Strapi,
  { server, timeoutMs, setStopping, log }: { server: http.Server; timeoutMs: number; setStopping: () => void; log: Logger },
): void {
  let stopping = false;

  async function stop(signal: NodeJS.Signals): Promise<void> {
    if (stopping) return;
    stopping = true;
    setStopping();
    // Closed before the line is written, so that whoever reads it finds the port closed.
    const allAnswered = closeServer(server, timeoutMs);
    log.info(
      { signal, timeout_ms: timeoutMs },
      'stopping: no new connections; requests in flight and the running job may finish',
    );
    const [answered, jobs] = await Promise.allSettled([allAnswered, strapi.plugin('jobs').service<Jobs>('jobs').stop()]);
    if (answered.status === 'fulfilled' && !answered.value)
      log.warn({ timeout_ms: timeoutMs }, 'stopping: requests still in flight are cut off');
    if (jobs.status === 'rejected')
      log.error({ error: (jobs.reason as Error).message }, 'stopping: the job worker did not stop cleanly');
    try {
      await strapi.destroy();
      process.exit(0);
    } catch (error) {
      log.error({ error: (error as Error).message }, 'stopping: Strapi did not shut down cleanly');
      process.exit(1);
    }
  }

  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (listener.name === STRAPI_SIGNAL_HANDLER) process.off(signal, listener);
    }
    process.on(signal, stop);
  }
}
