import { sortDataFor, type PageRecord } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client.ts';
import { pagesOfPlace } from './get-place-pages.ts';

/** Spec 4 and 7: the place's non-landing pages in their new order; the server rewrites every sort_order at once. */
export function useReorderPages() {
  const queryClient = useQueryClient();
  return useCallback(
    async (placeUid: string, pagesInOrder: readonly PageRecord[]) => {
      const sortData = sortDataFor(pagesInOrder);
      await api.put<PageRecord[]>('pages/', { placeUid, sortData }, { query: { update_sort_order: true } });
      await queryClient.invalidateQueries({ queryKey: pagesOfPlace.queryKey(placeUid) });
    },
    [queryClient],
  );
}
