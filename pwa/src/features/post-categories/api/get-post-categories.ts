import type { PostCategoryRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

function getPostCategories(): Promise<PostCategoryRecord[]> {
  return api.get<PostCategoryRecord[]>('post-categories/');
}

function getPostCategoriesQueryOptions() {
  return queryOptions({ queryKey: ['post-categories'], queryFn: getPostCategories, staleTime: 10 * 60_000 });
}

export function usePostCategories() {
  return useQuery(getPostCategoriesQueryOptions());
}
