import type { PostRecord } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';
import { readCachedPost, removeCachedPost, saveCachedPost, writeToCache } from '@/offline/lists.ts';
import { useCacheFirst } from '@/offline/use-cache-first.ts';

/** One newsletter article; 404 when it is missing, not live or not for this reader. */
export async function getConnection(postUid: string): Promise<PostRecord> {
  const records = await api.get<PostRecord[]>(`posts/${encodeURIComponent(postUid)}`);
  const post = records[0];
  if (!post) throw new ApiError(404, 'No records found!');
  return post;
}

export function getConnectionQueryOptions(postUid: string) {
  return queryOptions({
    // The same call as a notice's detail, so the same key: one cache entry per post.
    queryKey: ['posts', postUid],
    queryFn: async () => {
      try {
        const post = await getConnection(postUid);
        await writeToCache((db) => saveCachedPost(db, post));
        return post;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) await writeToCache((db) => removeCachedPost(db, postUid));
        throw error;
      }
    },
  });
}

export function useConnection(postUid: string) {
  return useCacheFirst({
    cacheKey: `post:${postUid}`,
    readCache: (db) => readCachedPost(db, postUid),
    query: getConnectionQueryOptions(postUid),
  });
}
