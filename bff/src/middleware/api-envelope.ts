import { Stream } from 'node:stream';
import type { Context, Next } from 'koa';
import { ZodError } from 'zod';
import { errors as joseErrors } from 'jose';
import { wrapError, wrapRecords } from '@portal/contract';
import { ApiError, badRequest, databaseUnavailable, internal, unauthorized } from '../errors.ts';
import { CmsResponseError } from '../cms/cms-client.ts';
import { PreparedAnswer } from '../read-cache/prepared-answer.ts';
import { noteRequestFailure } from '../operations/request-context.ts';

/**
 * A failed CMS call as the log may hold it: the status and Strapi's kind of error (`ValidationError`).
 * Its message and details may echo what was sent (a name, an address), so they stay out.
 */
function cmsAnswerOf(error: CmsResponseError) {
  const name = (error.details as { error?: { name?: unknown } } | null)?.error?.name;
  return { status: error.status, ...(typeof name === 'string' ? { name } : {}) };
}

/** The answer an error becomes; what the server did wrong is noted for the request's log line (operations/request-log.ts). */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    const first = error.issues[0]?.message;
    return badRequest(first ?? undefined, fields);
  }
  if (error instanceof joseErrors.JOSEError) return unauthorized();
  if (error instanceof CmsResponseError) {
    noteRequestFailure({ cmsAnswer: cmsAnswerOf(error) });
    return new ApiError(502, 'cms_error', internal().message);
  }
  // Errors raised the Koa way (ctx.throw, http-errors from middleware) carry an expose flag.
  const httpError = error as { status?: number; expose?: boolean; message?: string };
  if (httpError.expose && httpError.status && httpError.status < 500) {
    return new ApiError(httpError.status, 'bad_request', httpError.message ?? 'Bad request');
  }
  noteRequestFailure({ error });
  return internal();
}

/**
 * Says on the answer that a list is only its first records (the CMS held more than
 * CMS_MAX_RECORDS): the answer is still a 200 with those records, in the list's order.
 */
export function markTruncated(ctx: Context, truncated: boolean): void {
  if (truncated) ctx.set('X-Result-Truncated', 'true');
}

/** A file the handler sends as it is (an .ics download, a calendar feed): text or bytes that are not JSON. */
function isFileBody(ctx: Context): boolean {
  const body: unknown = ctx.body;
  const raw = typeof body === 'string' || Buffer.isBuffer(body) || body instanceof Stream;
  return raw && !ctx.response.is('json');
}

/**
 * The one place that shapes /api answers: success bodies become the legacy envelope (files
 * go out untouched), every failure becomes an error envelope with a user message and no
 * stack trace. No answer is kept by a browser or proxy (shared computers); public routes
 * that may be cached say so themselves.
 */
export function apiEnvelope() {
  return async function apiEnvelopeMiddleware(ctx: Context, next: Next) {
    ctx.res.setHeader('Cache-Control', 'no-store');
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw new ApiError(404, 'not_found', 'No such API path.');
      const prepared = ctx.body instanceof PreparedAnswer;
      if (ctx.status < 300 && ctx.body !== undefined && !prepared && !isFileBody(ctx)) ctx.body = wrapRecords(ctx.body);
    } catch (error) {
      const failed = toApiError(error);
      // Whichever of its CMS calls met the outage, a person's write stored nothing: they are told so.
      const write = ctx.method !== 'GET' && ctx.method !== 'HEAD';
      const apiError = failed.id === 'database_unavailable' && write ? databaseUnavailable({ forWrite: true }) : failed;
      noteRequestFailure({ errorId: apiError.id });
      ctx.status = apiError.status;
      ctx.body = wrapError(apiError.id, apiError.message, apiError.fields);
      if (apiError.headers) ctx.set(apiError.headers);
      if (apiError.status === 401) ctx.set('WWW-Authenticate', 'Bearer');
    }
  };
}
