import type { ReadPostRecord } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api-client.ts';
import { writeToCache } from '@/offline/session.ts';
import { useCacheFirst } from '@/offline/use-cache-first.ts';
import { readReadPosts, replaceReadPosts } from '../lib/read-marks.ts';

/** The posts this person has read, on any of their devices. */
function getReadPosts(): Promise<ReadPostRecord[]> {
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
 * from the server; undefined until known. `loading` while they may still come: lists wait
 * for them rather than have 'Unread' and 'Mark as read' appear under the reader's eyes.
 */
export function useReadPostMarks(): { readIds: ReadonlySet<string> | undefined; loading: boolean } {
  const { data, status } = useCacheFirst({
    cacheKey: 'readPosts',
    // Nothing saved yet (the database has just opened) is no answer: the server's stands.
    readCache: async (db) => {
      const marks = await readReadPosts(db);
      return marks.length ? { value: marks, updatedAt: null } : null;
    },
    query: getReadPostsQueryOptions(),
    localWrites: true,
  });
  const readIds = useMemo(() => (data ? new Set(data.map((mark) => mark.posts_postUid)) : undefined), [data]);
  return { readIds, loading: status === 'loading' };
}

/** Ids of the posts read, undefined until known (see useReadPostMarks). */
export function useReadPostIds(): ReadonlySet<string> | undefined {
  return useReadPostMarks().readIds;
}
