import type { PostRecord } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export type AdminPostsPage = {
  records: PostRecord[];
  /** How many posts match the filter on every page (the BFF's X-Total-Count). */
  total: number;
};

/** Every page of the admin posts list, whatever its filter: what a write invalidates. */
export const adminPostsKey = ['admin-posts'] as const;

async function getAdminPosts(query: Record<string, string>, signal: AbortSignal): Promise<AdminPostsPage> {
  let total: number | undefined;
  const records = await api.get<PostRecord[]>('posts/', {
    query,
    signal,
    onHeaders: (headers) => {
      const count = Number(headers.get('X-Total-Count') ?? Number.NaN);
      total = Number.isInteger(count) ? count : undefined;
    },
  });
  return { records, total: total ?? records.length };
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
