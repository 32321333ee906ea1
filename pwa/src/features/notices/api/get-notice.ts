import type { PostRecord } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';
import { readCachedPost, removeCachedPost, saveCachedPost, writeToCache } from '@/offline/lists.ts';
import { useCacheFirst } from '@/offline/use-cache-first.ts';

/** One post by its postUid; the BFF answers 404 when it is missing or not for this reader. */
export async function getNotice(postUid: string): Promise<PostRecord> {
  const records = await api.get<PostRecord[]>(`posts/${encodeURIComponent(postUid)}`);
  const notice = records[0];
  if (!notice) throw new ApiError(404, 'No records found!');
  return notice;
}

export function getNoticeQueryOptions(postUid: string) {
  return queryOptions({
    queryKey: ['posts', postUid],
    queryFn: async () => {
      try {
        const notice = await getNotice(postUid);
        await writeToCache((db) => saveCachedPost(db, notice));
        return notice;
      } catch (error) {
        // Gone, expired or not for this reader: the saved copy must not outlive the answer.
        if (error instanceof ApiError && error.status === 404) await writeToCache((db) => removeCachedPost(db, postUid));
        throw error;
      }
    },
  });
}

/** The saved copy (from the notices or principal lists) at once, then the server's. */
export function useNotice(postUid: string) {
  return useCacheFirst({
    cacheKey: `post:${postUid}`,
    readCache: (db) => readCachedPost(db, postUid),
    query: getNoticeQueryOptions(postUid),
  });
}
