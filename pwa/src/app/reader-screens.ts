import type { E_SIGNATURE_ROUTES, READER_ROUTES } from '@portal/contract';
import type { ScreenModule } from '@/lib/lazy-screen.ts';

/**
 * Where each reader route's screen code is (each screen is its own chunk). Apart from the
 * route table, and free of React, so that the first script (main.ts) can start downloading
 * the screen a visit opens on alongside the app itself, rather than once the app has run.
 */
export type ReaderPath = (typeof READER_ROUTES)[number] | (typeof E_SIGNATURE_ROUTES)[number];

const eSignature = () => import('./routes/reader/e-signature.tsx');
const notifyAbsence = () => import('./routes/reader/notify-absence.tsx');
const placePage = () => import('./routes/reader/place-page.tsx');

const SCREENS: Record<ReaderPath, () => Promise<ScreenModule>> = {
  '/': () => import('./routes/reader/dashboard.tsx'),
  '/connections': () => import('./routes/reader/connections.tsx'),
  '/connections/connection_details/:id': () => import('./routes/reader/connection-detail.tsx'),
  '/notices': () => import('./routes/reader/notices.tsx'),
  '/notices/notice_details/:id': () => import('./routes/reader/notice-detail.tsx'),
  '/calendar': () => import('./routes/reader/calendar.tsx'),
  '/calendar/calendar_details/:id': () => import('./routes/reader/calendar-detail.tsx'),
  '/absences': () => import('./routes/reader/absences.tsx'),
  '/absences/notify-absence/:id': notifyAbsence,
  '/absences/extended-leave': notifyAbsence,
  '/absences/extended-leave/:id': notifyAbsence,
  '/absences/edit-absence-reason/:stduentNumber/:id': () => import('./routes/reader/edit-absence-reason.tsx'),
  '/financial-info': () => import('./routes/reader/financial-info.tsx'),
  '/emergency-brodcast': () => import('./routes/reader/emergency-broadcast.tsx'),
  '/year-info': () => import('./routes/reader/year-info.tsx'),
  '/places/:slug': placePage,
  '/places/:slug/:pageSlug': placePage,
  '/key-learning-area': () => import('./routes/reader/course-directory.tsx'),
  '/key-learning-area/:id': () => import('./routes/reader/learning-area-courses.tsx'),
  '/parent-dashboard': () => import('./routes/reader/parent-dashboard.tsx'),
  '/new-students': () => import('./routes/reader/new-students.tsx'),
  '/student-goals': () => import('./routes/reader/student-goals.tsx'),
  '/school-psychology-request': () => import('./routes/reader/school-psychology-request.tsx'),
  '/metrics': () => import('./routes/reader/metrics.tsx'),
  '/docusign': eSignature,
  '/docusign_interview': eSignature,
  '/docusignpk': eSignature,
  '/docusignpkkps': eSignature,
};

/** What identifies a route's screen module: routes that share a screen give the same. */
export function readerScreenModule(path: ReaderPath): unknown {
  return SCREENS[path];
}

const downloads = new Map<() => Promise<ScreenModule>, Promise<ScreenModule>>();

/** A route's screen code, downloaded once however often it is asked for (routes sharing a screen share it). */
export function loadReaderScreen(path: ReaderPath): Promise<ScreenModule> {
  const load = SCREENS[path];
  let download = downloads.get(load);
  if (!download) {
    download = load();
    // A failed download is tried again by the next ask (the screen shows the failure meanwhile).
    download.catch(() => downloads.delete(load));
    downloads.set(load, download);
  }
  return download;
}

/** Whether a route pattern (":name" is one segment) matches a pathname, as the router matches it. */
function matches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/');
  const given = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/');
  return wanted.length === given.length && wanted.every((segment, index) => segment.startsWith(':') ? given[index] !== '' : segment === given[index]);
}

/** The reader route a pathname opens, if any. */
export function readerPathOf(pathname: string): ReaderPath | null {
  return (Object.keys(SCREENS) as ReaderPath[]).find((pattern) => matches(pattern, pathname)) ?? null;
}

/** Starts downloading the screen of this address, if it is a reader route (the first script calls it). */
export function startReaderScreenDownload(pathname: string): void {
  const path = readerPathOf(pathname);
  if (path) loadReaderScreen(path).catch(() => {});
}
