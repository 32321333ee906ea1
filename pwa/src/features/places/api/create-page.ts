import { newPageDefaults, sortDataFor, type PageRecord, type PageTypeRecord } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client.ts';
import { pagesOfPlace } from './get-place-pages.ts';

/**
 * Spec 4 and 7: a new page of a type with the spec's defaults ('NEW PAGE' or 'New Files
 * Pages', a time-stamped slug), after the draggable pages, whose order is sent with it.
 */
export function useCreatePage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (placeUid: string, type: PageTypeRecord, draggable: readonly PageRecord[]) => {
      const pageData = newPageDefaults({ placeUid, pagetypeUid: type.pagetypeUid, pageType: type.pageType, draggableCount: draggable.length });
      const created = await api.post<PageRecord>('pages/', { pageData, sortData: sortDataFor(draggable) }, { query: { update_sort_order: true, create_new_page: true } });
      await queryClient.invalidateQueries({ queryKey: pagesOfPlace.queryKey(placeUid) });
      return created;
    },
    [queryClient],
  );
}
