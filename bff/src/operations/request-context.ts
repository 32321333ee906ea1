import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What nginx's `$request_id` (32 hex digits) and the usual tracing ids look like; anything else is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * What the request being served has noted for its log line: the error answer's id, and for
 * what went wrong on the server (a 5xx) the error itself.
 */
type RequestFailure = { errorId?: string; error?: unknown; cmsAnswer?: { status: number; name?: string } };

type RequestContext = { requestId: string; failure?: RequestFailure };

/**
 * The request each piece of work is done for, without passing it through every model: the
 * CMS client names it to the CMS, and each log line written meanwhile carries its id.
 */
const requests = new AsyncLocalStorage<RequestContext>();

/** The id a request goes by: the one a proxy in front gave it when it looks like an id, else a new one. */
export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && REQUEST_ID.test(header) ? header : randomUUID();
}

/** Runs the work of one request (Koa's `next`) as that request. */
export function runAsRequest<T>(requestId: string, work: () => T): { result: T; failure: () => RequestFailure | undefined } {
  const context: RequestContext = { requestId };
  return { result: requests.run(context, work), failure: () => context.failure };
}

/** The id of the request this code runs for; undefined outside one (a change event from Redis, start-up). */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}

/** Notes on the request being served what its log line is to say of a failure (api-envelope.ts maps errors to answers). */
export function noteRequestFailure(failure: RequestFailure): void {
  const context = requests.getStore();
  if (context) context.failure = { ...context.failure, ...failure };
}
