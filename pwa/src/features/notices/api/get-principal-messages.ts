import type { PostRecord } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { readOrderedList, replaceOrderedList, writeToCache } from '@/offline/lists.ts';
import { useCacheFirst } from '@/offline/use-cache-first.ts';

/** Live principal's messages for this reader; the notices screen shows them under their own heading. */
export function getPrincipalMessages(): Promise<PostRecord[]> {
  return api.get<PostRecord[]>('posts/', { query: { types: 'principal' } });
}

export function getPrincipalMessagesQueryOptions() {
  return queryOptions({
    queryKey: ['posts', { types: 'principal' }],
    queryFn: async () => {
      const messages = await getPrincipalMessages();
      await writeToCache((db) => replaceOrderedList(db, 'principalMessages', messages));
      return messages;
    },
  });
}

export function usePrincipalMessages() {
  return useCacheFirst({
    cacheKey: 'principalMessages',
    readCache: (db) => readOrderedList(db, 'principalMessages'),
    query: getPrincipalMessagesQueryOptions(),
  });
}
