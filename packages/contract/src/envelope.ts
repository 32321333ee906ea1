import { z } from 'zod';

/**
 * The legacy API wraps every answer in `responceObject` (spelled as the spec spells it).
 * This file and the BFF's envelope middleware are the only places that name the key.
 */
export type Envelope<T> = { responceObject: { records: T } };

export type ApiErrorBody = {
  responceObject: {
    records: null;
    error: { id: string; message: string; fields?: Record<string, string> };
  };
};

export function wrapRecords<T>(records: T): Envelope<T> {
  return { responceObject: { records } };
}

/** A success answer whose records match `records`, with nothing beside them. */
export function successEnvelope<T extends z.ZodType>(records: T) {
  return z.strictObject({ responceObject: z.strictObject({ records }) });
}

export function wrapError(id: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { responceObject: { records: null, error: fields ? { id, message, fields } : { id, message } } };
}

export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('responceObject' in body)) return false;
  const inner = (body as { responceObject: unknown }).responceObject;
  return typeof inner === 'object' && inner !== null && 'error' in inner;
}

export function unwrapRecords<T>(body: unknown): T {
  if (typeof body !== 'object' || body === null || !('responceObject' in body)) {
    throw new TypeError('The answer is not a responceObject envelope');
  }
  return (body as Envelope<T>).responceObject.records;
}
