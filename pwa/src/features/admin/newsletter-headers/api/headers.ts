import type { ConnectionHeaderRecord, ConnectionHeaderWrite } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { getPage, type ApiPage } from '@/lib/api-page.ts';

/** Rows of one page of the headers list. */
export const HEADERS_PAGE_SIZE = 10;


const headersKey = ['admin-connection-headers'] as const;

function getHeaders(page: number, signal: AbortSignal): Promise<ApiPage<ConnectionHeaderRecord[]>> {
  return getPage<ConnectionHeaderRecord[]>('connection-headers/', { query: { page, page_size: HEADERS_PAGE_SIZE }, signal });
}

/** One page of the newsletter headers, newest first (admin spec 2), paged on the server. */
export function useHeaders(page: number) {
  return useQuery({ queryKey: [...headersKey, page], queryFn: ({ signal }) => getHeaders(page, signal), staleTime: 0, placeholderData: keepPreviousData });
}

type SaveHeader = { headerUid?: string; data: ConnectionHeaderWrite };

export function useSaveHeader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ headerUid, data }: SaveHeader) =>
      headerUid
        ? api.put<ConnectionHeaderRecord>(`connection-headers/${encodeURIComponent(headerUid)}`, { data })
        : api.post<ConnectionHeaderRecord>('connection-headers', { data }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: headersKey }),
  });
}

export function useDeleteHeader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (headerUid: string) => api.delete<ConnectionHeaderRecord>(`connection-headers/${encodeURIComponent(headerUid)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: headersKey }),
  });
}
