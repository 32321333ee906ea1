import type { PageRecord, PageUpdate } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client.ts';
import { pagesOfPlace } from './get-place-pages.ts';

/** What one edit changes (spec 4: one field at a time); the version it started from is the page's. */
export type PageChanges = Omit<PageUpdate, 'updated_at'>;

/**
 * Saves a page's changes based on the version the editor opened (a newer one saved meanwhile
 * answers 409, and nothing is overwritten), then reads the place's pages again, which saves
 * them on the device.
 */
export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (page: PageRecord, changes: PageChanges, beforeRefresh?: (saved: PageRecord) => void): Promise<PageRecord> => {
      const saved = await api.put<PageRecord>(`pages/${encodeURIComponent(page.pageUid)}`, { pageData: { ...changes, updated_at: page.updated_at } });
      if (page.placeUid) {
        // Shown at once; the list read again right after is what the device saves.
        queryClient.setQueryData<PageRecord[]>(pagesOfPlace.queryKey(page.placeUid), (pages) => pages?.map((each) => (each.pageUid === saved.pageUid ? saved : each)));
      }
      beforeRefresh?.(saved);
      if (page.placeUid) await queryClient.invalidateQueries({ queryKey: pagesOfPlace.queryKey(page.placeUid) });
      return saved;
    },
    [queryClient],
  );
}
