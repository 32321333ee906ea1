import { eSignaturePaths, formPaths, matchesPattern, readerPaths } from '@portal/contract/paths';
import type { ScreenModule } from '@/lib/lazy-screen.ts';

/** Every route that shows a reader screen: the reader routes, the permission forms' and the e-signature routes. */
export const readerScreenPaths = { ...readerPaths, ...formPaths, ...eSignaturePaths };

export type ReaderRoute = keyof typeof readerScreenPaths;

/**
 * Where each reader route's screen code is (each screen is its own chunk). Apart from the
 * route table, and free of React, so that the first script (main.ts) can start downloading
 * the screen a visit opens on alongside the app itself, rather than once the app has run.
 */
const eSignature = () => import('./routes/reader/e-signature.tsx');
const notifyAbsence = () => import('./routes/reader/notify-absence.tsx');
const placePage = () => import('./routes/reader/place-page.tsx');

const SCREENS: Record<ReaderRoute, () => Promise<ScreenModule>> = {
  home: () => import('./routes/reader/dashboard.tsx'),
  connections: () => import('./routes/reader/connections.tsx'),
  connectionDetails: () => import('./routes/reader/connection-detail.tsx'),
  notices: () => import('./routes/reader/notices.tsx'),
  noticeDetails: () => import('./routes/reader/notice-detail.tsx'),
  calendar: () => import('./routes/reader/calendar.tsx'),
  calendarEventDetails: () => import('./routes/reader/calendar-detail.tsx'),
  absences: () => import('./routes/reader/absences.tsx'),
  notifyAbsence,
  extendedLeave: notifyAbsence,
  extendedLeaveDetails: notifyAbsence,
  editAbsenceReason: () => import('./routes/reader/edit-absence-reason.tsx'),
  financialInfo: () => import('./routes/reader/financial-info.tsx'),
  emergencyBroadcast: () => import('./routes/reader/emergency-broadcast.tsx'),
  yearInfo: () => import('./routes/reader/year-info.tsx'),
  place: placePage,
  placePage,
  courseDirectory: () => import('./routes/reader/course-directory.tsx'),
  learningAreaCourses: () => import('./routes/reader/learning-area-courses.tsx'),
  parentDashboard: () => import('./routes/reader/parent-dashboard.tsx'),
  newStudents: () => import('./routes/reader/new-students.tsx'),
  studentGoals: () => import('./routes/reader/student-goals.tsx'),
  schoolPsychologyRequest: () => import('./routes/reader/school-psychology-request.tsx'),
  metrics: () => import('./routes/reader/metrics.tsx'),
  forms: () => import('./routes/reader/forms.tsx'),
  formDetails: () => import('./routes/reader/form-detail.tsx'),
  docusign: eSignature,
  docusignInterview: eSignature,
  docusignPk: eSignature,
  docusignPkKps: eSignature,
};

/**
 * Screens whose first calls need code the home screen does not carry (the calendar's date
 * arithmetic): that code comes in a small chunk of its own, downloaded with the screen.
 */
const FIRST_CALLS = {
  calendar: () => import('@/features/calendar/api/prefetch-calendar-events.ts'),
} satisfies Partial<Record<ReaderRoute, () => Promise<unknown>>>;

type RouteWithFirstCalls = keyof typeof FIRST_CALLS;

export function loadFirstCalls<R extends RouteWithFirstCalls>(route: R): ReturnType<(typeof FIRST_CALLS)[R]> {
  return FIRST_CALLS[route]() as ReturnType<(typeof FIRST_CALLS)[R]>;
}

/** What identifies a route's screen module: routes that share a screen give the same. */
export function readerScreenModule(route: ReaderRoute): unknown {
  return SCREENS[route];
}

const downloads = new Map<() => Promise<ScreenModule>, Promise<ScreenModule>>();

/** A route's screen code, downloaded once however often it is asked for (routes sharing a screen share it). */
export function loadReaderScreen(route: ReaderRoute): Promise<ScreenModule> {
  const load = SCREENS[route];
  let download = downloads.get(load);
  if (!download) {
    download = load();
    // A failed download is tried again by the next ask (the screen shows the failure meanwhile).
    download.catch(() => downloads.delete(load));
    downloads.set(load, download);
  }
  return download;
}

/** The reader route a pathname opens, if any. */
export function readerRouteOf(pathname: string): ReaderRoute | null {
  return (Object.keys(readerScreenPaths) as ReaderRoute[]).find((route) => matchesPattern(readerScreenPaths[route].pattern, pathname)) ?? null;
}

/** Starts downloading the screen of this address, if it is a reader route (the first script calls it). */
export function startReaderScreenDownload(pathname: string): void {
  const route = readerRouteOf(pathname);
  if (route) loadReaderScreen(route).catch(() => {});
  if (route && route in FIRST_CALLS) loadFirstCalls(route as RouteWithFirstCalls).catch(() => {});
}
