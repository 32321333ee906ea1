import type { Context, Next } from 'koa';
import type { z } from 'zod';
import { API_MESSAGES } from '@portal/contract';
import { badRequest } from '../errors.ts';
import { requestBodyOf } from './request-body.ts';

type Schemas = { query?: z.ZodType; params?: z.ZodType; body?: z.ZodType };

type Validated<S extends Schemas> = {
  query: S['query'] extends z.ZodType ? z.output<S['query']> : undefined;
  params: S['params'] extends z.ZodType ? z.output<S['params']> : undefined;
  body: S['body'] extends z.ZodType ? z.output<S['body']> : undefined;
};

/**
 * Validates a request against the contract's zod schemas; the handler reads only
 * `ctx.state.input`. Routes without a query schema still refuse any query string.
 */
export function validate<S extends Schemas>(schemas: S) {
  return async function validateMiddleware(ctx: Context, next: Next) {
    const rawQuery = ctx.query;
    const unknownKey = schemas.query ? undefined : Object.keys(rawQuery)[0];
    if (unknownKey !== undefined) throw badRequest(API_MESSAGES.unknownQueryKey(unknownKey));
    const raw = requestBodyOf(ctx);
    if (schemas.body && raw === undefined) throw badRequest(API_MESSAGES.bodyMissing);
    const body = schemas.body?.parse(raw);
    ctx.state.input = {
      query: schemas.query?.parse(rawQuery),
      params: schemas.params?.parse(ctx.params),
      body,
    };
    await next();
  };
}

export function inputOf<S extends Schemas>(ctx: Context, _schemas: S): Validated<S> {
  return ctx.state.input as Validated<S>;
}
