import type { PostRecord, WebLogInput } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { queueWebLog } from '../api/create-web-log.ts';

export type PageVisit = Omit<WebLogInput['data'], 'clientVisitId'>;

/**
 * Spec 4: every screen open records a page visit, through the outbox so visits made offline
 * arrive later. A list screen is named by its path (the guards log it); a screen showing one
 * record names the record, so page logs count visits per post: its route declares
 * `visit: 'by-screen'` and the screen calls this hook once the record is on it (usePostVisit;
 * a place page will pass `{ pageId: page.pageUid, title: page.title, pageType: 'page' }`).
 * Failures are only logged: a lost visit must never disturb the person reading. The ref keeps
 * StrictMode's double effect and re-renders from logging one opening twice.
 */
export function usePageVisit(visit: PageVisit | null): void {
  const lastLogged = useRef<string | null>(null);
  const latest = useRef(visit);
  latest.current = visit;
  const key = visit ? `${visit.pageType}:${visit.pageId}` : null;

  useEffect(() => {
    const opened = latest.current;
    if (!key || !opened || lastLogged.current === key) return;
    lastLogged.current = key;
    queueWebLog(opened).catch((error: unknown) => console.warn('Page visit not recorded', error));
  }, [key]);
}

/** A post's detail screen: the visit names the post (its id, type and title), once it is shown. */
export function usePostVisit(post: Pick<PostRecord, 'postUid' | 'title' | 'type'> | undefined): void {
  usePageVisit(post ? { pageId: post.postUid, title: post.title, pageType: post.type } : null);
}
