/**
 * The Places tab's filter (admin spec 2): a place, a page type, and Navigation (only pages
 * shown as a tab of their place). Empty means no filter. It lives in the page address under
 * the list call's own query keys, so a reload or a shared link shows the same lists.
 */
export type PlacesFilter = { place: string; pagetype: string; navigation: boolean };

export const NO_PLACES_FILTER: PlacesFilter = { place: '', pagetype: '', navigation: false };

const FILTER_KEYS = ['place', 'pagetype', 'navigation'] as const;

export function placesFilterFromAddress(params: URLSearchParams): PlacesFilter {
  return {
    place: params.get('place') ?? '',
    pagetype: params.get('pagetype') ?? '',
    navigation: params.get('navigation') === 'true',
  };
}

/** The page address for a filter, keeping whatever else it holds (the open tab). */
export function addressOfPlacesFilter(current: URLSearchParams, filter: PlacesFilter): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) next.delete(key);
  for (const [key, value] of Object.entries(placesQueryOf(filter))) next.set(key, value);
  return next;
}

/** The filter as query keys (admin spec 7 `places` and `pages`); an unchecked box filters nothing. */
export function placesQueryOf(filter: PlacesFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.place) query.place = filter.place;
  if (filter.pagetype) query.pagetype = filter.pagetype;
  if (filter.navigation) query.navigation = 'true';
  return query;
}

/**
 * Admin spec 2: both tables are sorted by place name, whatever case it is written in. The sort
 * is stable, so a place's pages keep the server's order (its tabs' order).
 */
export function byPlaceName<T>(placeOf: (row: T) => string): (a: T, b: T) => number {
  return (a, b) => placeOf(a).localeCompare(placeOf(b), 'en-AU', { sensitivity: 'base' });
}
