import type { FavouriteRecord, ReadPostRecord } from '@portal/contract';
import type { CmsDocument } from '../cms/cms-client.ts';

type Related = { documentId: string } | null | undefined;

/** A read mark or favourite with its relations populated as MARK_POPULATE asks. */
export type CmsMark = CmsDocument & {
  client_mark_id: string | null;
  portal_user?: Related;
  post?: Related;
  calendar_event?: Related;
};

// Only the ids of related records are needed: one small field each keeps the answer lean.
const idOnly = { fields: ['documentId'] } as const;
export const READ_POST_POPULATE = { portal_user: idOnly, post: idOnly } as const;
export const FAVOURITE_POPULATE = { portal_user: idOnly, post: idOnly, calendar_event: idOnly } as const;

export function presentReadPost(mark: CmsMark): ReadPostRecord {
  return {
    readpostUid: mark.documentId,
    posts_postUid: mark.post?.documentId ?? '',
    read_at: mark.createdAt,
    clientMarkId: mark.client_mark_id,
  };
}

export function presentFavourite(mark: CmsMark): FavouriteRecord {
  return {
    favoriteUid: mark.documentId,
    posts_postUid: mark.post?.documentId ?? null,
    EVENT_ID: mark.calendar_event?.documentId ?? null,
    created_at: mark.createdAt,
    clientMarkId: mark.client_mark_id,
  };
}
