import type { ConnectionHeaderRecord, ConnectionHeaderWrite } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Rows of one page of the headers list. */
export const HEADERS_PAGE_SIZE = 10;

export type HeadersPage = { records: ConnectionHeaderRecord[]; total: number };

const headersKey = ['admin-connection-headers'] as const;

async function getHeaders(page: number, signal: AbortSignal): Promise<HeadersPage> {
  let total: number | undefined;
  const records = await api.get<ConnectionHeaderRecord[]>('connection-headers/', {
    query: { page, page_size: HEADERS_PAGE_SIZE },
    signal,
    onHeaders: (headers) => {
      const count = Number(headers.get('X-Total-Count') ?? Number.NaN);
      total = Number.isInteger(count) ? count : undefined;
    },
  });
  return { records, total: total ?? records.length };
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
