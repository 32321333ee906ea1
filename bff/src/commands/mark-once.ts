import { API_MESSAGES } from '@portal/contract';
import { CmsResponseError, type CmsClient } from '../cms/cms-client.ts';
import type { PortalUser } from '../auth/portal-users.ts';
import { conflict } from '../errors.ts';
import type { Favourite } from '../models/records/favourite.ts';
import type { ReadPost } from '../models/records/read-post.ts';
import { can } from '../policies/authorize.ts';

type MarkedRelation = 'post' | 'calendar_event';

type MarkOnceInput<TMark> = {
  collection: 'read-posts' | 'favourites';
  /** How the collection's marks are read (their record's populate: the owner and the item by id). */
  populate: object;
  user: PortalUser;
  /** The marked item: a post or a calendar event, by documentId. */
  item: { relation: MarkedRelation; documentId: string };
  /** The device's id of this write (a replay sends it again). */
  clientMarkId: string;
  /** Throws (404) when the person may not mark the item; run before a write, not for a mark `known` holds. */
  authorize: () => Promise<void>;
  /**
   * The person's marks of this kind as the BFF holds them for their reads (refreshed within a
   * second of any change): a write found there, replayed or of an item already marked, is
   * answered from them without a call to the CMS. What is not there is asked of the CMS.
   */
  known: readonly TMark[];
  /** Told of the mark as soon as it is stored, before the check for another device's (whose removal the CMS reports). */
  stored: (mark: TMark) => void;
};

/**
 * Stores a read mark or favourite once per person and item, whatever is replayed:
 * - the same clientMarkId again answers the mark it made (`created: false`);
 * - another clientMarkId for an item already marked answers the existing mark;
 * - two first writes at once keep one mark: a clash on the unique clientMarkId answers the
 *   stored one, and of two marks made from different devices at once the older stays.
 * The person always comes from the token, never from the body. A mark the person's cached marks
 * hold already costs no call to the CMS; a new one costs two (the write, and the item's marks
 * for another device's write at the same moment).
 */
export async function markOnce<TMark extends ReadPost | Favourite>(cms: CmsClient, input: MarkOnceInput<TMark>): Promise<{ mark: TMark; created: boolean }> {
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

  const knownReplay = input.known.find((mark) => mark.client_mark_id === clientMarkId);
  if (knownReplay) return sameWrite(knownReplay);
  const knownForItem = input.known.find((mark) => markedItemOf(mark, item.relation) === item.documentId);
  if (knownForItem) return { mark: knownForItem, created: false };

  // Not among them: written straight away. A replay of a write the cache has not heard of yet
  // meets the unique clientMarkId, and a mark of the item made meanwhile on another device is
  // found by the check after the write.
  await input.authorize();
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

  input.stored(created);
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
