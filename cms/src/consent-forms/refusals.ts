import type { z } from 'zod';

/** How a refused forms call is answered: the HTTP status Strapi's context helper gives. */
export type RefusalStatus = 'badRequest' | 'forbidden' | 'notFound' | 'conflict' | 'gone';

/**
 * A forms call the data does not allow: a body it cannot take (400), a link that is not genuine
 * (403), a record that is not there (404), a write the form's state refuses (409), an expired
 * link (410). The message is the contract's CONSENT_FORM_MESSAGES, which the BFF passes on.
 */
export class FormRefused extends Error {
  constructor(
    readonly status: RefusalStatus,
    message: string,
  ) {
    super(message);
    this.name = 'FormRefused';
  }
}

/**
 * The part of a Strapi request context the forms' controllers use. Strapi adds its response
 * helpers (badRequest, notFound…) to every context at run time, but the type its controller
 * factory gives a context does not always carry them (as src/guarded-writes.ts's callers find too).
 */
type FormsContext = Record<RefusalStatus, (message?: string) => void> & { request: { body?: unknown }; query: unknown };
const helpersOf = (ctx: object) => ctx as FormsContext;

/** Runs a forms call: its result under `data`, its refusal with its status and message; any other error goes on (a 500). */
export async function answer<T>(ctx: object, work: () => Promise<T>): Promise<{ data: T } | void> {
  try {
    return { data: await work() };
  } catch (error) {
    if (error instanceof FormRefused) return helpersOf(ctx)[error.status](error.message);
    throw error;
  }
}

/** The request body's `data` as the schema reads it, or null once a 400 with the first problem's message is answered. */
export function dataOf<T>(ctx: object, schema: z.ZodType<{ data: T }>): T | null {
  const parsed = schema.safeParse(helpersOf(ctx).request.body ?? {});
  if (parsed.success) return parsed.data.data;
  helpersOf(ctx).badRequest(parsed.error.issues[0]?.message ?? 'The request is not valid.');
  return null;
}

/** The query as the schema reads it, or null once the refusal is answered (400 with the first problem's message, unless said otherwise). */
export function queryOf<T>(ctx: object, schema: z.ZodType<T>, refusal?: { status: RefusalStatus; message: string }): T | null {
  const parsed = schema.safeParse(helpersOf(ctx).query);
  if (parsed.success) return parsed.data;
  if (refusal) helpersOf(ctx)[refusal.status](refusal.message);
  else helpersOf(ctx).badRequest(parsed.error.issues[0]?.message ?? 'The request is not valid.');
  return null;
}
