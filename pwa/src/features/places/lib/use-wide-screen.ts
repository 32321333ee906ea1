import { useSyncExternalStore } from 'react';

/** Reader spec 9: md, where the tab list stands beside the page instead of a dropdown above it. */
const TABS_BESIDE_PAGE = 768;

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const isWide = () => window.innerWidth >= TABS_BESIDE_PAGE;

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
