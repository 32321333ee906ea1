import type { PostRecord } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';
import { readCachedPost, removeCachedPost, saveCachedPost, writeToCache } from './lists.ts';
import { useCacheFirst } from './use-cache-first.ts';

/**
 * One post by its postUid (a notice, a principal message or a newsletter article: the same
 * call and so one cache entry per post). The BFF answers 404 when it is missing, not live or
 * not for this reader.
 */
export async function getPost(postUid: string): Promise<PostRecord> {
  const records = await api.get<PostRecord[]>(`posts/${encodeURIComponent(postUid)}`);
  const post = records[0];
  if (!post) throw new ApiError(404, 'No records found!');
  return post;
}

export function getPostQueryOptions(postUid: string) {
  return queryOptions({
    queryKey: ['posts', postUid],
    queryFn: async () => {
      try {
        const post = await getPost(postUid);
        await writeToCache((db) => saveCachedPost(db, post));
        return post;
      } catch (error) {
        // Gone, expired or not for this reader: the saved copy must not outlive the answer.
        if (error instanceof ApiError && error.status === 404) await writeToCache((db) => removeCachedPost(db, postUid));
        throw error;
      }
    },
  });
}

/** The saved copy (from any cached list of posts) at once, then the server's. */
export function useCachedPost(postUid: string) {
  return useCacheFirst({
    cacheKey: `post:${postUid}`,
    readCache: (db) => readCachedPost(db, postUid),
    query: getPostQueryOptions(postUid),
  });
}
