import { adminPaths, eSignaturePaths, publicConnectionPath, readerPaths, signedOutPath } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { Navigate, matchRoutes, type RouteObject } from 'react-router';
import { CALLBACK_PATH } from '@/features/auth/lib/sign-in-session.ts';
import { getPostsQueryOptions } from '@/data/posts/api/get-posts.ts';
import { lazyScreen, type LazyScreen, type ScreenModule } from '@/lib/lazy-screen.ts';
import { PublicShell } from './layouts/public-shell.tsx';
import { ReaderGuard } from './layouts/reader-guard.tsx';
import { SignedInShell } from './layouts/signed-in-shell.tsx';
import { loadFirstCalls, loadReaderScreen, readerScreenModule, readerScreenPaths, type ReaderRoute } from './reader-screens.ts';
import type { RouteHandle } from './route-handle.ts';

/** A screen's import(), or a screen already made lazy because several routes share it. */
type Screen = LazyScreen | (() => Promise<ScreenModule>);

/** Every screen is its own chunk, fetched when its route first renders (or preloaded). */
function screenElement(screen: Screen) {
  return createElement('preload' in screen ? screen : lazyScreen(screen));
}

/** One lazy screen per screen module, so routes that share a screen keep it mounted between them. */
const readerScreens = new Map<unknown, LazyScreen>();

function readerScreen(route: ReaderRoute): LazyScreen {
  const module = readerScreenModule(route);
  let screen = readerScreens.get(module);
  if (!screen) {
    screen = lazyScreen(() => loadReaderScreen(route));
    readerScreens.set(module, screen);
  }
  return screen;
}

function reader(route: ReaderRoute, title: string, extra: Partial<RouteHandle> = {}): RouteObject {
  const handle: RouteHandle = { title, pageType: 'reader', ...extra };
  return { path: readerScreenPaths[route].pattern, handle, element: createElement(readerScreen(route)) };
}

const eSignatureRoutes = Object.keys(eSignaturePaths) as (keyof typeof eSignaturePaths)[];

/**
 * Admin screens render inside the admin layout, which renders them only once it has let the
 * user in, so a refused reader never downloads Blueprint.
 */
function admin(path: string, title: string, screen: Screen, extra: Partial<RouteHandle> = {}): RouteObject {
  const handle: RouteHandle = { title, pageType: 'admin', ...extra };
  const element = screenElement(screen);
  return path === adminPaths.home.pattern ? { index: true, handle, element } : { path, handle, element };
}

const placeEditor = lazyScreen(() => import('./routes/admin/place-editor.tsx'));
const pageEditor = lazyScreen(() => import('./routes/admin/page-editor.tsx'));
const newsletterEditor = lazyScreen(() => import('./routes/admin/newsletter-editor.tsx'));
const noticeEditor = lazyScreen(() => import('./routes/admin/notice-editor.tsx'));
const AdminLayout = lazyScreen(() => import('./routes/admin/admin-layout.tsx'));

/** Reader spec 2.1, exactly (spellings included); the e-signature routes are also open here. */
export const readerRoutes: RouteObject[] = [
  reader('home', 'Dashboard'),
  reader('connections', 'Connections', {
    heading: 'Connections',
    headingIcon: 'newspaper',
    filter: true,
  }),
  reader('connectionDetails', 'Connection', {
    heading: 'Connections',
    headingIcon: 'newspaper',
    visit: 'by-screen',
  }),
  reader('notices', 'Notices', {
    heading: 'Notices',
    headingIcon: 'megaphone',
    filter: true,
    firstCalls: (client) => {
      void client.prefetchQuery(getPostsQueryOptions('notice'));
      void client.prefetchQuery(getPostsQueryOptions('principal'));
    },
  }),
  reader('noticeDetails', 'Notice details', {
    heading: 'Notices',
    headingIcon: 'megaphone',
    visit: 'by-screen',
  }),
  reader('calendar', 'Calendar', {
    heading: 'Calendar',
    headingIcon: 'calendar',
    firstCalls: (client, url) =>
      void loadFirstCalls('calendar').then(({ prefetchCalendarEvents }) => prefetchCalendarEvents(client, url)),
  }),
  reader('calendarEventDetails', 'Calendar event', {
    heading: 'Calendar',
    headingIcon: 'calendar',
  }),
  reader('absences', 'Absences', { heading: 'Absences', headingIcon: 'clipboard' }),
  reader('notifyAbsence', 'Notify absence', { heading: 'Absences', headingIcon: 'clipboard' }),
  reader('extendedLeave', 'Extended leave', { heading: 'Absences', headingIcon: 'clipboard' }),
  reader('extendedLeaveDetails', 'Extended leave', { heading: 'Absences', headingIcon: 'clipboard' }),
  reader('editAbsenceReason', 'Edit absence reason', {
    heading: 'Absences',
    headingIcon: 'clipboard',
  }),
  reader('financialInfo', 'Financial info', { heading: 'Financial info', headingIcon: 'dollar' }),
  reader('emergencyBroadcast', 'Emergency broadcast', {
    heading: 'Emergency broadcast',
    headingIcon: 'alert',
  }),
  reader('yearInfo', 'Year info', { heading: 'Year info', headingIcon: 'info' }),
  reader('place', 'Place', { visit: 'by-screen' }),
  reader('placePage', 'Place', { visit: 'by-screen' }),
  reader('courseDirectory', 'Course directory'),
  reader('learningAreaCourses', 'Courses'),
  reader('parentDashboard', 'Parent, student and faculty dashboard'),
  reader('newStudents', 'New students', { heading: 'New students', headingIcon: 'people' }),
  reader('studentGoals', 'Student goals', { heading: 'Student goals', headingIcon: 'flag' }),
  reader('schoolPsychologyRequest', 'School psychology request', {
    heading: 'School psychology request',
    headingIcon: 'chat',
  }),
  reader('metrics', 'Metrics', { heading: 'Metrics', headingIcon: 'chart' }),
  ...eSignatureRoutes.map((route) => reader(route, 'Sign documents')),
];

