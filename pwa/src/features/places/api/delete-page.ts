import type { PageRecord } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client.ts';
import { pagesOfPlace } from './get-place-pages.ts';

/** Spec 4: a soft delete (is_deleted on, navigation off); the page leaves every tab list. */
export function useDeletePage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (page: PageRecord) => {
      await api.delete<PageRecord>(`pages/${encodeURIComponent(page.pageUid)}`);
      if (page.placeUid) await queryClient.invalidateQueries({ queryKey: pagesOfPlace.queryKey(page.placeUid) });
    },
    [queryClient],
  );
}
