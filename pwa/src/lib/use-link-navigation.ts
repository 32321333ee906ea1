import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * One click handler for a long list's links, in place of a router Link per item (a saved
 * list may render hundreds, and each Link is several hooks): a plain left click on an
 * in-app link navigates within the app, anything else (a new tab, a modifier key) stays with
 * the browser, as a Link would do.
 */
export function useLinkNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest('a');
      const href = link?.getAttribute('href');
      if (!link || !href?.startsWith('/') || link.target) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}
