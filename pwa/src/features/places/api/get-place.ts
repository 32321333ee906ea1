import { api } from '@/lib/api-client.ts';
import type { SavedList } from '@/offline/saved-list.ts';
import { useSavedList } from '@/offline/use-saved-list.ts';
import type { PlaceRecord } from '@portal/contract';
import { placesTable } from '../offline.ts';

/** The place of a slug (none when it does not exist or is not for this reader). */
export const placeOfSlug: SavedList<PlaceRecord, 'placeUid', string> = {
  table: placesTable,
  name: (slug) => `place:${slug}`,
  rows: (table, slug) => table.where('slug').equals(slug),
  order: 'server',
  queryKey: (slug) => ['places', slug],
  fetch: (slug) => api.get<PlaceRecord[]>('places/', { query: { slug } }),
};

export function usePlace(slug: string) {
  const result = useSavedList(placeOfSlug, slug);
  return { ...result, place: result.data?.[0] };
}
