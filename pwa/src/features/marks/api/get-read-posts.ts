import type { ReadPostRecord } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api-client.ts';
import { readReadPosts, replaceReadPosts } from '@/offline/marks.ts';
import { writeToCache } from '@/offline/lists.ts';
import { useCacheFirst } from '@/offline/use-cache-first.ts';

/** The posts this person has read, on any of their devices. */
export function getReadPosts(): Promise<ReadPostRecord[]> {
  return api.get<ReadPostRecord[]>('readposts/');
}

export function getReadPostsQueryOptions() {
  return queryOptions({
    queryKey: ['readposts'],
    queryFn: async (): Promise<Pick<ReadPostRecord, 'posts_postUid'>[]> => {
      // Marks made here after this moment may be missing from the answer: they are kept.
      const askedAt = Date.now();
      const records = await getReadPosts();
      await writeToCache((db) => replaceReadPosts(db, records, askedAt));
      return records;
    },
  });
}

/**
 * Ids of the posts read: the saved marks (with those made here and not yet sent), refreshed
 * from the server. Undefined until known.
 */
export function useReadPostIds(): ReadonlySet<string> | undefined {
  const { data } = useCacheFirst({
    cacheKey: 'readPosts',
    readCache: async (db) => ({ value: await readReadPosts(db), updatedAt: null }),
    query: getReadPostsQueryOptions(),
    localWrites: true,
  });
  return useMemo(() => (data ? new Set(data.map((mark) => mark.posts_postUid)) : undefined), [data]);
}
