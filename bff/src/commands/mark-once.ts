import { API_MESSAGES } from '@portal/contract';
import { CmsResponseError, type CmsClient } from '../cms/cms-client.ts';
import type { PortalUser } from '../auth/portal-users.ts';
import { conflict } from '../errors.ts';
import type { CmsMark } from '../presenters/marks.ts';

type MarkOnceInput = {
  collection: 'read-posts' | 'favourites';
  populate: object;
  user: PortalUser;
  /** The marked item: a post or a calendar event, by documentId. */
  item: { relation: 'post' | 'calendar_event'; documentId: string };
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
export async function markOnce(cms: CmsClient, input: MarkOnceInput): Promise<{ mark: CmsMark; created: boolean }> {
  const { collection, populate, user, item, clientMarkId } = input;

  const byKey = async () =>
    (await cms.find<CmsMark>(collection, { filters: { client_mark_id: { $eq: clientMarkId } }, populate, pagination: { pageSize: 1 } })).data[0];
  const forItem = async () =>
    (
      await cms.find<CmsMark>(collection, {
        filters: { portal_user: { documentId: { $eq: user.documentId } }, [item.relation]: { documentId: { $eq: item.documentId } } },
        populate,
        sort: ['createdAt:asc', 'id:asc'],
        pagination: { pageSize: 100 },
      })
    ).data;
  const sameWrite = (mark: CmsMark) => {
    if (mark.portal_user?.documentId !== user.documentId || mark[item.relation]?.documentId !== item.documentId) {
      throw conflict(API_MESSAGES.markIdReused);
    }
    return { mark, created: false };
  };

  const replay = await byKey();
  if (replay) return sameWrite(replay);
  await input.authorize();
  const [existing] = await forItem();
  if (existing) return { mark: existing, created: false };

  let created: CmsMark;
  try {
    created = await cms.create<CmsMark>(
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
