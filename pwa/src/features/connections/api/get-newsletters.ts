import type { PostRecord } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { readOrderedList, replaceOrderedList, writeToCache } from '@/offline/lists.ts';
import { useCacheFirst } from '@/offline/use-cache-first.ts';

/** The Connections newsletter articles live now for this reader: the current issue. */
export function getNewsletters(): Promise<PostRecord[]> {
  return api.get<PostRecord[]>('posts/', { query: { types: 'newsletter' } });
}

export function getNewslettersQueryOptions() {
  return queryOptions({
    queryKey: ['posts', { types: 'newsletter' }],
    queryFn: async () => {
      const newsletters = await getNewsletters();
      await writeToCache((db) => replaceOrderedList(db, 'newsletters', newsletters));
      return newsletters;
    },
  });
}

export function useNewsletters() {
  return useCacheFirst({
    cacheKey: 'newsletters',
    readCache: (db) => readOrderedList(db, 'newsletters'),
    query: getNewslettersQueryOptions(),
  });
}
