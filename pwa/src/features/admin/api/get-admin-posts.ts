import type { PostRecord } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, type ApiPage } from '@/lib/api-page.ts';


/** Every page of the admin posts list, whatever its filter: what a write invalidates. */
export const adminPostsKey = ['admin-posts'] as const;

function getAdminPosts(query: Record<string, string>, signal: AbortSignal): Promise<ApiPage<PostRecord[]>> {
  return getPage<PostRecord[]>('posts/', { query, signal });
}

/** One page of the admin posts list; filtering and paging happen on the server (admin spec 7). */
export function getAdminPostsQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...adminPostsKey, query],
    queryFn: ({ signal }) => getAdminPosts(query, signal),
    // Another admin, or this one in an editor, may have changed posts since: ask again on
    // every visit (an unchanged page costs a 304).
    staleTime: 0,
  });
}

export function useAdminPosts(query: Record<string, string>, enabled: boolean) {
  // The page shown stays while the next one loads, so the table does not jump.
  return useQuery({ ...getAdminPostsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
