import { API_MESSAGES } from '@portal/contract';
import { CmsResponseError, type CmsClient } from '../cms/cms-client.ts';
import type { PortalUser } from '../auth/portal-users.ts';
import { conflict } from '../errors.ts';
import type { Favourite } from '../models/records/favourite.ts';
import type { ReadPost } from '../models/records/read-post.ts';
import { can } from '../policies/authorize.ts';

type MarkedRelation = 'post' | 'calendar_event';

type MarkOnceInput = {
  collection: 'read-posts' | 'favourites';
  /** How the collection's marks are read (their record's populate: the owner and the item by id). */
  populate: object;
  user: PortalUser;
  /** The marked item: a post or a calendar event, by documentId. */
  item: { relation: MarkedRelation; documentId: string };
  /** The device's id of this write (a replay sends it again). */
  clientMarkId: string;
  /** Throws (404) when the person may not mark the item; run only before a new mark. */
  authorize: () => Promise<void>;
};

/**
 * Stores a read mark or favourite once per person and item, whatever is replayed:
 * - the same clientMarkId again answers the mark it made (`created: false`);
 * - another clientMarkId for an item already marked answers the existing mark;
 * - two first writes at once keep one mark: a clash on the unique clientMarkId answers the
 *   stored one, and of two marks made from different devices at once the older stays.
 * The person always comes from the token, never from the body.
 */
export async function markOnce<TMark extends ReadPost | Favourite>(cms: CmsClient, input: MarkOnceInput): Promise<{ mark: TMark; created: boolean }> {
  const { collection, populate, user, item, clientMarkId } = input;

  const byKey = async () =>
    (await cms.find<TMark>(collection, { filters: { client_mark_id: { $eq: clientMarkId } }, populate, pagination: { pageSize: 1 } })).data[0];
  const forItem = async () =>
    (
      await cms.find<TMark>(collection, {
        filters: { portal_user: { documentId: { $eq: user.documentId } }, [item.relation]: { documentId: { $eq: item.documentId } } },
        populate,
        sort: ['createdAt:asc', 'id:asc'],
        pagination: { pageSize: 100 },
      })
    ).data;
  const sameWrite = (mark: TMark) => {
    if (!can(user, 'mark.read', mark) || markedItemOf(mark, item.relation) !== item.documentId) {
      throw conflict(API_MESSAGES.markIdReused);
    }
    return { mark, created: false };
  };

  const replay = await byKey();
  if (replay) return sameWrite(replay);
  await input.authorize();
  const [existing] = await forItem();
  if (existing) return { mark: existing, created: false };

  let created: TMark;
  try {
    created = await cms.create<TMark>(
      collection,
      { portal_user: user.documentId, [item.relation]: item.documentId, client_mark_id: clientMarkId },
      { populate },
    );
  } catch (error) {
    // The same write arriving twice at once: the unique index kept the other one.
    const stored = error instanceof CmsResponseError ? await byKey() : undefined;
    if (!stored) throw error;
    return sameWrite(stored);
  }

  // Two devices marking the same item at once with different ids: the older mark stays.
  const [first] = await forItem();
  if (first && first.documentId !== created.documentId) {
    await cms.remove(collection, created.documentId);
    return { mark: first, created: false };
  }
  return { mark: created, created: true };
}

/** The id of the item a mark is of (none once the item is deleted). */
function markedItemOf(mark: ReadPost | Favourite, relation: MarkedRelation): string | undefined {
  if (relation === 'post') return mark.post?.documentId;
  return 'calendar_event' in mark ? mark.calendar_event?.documentId : undefined;
}
