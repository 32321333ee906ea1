import type { PageTypeRecord } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Every page type (admin spec 7 `pagetypes`): Static Page, Documents, Task Page... They change only when the school adds a kind of page. */
export function usePageTypes() {
  return useQuery({
    queryKey: ['admin-page-types'],
    queryFn: ({ signal }) => api.get<PageTypeRecord[]>('pagetypes/', { signal }),
    staleTime: 10 * 60_000,
  });
}
