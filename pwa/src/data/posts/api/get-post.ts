import { EMPTY, type PostRecord } from '@portal/contract';
import { ApiError, api } from '@/lib/api-client.ts';
import type { SavedRecord } from '@/offline/saved-list.ts';
import { useSavedRecord } from '@/offline/use-saved-list.ts';
import { postListName, postsTable } from '../offline.ts';
import { livePosts } from './get-posts.ts';

/**
 * One post by its postUid (a notice, a principal message or a newsletter article: the same
 * call and so one cache entry per post). The BFF answers 404 when it is missing, not live or
 * not for this reader.
 */
async function getPost(postUid: string): Promise<PostRecord> {
  const records = await api.get<PostRecord[]>(`posts/${encodeURIComponent(postUid)}`);
  const post = records[0];
  if (!post) throw new ApiError(404, EMPTY.noRecords);
  return post;
}

const savedPost: SavedRecord<PostRecord, 'postUid'> = {
  table: postsTable,
  listName: (post) => postListName(post.type),
  queryKey: (postUid) => ['posts', postUid],
  fetch: getPost,
  current: livePosts,
  inPersonsLanguage: true,
};

/** The saved copy at once, then the server's; `expired` once its window has closed. */
export function usePost(postUid: string) {
  return useSavedRecord(savedPost, postUid);
}
