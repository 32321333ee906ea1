import { api } from '@/lib/api-client.ts';
import type { SavedList } from '@/offline/saved-list.ts';
import { useSavedList } from '@/offline/use-saved-list.ts';
import type { PageRecord } from '@portal/contract';
import { placePagesTable } from '../offline.ts';

/** Every page of a place this person may see (editors also get hidden and scheduled ones). */
export const pagesOfPlace: SavedList<PageRecord, 'pageUid', string> = {
  table: placePagesTable,
  name: (placeUid) => `placePages:${placeUid}`,
  rows: (table, placeUid) => table.where('placeUid').equals(placeUid),
  order: 'server',
  queryKey: (placeUid) => ['pages', placeUid],
  fetch: (placeUid) => api.get<PageRecord[]>('pages/', { query: { place: placeUid } }),
};

export function usePlacePages(placeUid: string) {
  return useSavedList(pagesOfPlace, placeUid);
}
