import { EMPTY, type PlaceRecord } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';
import type { PlaceEditorForm } from '../lib/place-form.ts';
import { placesQueryOf, type PlacesFilter } from '../lib/places-filter.ts';

/** Every admin list of places and pages starts with this key, so one write refreshes them all. */
export const adminPlacesKey = ['admin-places'] as const;

/** The campus's places as the Places tab filters them (admin spec 7 `places`), sorted by name on the server. */
export function useAdminPlaces(filter: PlacesFilter) {
  const query = placesQueryOf(filter);
  return useQuery({
    queryKey: [...adminPlacesKey, 'list', query],
    queryFn: ({ signal }) => api.get<PlaceRecord[]>('places/', { query, signal }),
    staleTime: 0,
  });
}

async function getPlace(placeUid: string): Promise<PlaceRecord> {
  const [place] = await api.get<PlaceRecord[]>(`places/${encodeURIComponent(placeUid)}`);
  if (!place) throw new ApiError(404, EMPTY.noRecords);
  return place;
}

/** One place as the Place editor opens it: as stored now, never a copy from earlier. */
export function useAdminPlace(placeUid: string | undefined) {
  return useQuery({
    queryKey: [...adminPlacesKey, 'place', placeUid],
    queryFn: () => getPlace(placeUid ?? ''),
    enabled: placeUid !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The form as typed: the BFF checks it with the same schema and stores it normalised (admin spec 5). */
type SavePlace = { placeUid?: string; data: PlaceEditorForm };

export function useSavePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeUid, data }: SavePlace) =>
      placeUid
        ? api.put<PlaceRecord>(`places/${encodeURIComponent(placeUid)}`, { data })
        : api.post<PlaceRecord>('places', { data }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPlacesKey }),
  });
}

export function useDeletePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (placeUid: string) => api.delete<PlaceRecord>(`places/${encodeURIComponent(placeUid)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPlacesKey }),
  });
}
