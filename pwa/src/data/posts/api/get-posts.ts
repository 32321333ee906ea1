import { isLive, nextLiveChange, type PostRecord, type PostType } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import type { SavedList } from '@/offline/saved-list.ts';
import { savedListQuery } from '@/offline/saved-list.ts';
import { useSavedList } from '@/offline/use-saved-list.ts';
import type { CurrentRule } from '@/offline/use-current-items.ts';
import { postListName, postsTable } from '../offline.ts';

/** The post types the reader screens list. */
type ListedPostType = Extract<PostType, 'notice' | 'newsletter' | 'principal'>;

/** A saved post shows while its publish window is open, as the BFF decides (the contract's rule). */
export const livePosts: CurrentRule<PostRecord> = { isCurrent: isLive, nextChange: nextLiveChange };

/** Live posts of one type for the signed-in reader (the BFF filters audience and live window). */
export const postList: SavedList<PostRecord, 'postUid', ListedPostType> = {
  table: postsTable,
  name: postListName,
  rows: (table, type) => table.where('type').equals(type),
  order: 'server',
  queryKey: (type) => ['posts', { types: type }],
  fetch: (type) => api.get<PostRecord[]>('posts/', { query: { types: type } }),
  current: livePosts,
  inPersonsLanguage: true,
};

export function getPostsQueryOptions(type: ListedPostType) {
  return savedListQuery(postList, type);
}

/** Saved posts of the type first, then the server's list, which replaces them; live ones only. */
export function usePosts(type: ListedPostType) {
  return useSavedList(postList, type);
}
