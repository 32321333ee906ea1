import type { ConnectionHeaderRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import type { SavedList } from '@/offline/saved-list.ts';
import { useSavedList } from '@/offline/use-saved-list.ts';
import { connectionHeadersTable } from '../offline.ts';

/** The live header image with the newest created_at: a list of 0 or 1. */
const connectionHeaders: SavedList<ConnectionHeaderRecord, 'connectionheaderUid', void> = {
  table: connectionHeadersTable,
  name: () => 'connectionHeaders',
  rows: (table) => table.toCollection(),
  order: 'server',
  queryKey: () => ['connection-headers', { latest: true }],
  fetch: () => api.get<ConnectionHeaderRecord[]>('connection-headers/', { query: { latest: 'true' } }),
  freshFor: 10 * 60_000,
};

export function useConnectionHeaders() {
  return useSavedList(connectionHeaders, undefined);
}
