import type { FavouriteRecord, ReadPostRecord } from '@portal/contract';
import type { Favourite } from '../models/records/favourite.ts';
import type { ReadPost } from '../models/records/read-post.ts';

export function presentReadPost(mark: ReadPost): ReadPostRecord {
  return {
    readpostUid: mark.documentId,
    posts_postUid: mark.post?.documentId ?? '',
    read_at: mark.createdAt,
    clientMarkId: mark.client_mark_id,
  };
}

export function presentFavourite(mark: Favourite): FavouriteRecord {
  return {
    favoriteUid: mark.documentId,
    posts_postUid: mark.post?.documentId ?? null,
    EVENT_ID: mark.calendar_event?.documentId ?? null,
    created_at: mark.createdAt,
    clientMarkId: mark.client_mark_id,
  };
}
