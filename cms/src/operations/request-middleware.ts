import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Logger } from 'pino';
import { CMS_DEADLINE_HEADER } from '@portal/contract';
import type { Metrics } from './metrics';
import type { Readiness } from './readiness';

/** What the BFF (and nginx's $request_id) send; anything else is replaced, so a log line never carries what a caller made up. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** A deadline further than this from this process's clock, either way, is a clock out of step: ignored. */
const DEADLINE_MAX_SKEW_MS = 5 * 60_000;

/** Whether a call's deadline (its CMS_DEADLINE_HEADER, epoch ms) has passed at `nowMs`; a missing, malformed or implausible one never has. */
function deadlinePassed(header: string, nowMs: number): boolean {
  if (!/^\d{1,15}$/.test(header)) return false;
  const deadline = Number(header);
  return deadline < nowMs && nowMs - deadline < DEADLINE_MAX_SKEW_MS;
}

/** The route a call skipped for its passed deadline is counted and logged under (it was never routed). */
export const DEADLINE_PASSED_ROUTE = '(deadline passed)';

/** nginx's status for a request whose client went away before its answer was sent. */
const CLIENT_CLOSED = 499;

/** A layer of Strapi's router (@koa/router): a route has methods, a `use()` middleware none. */
type RouterLayer = { path: string | RegExp; methods: string[] };
type KoaContext = Parameters<Core.MiddlewareHandler>[0] & { matched?: RouterLayer[] };

/**
 * The pattern of the route that answered: the last layer matched for the request's method. Not
 * the router's `_matchedRoute`, which names a `use()` middleware's catch-all when one matched last.
 */
const routeOf = (ctx: KoaContext): string => {
  const route = [...(ctx.matched ?? [])].reverse().find((layer) => layer.methods.includes(ctx.method));
  return route ? String(route.path) : 'unmatched';
};

/**
 * `global::operations` (config/middlewares.ts, first): answers `GET /healthz` (alive whenever the
 * process serves) and `GET /readyz` (src/operations/readiness.ts) before any other middleware, so
 * neither the admin panel's nor the content API's auth applies to them; keeps the request's
 * X-Request-Id (a new one when it has none or a strange one) and answers with it; and once the
 * answer has gone, writes the request's JSON line and metrics with Strapi's matched route pattern,
 * never the path (which can hold ids and query strings). A call whose deadline (the BFF's
 * CMS_DEADLINE_HEADER) has passed by the time it is reached is answered 504 without being done.
 * While the process stops, every answer closes its connection, so that none is reused for a
 * request this process would not finish.
 */
export function operationsMiddleware({
  log,
  metrics,
  readiness,
  isStopping,
}: {
  log: Logger;
  metrics: Metrics;
  readiness: () => Promise<Readiness>;
  isStopping: () => boolean;
}): Core.MiddlewareFactory {
  return () =>
    async function operations(ctx: KoaContext, next) {
      const startedAt = performance.now();
      const incoming = ctx.get('X-Request-Id');
      const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
      ctx.set('X-Request-Id', requestId);
      const probe = ctx.method === 'GET' || ctx.method === 'HEAD' ? ctx.path : null;
      const isProbe = probe === '/healthz' || probe === '/readyz';
      let skipped = false;

      ctx.res.once('close', () => {
        const route = isProbe ? ctx.path : skipped ? DEADLINE_PASSED_ROUTE : routeOf(ctx);
        const status = ctx.res.writableFinished ? ctx.res.statusCode : CLIENT_CLOSED;
        const durationMs = performance.now() - startedAt;
        metrics.observeRequest({ method: ctx.method, route, status }, durationMs);
        // Probes come every few seconds from each balancer: their lines only when asked for (LOG_LEVEL=debug).
        const level = isProbe ? 'debug' : status >= 500 ? 'warn' : 'info';
        log[level]({ request_id: requestId, method: ctx.method, route, status, duration_ms: Math.round(durationMs) }, 'request');
      });

      try {
        if (probe === '/healthz') {
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { status: 'alive' };
        } else if (probe === '/readyz') {
          const answer = await readiness();
          ctx.set('Cache-Control', 'no-store');
          ctx.status = answer.status === 'ready' ? 200 : 503;
          ctx.body = answer;
        } else if (deadlinePassed(ctx.get(CMS_DEADLINE_HEADER), Date.now())) {
          // The BFF stopped waiting while this call queued behind others: doing it now would only
          // delay the calls still awaited, and an overloaded CMS would never catch up.
          skipped = true;
          ctx.status = 504;
          ctx.body = {
            data: null,
            error: { status: 504, name: 'DeadlinePassed', message: 'The caller no longer waits for this answer.', details: {} },
          };
        } else {
          await next();
        }
      } finally {
        if (isStopping()) ctx.set('Connection', 'close');
      }
    };
}
