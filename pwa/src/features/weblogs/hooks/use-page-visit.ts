import { useEffect, useRef } from 'react';
import { queueWeblog } from '../api/create-weblog.ts';

/**
 * Spec 4: every screen open records a page visit (pageId = the path), through the outbox so
 * visits made offline arrive later. Failures are only logged: a lost visit must never
 * disturb the person reading. The ref keeps StrictMode's double effect and re-renders from
 * logging one opening twice.
 */
export function usePageVisit(pageId: string | null, title: string, pageType: 'reader' | 'admin'): void {
  const lastLogged = useRef<string | null>(null);

  useEffect(() => {
    if (!pageId) return;
    const key = `${pageType}:${pageId}`;
    if (lastLogged.current === key) return;
    lastLogged.current = key;
    queueWeblog({ pageId, title, pageType }).catch((error: unknown) => console.warn('Page visit not recorded', error));
  }, [pageId, title, pageType]);
}
