import type { ConnectionHeaderRecord } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { readConnectionHeaders, replaceConnectionHeaders, writeToCache } from '@/offline/lists.ts';
import { useCacheFirst } from '@/offline/use-cache-first.ts';

/** The live header image with the newest created_at: a list of 0 or 1. */
export function getConnectionHeaders(): Promise<ConnectionHeaderRecord[]> {
  return api.get<ConnectionHeaderRecord[]>('connection-headers/', { query: { latest: 'true' } });
}

export function getConnectionHeadersQueryOptions() {
  return queryOptions({
    queryKey: ['connection-headers', { latest: true }],
    queryFn: async () => {
      const headers = await getConnectionHeaders();
      await writeToCache((db) => replaceConnectionHeaders(db, headers));
      return headers;
    },
    staleTime: 10 * 60_000,
  });
}

export function useConnectionHeaders() {
  return useCacheFirst({
    cacheKey: 'connectionHeaders',
    readCache: readConnectionHeaders,
    query: getConnectionHeadersQueryOptions(),
  });
}
