import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { PageTypeRecord } from '@portal/contract';

/** The page types (editors only need them: the 'add page' entries). */
export function usePageTypes(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: ['pagetypes'], queryFn: () => api.get<PageTypeRecord[]>('pagetypes/') }),
    enabled,
    staleTime: Infinity,
  });
}
