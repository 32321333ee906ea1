import { useMatches } from 'react-router';

/**
 * What the chrome and the visit log need to know about a screen, declared on its route
 * (not inside the lazy module) so it is known before the screen's code has loaded.
 */
export type RouteHandle = {
  /** The screen title: document title and the visit log's title. */
  title: string;
  pageType: 'reader' | 'admin';
  /** Optional heading in the header bar (spec 2.4). */
  heading?: string;
  /** Shows the header's post-category filter toggle. */
  filter?: boolean;
};

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'pageType' in value;
}

/** The handle of the deepest matched route that declares one. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
