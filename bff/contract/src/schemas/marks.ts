import { z } from 'zod';
import { isoDateTime, uidSchema } from './common.ts';

/**
 * Read marks and favourites are written offline first: each carries an id made on the device
 * (clientMarkId), so a replay of the same write after a crash or a retry stores nothing new.
 * There is one mark per person and item: sending another clientMarkId for the same item
 * answers the mark already stored.
 */
export const clientMarkId = z.uuid('Not a valid mark id.');

export const readPostRecord = z.strictObject({
  readpostUid: z.string(),
  posts_postUid: z.string(),
  read_at: isoDateTime,
  clientMarkId: z.string().nullable(),
});
export type ReadPostRecord = z.infer<typeof readPostRecord>;

export const readPostInput = z.object({
  data: z.strictObject({ posts_postUid: uidSchema, clientMarkId }),
});
export type ReadPostInput = z.infer<typeof readPostInput>;

export const favoriteRecord = z.strictObject({
  favoriteUid: z.string(),
  /** Exactly one of the two is set. */
  posts_postUid: z.string().nullable(),
  EVENT_ID: z.string().nullable(),
  created_at: isoDateTime,
  clientMarkId: z.string().nullable(),
});
export type FavoriteRecord = z.infer<typeof favoriteRecord>;

export const FAVORITE_MESSAGES = { oneItem: 'Choose either a notice or a calendar event to favourite.' } as const;

export const favoriteInput = z.object({
  data: z
    .strictObject({ posts_postUid: uidSchema.optional(), EVENT_ID: uidSchema.optional(), clientMarkId })
    .refine((data) => (data.posts_postUid === undefined) !== (data.EVENT_ID === undefined), {
      message: FAVORITE_MESSAGES.oneItem,
    }),
});
export type FavoriteInput = z.infer<typeof favoriteInput>;

/** `favorites/:id` (DELETE): the favoriteUid. */
export const favoriteIdParam = uidSchema;

/**
 * The answer to a delete: the favourite that is gone (also when it was gone already, so an
 * offline replay of the delete succeeds).
 */
export const favoriteRemovedRecord = z.strictObject({ favoriteUid: z.string() });
export type FavoriteRemovedRecord = z.infer<typeof favoriteRemovedRecord>;

export const marksQuery = z.strictObject({});