/** Admin spec 2, exactly; each screen names its tab in the admin tab strip. */
export const adminRoutes: RouteObject[] = [
  // Admin spec 1: each tab is a screen of its own, so the home logs a visit per tab it opens.
  admin(adminPaths.home.pattern, 'Administration', () => import('./routes/admin/admin-home.tsx'), { visit: 'by-screen' }),
  admin(adminPaths.addPlace.pattern, 'Add place', placeEditor, { adminTab: 'places' }),
  admin(adminPaths.editPlace.pattern, 'Edit place', placeEditor, { adminTab: 'places' }),
  admin(adminPaths.addPage.pattern, 'Create page', pageEditor, { adminTab: 'places' }),
  admin(adminPaths.editPage.pattern, 'Edit page', pageEditor, { adminTab: 'places' }),
  admin(adminPaths.addNewsletter.pattern, 'Add newsletter', newsletterEditor, { adminTab: 'posts' }),
  admin(adminPaths.editNewsletter.pattern, 'Edit newsletter', newsletterEditor, { adminTab: 'posts' }),
  admin(adminPaths.addNotice.pattern, 'Add notice', noticeEditor, { adminTab: 'posts' }),
  admin(adminPaths.editNotice.pattern, 'Edit notice', noticeEditor, { adminTab: 'posts' }),
  admin(adminPaths.newsletterHeaders.pattern, 'Newsletter headers', () => import('./routes/admin/newsletter-header.tsx'), { adminTab: 'posts' }),
  admin(adminPaths.emailLogs.pattern, 'Email logs', () => import('./routes/admin/email-logs.tsx'), { adminTab: 'email-logs' }),
  admin(
    adminPaths.sendPrincipalEmails.pattern,
    'Send principal emails',
    () => import('./routes/admin/send-principal-emails.tsx'),
    { adminTab: 'email' },
  ),
  admin(adminPaths.sendWeeklyEmails.pattern, 'Send weekly emails', () => import('./routes/admin/send-weekly-emails.tsx'), { adminTab: 'email' }),
  admin(adminPaths.webLogs.pattern, 'Web logs', () => import('./routes/admin/web-logs.tsx'), { adminTab: 'web-logs' }),
];

/** Everything under the signed-in chrome; tests mount this under a stand-in for sign-in. */
export const signedInRoutes: RouteObject[] = [
  {
    element: <SignedInShell />,
    children: [
      { element: <ReaderGuard />, children: readerRoutes },
      {
        path: adminPaths.home.pattern,
        handle: { title: 'Administration', pageType: 'admin' } satisfies RouteHandle,
        element: <AdminLayout />,
        children: adminRoutes,
      },
      // Sign-in has already moved on from the callback; a stray visit goes home.
      { path: CALLBACK_PATH, element: <Navigate to={readerPaths.home.href()} replace /> },
      // Spec 2.2: unknown paths redirect to home.
      { path: '*', element: <Navigate to={readerPaths.home.href()} replace /> },
    ],
  },
];

/**
 * Starts downloading the reader screen for this address (sign-in runs meanwhile); with a
 * query client (once there is a token), also the calls that screen starts with. Admin
 * screens are never preloaded: they load only once the admin layout has let the user in.
 */
export function preloadReaderScreen(url: URL, client?: QueryClient): void {
  for (const { route } of matchRoutes(readerRoutes, url.pathname) ?? []) {
    const screen = (route.element as { type?: Partial<LazyScreen> } | undefined)?.type;
    // Rendering the screen fetches its code again and shows a failure there.
    screen?.preload?.().catch(() => {});
    if (client) (route.handle as RouteHandle | undefined)?.firstCalls?.(client, url);
  }
}

/**
 * Spec 2.1: an e-signature URL with a query string shows only the public routes; so do a
 * public article's share link and the page sign-out ends on.
 */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicShell />,
    children: [
      ...eSignatureRoutes.map((route) => ({ path: eSignaturePaths[route].pattern, element: createElement(readerScreen(route)) })),
      { path: publicConnectionPath.pattern, element: screenElement(() => import('./routes/reader/public-connection.tsx')) },
      { path: signedOutPath.pattern, element: screenElement(() => import('./routes/signed-out.tsx')) },
      { path: '*', element: <Navigate to={eSignaturePaths.docusign.href()} replace /> },
    ],
  },
];
