import type { PostRecord, PostType } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { readOrderedList, replaceOrderedList, writeToCache } from './lists.ts';
import { useCacheFirst } from './use-cache-first.ts';

/** Which saved table keeps the live posts of each type the reader screens list. */
const LIST_OF_TYPE = {
  notice: 'notices',
  newsletter: 'newsletters',
  principal: 'principalMessages',
} as const satisfies Partial<Record<PostType, string>>;

export type ListedPostType = keyof typeof LIST_OF_TYPE;

/** Live posts of one type for the signed-in reader (the BFF filters audience and live window). */
export function getPosts(type: ListedPostType): Promise<PostRecord[]> {
  return api.get<PostRecord[]>('posts/', { query: { types: type } });
}

export function getPostsQueryOptions(type: ListedPostType) {
  return queryOptions({
    queryKey: ['posts', { types: type }],
    queryFn: async () => {
      const posts = await getPosts(type);
      await writeToCache((db) => replaceOrderedList(db, LIST_OF_TYPE[type], posts));
      return posts;
    },
  });
}

/** Saved posts of the type first, then the server's list, which replaces them. */
export function useCachedPostList(type: ListedPostType) {
  const list = LIST_OF_TYPE[type];
  return useCacheFirst({
    cacheKey: list,
    readCache: (db) => readOrderedList(db, list),
    query: getPostsQueryOptions(type),
  });
}
