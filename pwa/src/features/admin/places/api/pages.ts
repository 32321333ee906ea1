import { EMPTY, type PageRecord } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';
import { pageWriteData, type PageEditorForm } from '../lib/page-form.ts';
import { placesQueryOf, type PlacesFilter } from '../lib/places-filter.ts';
import { adminPlacesKey } from './places.ts';

/** The campus's pages (deleted ones aside) as the Places tab filters them (admin spec 7 `pages`). */
export function useAdminPages(filter: PlacesFilter) {
  const query = placesQueryOf(filter);
  return useQuery({
    queryKey: [...adminPlacesKey, 'pages', query],
    queryFn: ({ signal }) => api.get<PageRecord[]>('pages/', { query, signal }),
    staleTime: 0,
  });
}

async function getPage(pageUid: string): Promise<PageRecord> {
  const [page] = await api.get<PageRecord[]>(`pages/${encodeURIComponent(pageUid)}`);
  if (!page) throw new ApiError(404, EMPTY.noRecords);
  return page;
}

/** One page as the Page editor opens it: as stored now, with the updated_at its save is based on. */
export function useAdminPage(pageUid: string | undefined) {
  return useQuery({
    queryKey: [...adminPlacesKey, 'page', pageUid],
    queryFn: () => getPage(pageUid ?? ''),
    enabled: pageUid !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/** A new page, or an edit of the stored one from the updated_at it was opened at (a later save by someone else answers 409). */
type SavePage = { form: PageEditorForm; stored?: Pick<PageRecord, 'pageUid' | 'updated_at'> };

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, stored }: SavePage) =>
      stored
        ? api.put<PageRecord>(`pages/${encodeURIComponent(stored.pageUid)}`, {
            pageData: { ...pageWriteData(form), updated_at: stored.updated_at },
          })
        : api.post<PageRecord>('pages', { pageData: pageWriteData(form) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPlacesKey }),
  });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pageUid: string) => api.delete<PageRecord>(`pages/${encodeURIComponent(pageUid)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPlacesKey }),
  });
}
