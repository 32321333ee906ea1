import { z } from 'zod';

/** A record key: the CMS documentId behind every legacy `*Uid` key. */
export const uidSchema = z.string().regex(/^[a-z0-9]{10,40}$/i, 'Not a valid record id.');

/** A moment as the CMS stores it and the BFF passes it on: ISO 8601, in UTC or with an offset. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** Admin spec 3: who made a record (a post, a newsletter header), as the legacy API named it. */
export const creatorFields = {
  users_userid: z.string().nullable(),
  users_username: z.string().nullable(),
  users_firstname: z.string().nullable(),
  users_lastname: z.string().nullable(),
};

/** `a,b,c` in a query string, as the legacy admin sends lists. */
export function commaList<T extends z.ZodType<string, string>>(item: T) {
  return z
    .string()
    .transform((raw) => raw.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(item));
}

export const booleanFlag = z.enum(['true', 'false', 'True', 'False', 'yes', 'no']).transform((v) => ['true', 'True', 'yes'].includes(v));

export const pagingQuery = {
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).optional(),
};
