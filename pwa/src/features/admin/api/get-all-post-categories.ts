import type { PostCategoryRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Every category of every post type (admin spec 7: `category_type=All`), for the filter. */
function getAllPostCategories(): Promise<PostCategoryRecord[]> {
  return api.get<PostCategoryRecord[]>('post-categories/', { query: { category_type: 'All' } });
}

export function getAllPostCategoriesQueryOptions() {
  return queryOptions({ queryKey: ['post-categories', 'All'], queryFn: getAllPostCategories, staleTime: 10 * 60_000 });
}

export function useAllPostCategories() {
  return useQuery(getAllPostCategoriesQueryOptions());
}
