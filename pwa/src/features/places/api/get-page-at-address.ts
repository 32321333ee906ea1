import type { PageRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * The page at /places/{slug}/{pageSlug} when the place's saved tabs have no such slug: the
 * page that has it, or had it before a rename (then it comes under its new slug), or a 404.
 */
async function getPageAtAddress(placeUid: string, pageSlug: string): Promise<PageRecord | null> {
  const [page] = await api.get<PageRecord[]>('pages/', { query: { place: placeUid, page_slug: pageSlug } });
  return page ?? null;
}

export function getPageAtAddressQueryOptions(placeUid: string, pageSlug: string) {
  return queryOptions({ queryKey: ['pages', placeUid, 'at', pageSlug], queryFn: () => getPageAtAddress(placeUid, pageSlug) });
}

export function usePageAtAddress(placeUid: string, pageSlug: string) {
  return useQuery(getPageAtAddressQueryOptions(placeUid, pageSlug));
}
