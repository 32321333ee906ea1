import type { Core, UID } from '@strapi/strapi';

/** The write was based on another version than the stored one: someone saved in between. */
export class StaleWrite extends Error {}
/** No record with this documentId. */
export class MissingRecord extends Error {}
/** The request asks for something the data does not allow (the reason is for the BFF to word). */
export class RefusedWrite extends Error {}

/** What a controller answers for these errors (a Strapi context's helpers). */
export type ErrorAnswers = {
  badRequest(message: string): void;
  notFound(message?: string): void;
  conflict(message: string): void;
};

/** Answers a guarded write's error the way the BFF reads it (400, 404, 409), or throws it on. */
export function answerGuardedError(ctx: ErrorAnswers, error: unknown): void {
  if (error instanceof StaleWrite) return ctx.conflict(error.message);
  if (error instanceof MissingRecord) return ctx.notFound(error.message);
  if (error instanceof RefusedWrite) return ctx.badRequest(error.message);
  throw error;
}

/**
 * Updates a document only if it is still the version the writer started from (its
 * `updatedAt`), decided atomically: one conditional UPDATE claims the row (moving its
 * `updatedAt` on) and only then is the document written, in the same transaction. Of two
 * writes based on one version, the second finds the row claimed (PostgreSQL makes it wait for
 * the first's commit, SQLite runs one write at a time) and is refused; nothing it sent is stored.
 */
export async function updateIfUnchanged<T>(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  documentId: string,
  startedFrom: Date,
  data: Record<string, unknown>,
  populate: unknown,
): Promise<T> {
  return strapi.db.transaction(async () => {
    const query = strapi.db.query(uid);
    const claimed = await query.updateMany({ where: { documentId, updatedAt: startedFrom }, data: { updatedAt: new Date() } });
    if (claimed.count === 0) {
      const exists = await query.findOne({ where: { documentId }, select: ['id'] });
      throw exists ? new StaleWrite('The record was saved by someone else after this write was started.') : new MissingRecord();
    }
    // The document service's own update, with its validation and relations, inside the claim.
    return (await strapi.documents(uid).update({ documentId, data, populate } as never)) as T;
  });
}

/** `updated_at` of a guarded write's body as a date, or null when it is not an ISO date-time. */
export function startedFromOf(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
