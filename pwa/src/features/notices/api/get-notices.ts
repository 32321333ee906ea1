import type { PostRecord } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { readOrderedList, replaceOrderedList, writeToCache } from '@/offline/lists.ts';
import { useCacheFirst } from '@/offline/use-cache-first.ts';

/** Live notices for the signed-in reader (the BFF filters audience and live window). */
export function getNotices(): Promise<PostRecord[]> {
  return api.get<PostRecord[]>('posts/', { query: { types: 'notice' } });
}

export function getNoticesQueryOptions() {
  return queryOptions({
    queryKey: ['posts', { types: 'notice' }],
    queryFn: async () => {
      const notices = await getNotices();
      await writeToCache((db) => replaceOrderedList(db, 'notices', notices));
      return notices;
    },
  });
}

/** Saved notices first, then the server's list, which replaces them. */
export function useNotices() {
  return useCacheFirst({
    cacheKey: 'notices',
    readCache: (db) => readOrderedList(db, 'notices'),
    query: getNoticesQueryOptions(),
  });
}
