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

export const favouriteRecord = z.strictObject({
  favoriteUid: z.string(),
  /** Exactly one of the two is set. */
  posts_postUid: z.string().nullable(),
  EVENT_ID: z.string().nullable(),
  created_at: isoDateTime,
  clientMarkId: z.string().nullable(),
});
export type FavouriteRecord = z.infer<typeof favouriteRecord>;

export const FAVOURITE_MESSAGES = { oneItem: 'Choose either a notice or a calendar event to favourite.' } as const;

export const favouriteInput = z.object({
  data: z
    .strictObject({ posts_postUid: uidSchema.optional(), EVENT_ID: uidSchema.optional(), clientMarkId })
    .refine((data) => (data.posts_postUid === undefined) !== (data.EVENT_ID === undefined), {
      message: FAVOURITE_MESSAGES.oneItem,
    }),
});
export type FavouriteInput = z.infer<typeof favouriteInput>;

/** `favorites/:id` (DELETE): the favoriteUid. */
export const favouriteIdParam = uidSchema;

/**
 * The answer to a delete: the favourite that is gone (also when it was gone already, so an
 * offline replay of the delete succeeds).
 */
export const favouriteRemovedRecord = z.strictObject({ favoriteUid: z.string() });
export type FavouriteRemovedRecord = z.infer<typeof favouriteRemovedRecord>;

export const marksQuery = z.strictObject({});
