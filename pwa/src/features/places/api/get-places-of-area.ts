import type { PlaceRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import type { SavedList } from '@/offline/saved-list.ts';
import { useSavedList } from '@/offline/use-saved-list.ts';
import { placesTable } from '../offline.ts';

/** The courses (places) of a key learning area this person reads, by name. */
const placesOfArea: SavedList<PlaceRecord, 'placeUid', string> = {
  table: placesTable,
  name: (klaUid) => `places:kla:${klaUid}`,
  rows: (table, klaUid) => table.where('klaUid').equals(klaUid),
  order: (a, b) => a.place.localeCompare(b.place),
  queryKey: (klaUid) => ['places', 'kla', klaUid],
  fetch: (klaUid) => api.get<PlaceRecord[]>('places/', { query: { kla: klaUid } }),
};

export function usePlacesOfArea(klaUid: string) {
  return useSavedList(placesOfArea, klaUid);
}
