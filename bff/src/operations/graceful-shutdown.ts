import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Context, Next } from 'koa';
import type { Logger } from './logger.ts';

/** Whether this process is stopping: the readiness probe then says so, and every answer closes its connection. */
export type Stopping = { readonly active: boolean; begin(): void };

export function createStopping(): Stopping {
  let active = false;
  return {
    get active() {
      return active;
    },
    begin() {
      active = true;
    },
  };
}

/**
 * While stopping, an answer closes its connection (`Connection: close`): a kept-alive connection
 * would otherwise stay open, idle, until its keep-alive timeout, and the client's next request on
 * it would meet a closed server instead of going to another one.
 */
export function closeConnectionsWhileStopping(stopping: Stopping) {
  return async function closeConnectionWhileStopping(ctx: Context, next: Next) {
    await next();
    if (stopping.active && !ctx.headerSent) ctx.res.setHeader('Connection', 'close');
  };
}

/**
 * Stops one BFF's HTTP side without losing a request: `/readyz` answers 503 "stopping" from now
 * on, the server takes no new connection, and requests in flight finish, each closing its
 * connection after its answer. A connection a client keeps alive is left open: a request the
 * client sends on it is still answered (and closes it), and an idle one is closed by the client
 * (nginx after its upstream `keepalive_timeout`, 4 s in deploy/nginx) or by Node's own
 * keep-alive timeout (5 s, longer, so that nginx always closes first). Closing idle connections
 * here would race with a request nginx is writing on one, and nginx never resends a POST it has
 * sent. After `timeoutMs` the connections still open are cut. Resolves when the server is closed,
 * saying whether any were cut; the caller then closes what the app holds (its change events and
 * abuse limits) and exits.
 */
export async function shutDownGracefully({
  stopping,
  server,
  timeoutMs,
  log,
}: {
  stopping: Stopping;
  server: Server;
  timeoutMs: number;
  log: Logger;
}): Promise<{ cutShort: boolean }> {
  const started = performance.now();
  stopping.begin();
  log.info({ timeout_ms: timeoutMs }, 'Stopping: no new connections; finishing the requests in flight');
  let cutShort = false;
  const deadline = setTimeout(() => {
    cutShort = true;
    server.closeAllConnections();
  }, timeoutMs);
  // net.Server's close: it stops listening and waits for the connections to end. http.Server's
  // would also close the idle kept-alive ones at once.
  await new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  clearTimeout(deadline);
  const durationMs = Math.round(performance.now() - started);
  if (cutShort) log.warn({ duration_ms: durationMs }, `Stopped: requests still in flight after ${timeoutMs} ms were cut short`);
  else log.info({ duration_ms: durationMs }, 'Stopped: every request in flight finished');
  return { cutShort };
}

/**
 * SIGTERM (an orchestrator, a rolling restart) or SIGINT (Ctrl+C) runs `stop` once, then exits
 * 0 (1 if stopping failed); a second signal exits at once, for an operator who will not wait.
 */
export function stopOnSignals(stop: () => Promise<void>, log: Logger): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        log.warn({ signal }, 'Second signal while stopping: exiting at once');
        process.exit(1);
        return;
      }
      stopping = true;
      log.info({ signal }, 'Signal received: stopping');
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'Stopping failed');
          process.exit(1);
        },
      );
    });
  }
}
