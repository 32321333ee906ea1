import type { Context, Next } from 'koa';
import { LIVENESS_PATH, READINESS_PATH } from '../routes/health/probes.ts';
import type { Logger } from './logger.ts';
import type { BffMetrics } from './metrics.ts';
import { REQUEST_ID_HEADER, requestIdFrom, runAsRequest } from './request-context.ts';

/** What a request the client gave up on before its answer was sent counts as (nginx's code for it). */
const CLIENT_CLOSED_REQUEST = 499;

/** Paths answered outside the routers that keep a name of their own; any other unmatched path (static files, unknown paths) is `other`. */
const NAMED_PATHS = new Set([LIVENESS_PATH, READINESS_PATH]);

/** The route pattern that answered (`/api/posts/:id`), never the raw path: ids would make every path a series and a log key of its own. */
function routeOf(ctx: Context): string {
  const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
  if (matched !== undefined) return String(matched);
  return NAMED_PATHS.has(ctx.path) ? ctx.path : 'other';
}

/**
 * The outermost middleware: gives each request its id (the `X-Request-Id` a proxy in front
 * sent when it looks like one, else a new one), answers with it, runs the request as that
 * request (the CMS client passes the id on to the CMS), and when the answer is sent or the
 * client gave up, counts it and writes its one log line: `request_id`, `person_id` (the
 * signed-in person's portal id), `method`, `route`, `status`, `duration_ms`, and what the error
 * answer noted (`error_id`; for a 5xx the error with its stack). Probes answered well are
 * logged at debug: a load balancer asks every few seconds.
 */
export function requestLog({ log, metrics }: { log: Logger; metrics: BffMetrics }) {
  return async function logRequest(ctx: Context, next: Next) {
    const started = performance.now();
    const requestId = requestIdFrom(ctx.get(REQUEST_ID_HEADER) || undefined);
    // Straight onto the response, as securityHeaders does: it stays on every answer, error answers included.
    ctx.res.setHeader(REQUEST_ID_HEADER, requestId);
    const { result, failure } = runAsRequest(requestId, next);
    ctx.res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const aborted = !ctx.res.writableFinished;
      const status = aborted ? CLIENT_CLOSED_REQUEST : ctx.res.statusCode;
      const route = routeOf(ctx);
      metrics.request({ method: ctx.method, route, status, seconds });
      const noted = failure();
      const personId = (ctx.state as { user?: { documentId?: string } }).user?.documentId;
      const line = {
        request_id: requestId,
        ...(personId === undefined ? {} : { person_id: personId }),
        method: ctx.method,
        route,
        status,
        duration_ms: Math.round(seconds * 10_000) / 10,
        ...(noted?.errorId === undefined ? {} : { error_id: noted.errorId }),
        ...(noted?.cmsAnswer === undefined ? {} : { cms_answer: noted.cmsAnswer }),
        ...(noted?.error === undefined ? {} : { err: noted.error }),
      };
      if (status >= 500) log.error(line, 'request failed');
      else if (NAMED_PATHS.has(route) && status < 400) log.debug(line, 'request');
      else log.info(line, aborted ? 'request abandoned by the client' : 'request');
    });
    await result;
  };
}
