import { E_SIGNATURE_ROUTES } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { Navigate, matchRoutes, type RouteObject } from 'react-router';
import { CALLBACK_PATH } from '@/features/auth/lib/sign-in-session.ts';
import { prefetchCalendarEvents } from '@/features/calendar/api/get-calendar-events.ts';
import { getPostsQueryOptions } from '@/features/posts/api/get-posts.ts';
import { lazyScreen, type LazyScreen, type ScreenModule } from '@/lib/lazy-screen.ts';
import { PublicShell } from './layouts/public-shell.tsx';
import { ReaderGuard } from './layouts/reader-guard.tsx';
import { SignedInShell } from './layouts/signed-in-shell.tsx';
import { PUBLIC_CONNECTION_ROUTE } from './public-paths.ts';
import { loadReaderScreen, readerScreenModule, type ReaderPath } from './reader-screens.ts';
import type { RouteHandle } from './route-handle.ts';

/** A screen's import(), or a screen already made lazy because several routes share it. */
type Screen = LazyScreen | (() => Promise<ScreenModule>);

/** Every screen is its own chunk, fetched when its route first renders (or preloaded). */
function screenElement(screen: Screen) {
  return createElement('preload' in screen ? screen : lazyScreen(screen));
}

/** One lazy screen per screen module, so routes that share a screen keep it mounted between them. */
const readerScreens = new Map<unknown, LazyScreen>();

function readerScreen(path: ReaderPath): LazyScreen {
  const module = readerScreenModule(path);
  let screen = readerScreens.get(module);
  if (!screen) {
    screen = lazyScreen(() => loadReaderScreen(path));
    readerScreens.set(module, screen);
  }
  return screen;
}

function reader(path: ReaderPath, title: string, extra: Partial<RouteHandle> = {}): RouteObject {
  const handle: RouteHandle = { title, pageType: 'reader', ...extra };
  return { path, handle, element: createElement(readerScreen(path)) };
}

/**
 * Admin screens render inside the admin layout, which renders them only once it has let the
 * user in, so a refused reader never downloads Blueprint.
 */
function admin(path: string, title: string, screen: Screen): RouteObject {
  const handle: RouteHandle = { title, pageType: 'admin' };
  const element = screenElement(screen);
  return path === '' ? { index: true, handle, element } : { path, handle, element };
}

const placeEditor = lazyScreen(() => import('./routes/admin/place-editor.tsx'));
const pageEditor = lazyScreen(() => import('./routes/admin/page-editor.tsx'));
const newsletterEditor = lazyScreen(() => import('./routes/admin/newsletter-editor.tsx'));
const noticeEditor = lazyScreen(() => import('./routes/admin/notice-editor.tsx'));
const AdminLayout = lazyScreen(() => import('./routes/admin/admin-layout.tsx'));

/** Reader spec 2.1, exactly (spellings included); the e-signature routes are also open here. */
export const readerRoutes: RouteObject[] = [
  reader('/', 'Dashboard'),
  reader('/connections', 'Connections', {
    heading: 'Connections',
    filter: true,
  }),
  reader('/connections/connection_details/:id', 'Connection', {
    heading: 'Connections',
  }),
  reader('/notices', 'Notices', {
    heading: 'Notices',
    filter: true,
    firstCalls: (client) => {
      void client.prefetchQuery(getPostsQueryOptions('notice'));
      void client.prefetchQuery(getPostsQueryOptions('principal'));
    },
  }),
  reader('/notices/notice_details/:id', 'Notice details', {
    heading: 'Notices',
  }),
  reader('/calendar', 'Calendar', {
    heading: 'Calendar',
    firstCalls: prefetchCalendarEvents,
  }),
  reader('/calendar/calendar_details/:id', 'Calendar event', {
    heading: 'Calendar',
  }),
  reader('/absences', 'Absences', { heading: 'Absences' }),
  reader('/absences/notify-absence/:id', 'Notify absence', { heading: 'Absences' }),
  reader('/absences/extended-leave', 'Extended leave', { heading: 'Absences' }),
  reader('/absences/extended-leave/:id', 'Extended leave', { heading: 'Absences' }),
  reader('/absences/edit-absence-reason/:stduentNumber/:id', 'Edit absence reason', {
      heading: 'Absences',
    },
  ),
  reader('/financial-info', 'Financial info', { heading: 'Financial info' }),
  reader('/emergency-brodcast', 'Emergency broadcast', {
    heading: 'Emergency broadcast',
  }),
  reader('/year-info', 'Year info', { heading: 'Year info' }),
  reader('/places/:slug', 'Place'),
  reader('/places/:slug/:pageSlug', 'Place'),
  reader('/key-learning-area', 'Course directory'),
  reader('/key-learning-area/:id', 'Courses'),
  reader('/parent-dashboard', 'Parent dashboard'),
  reader('/new-students', 'New students', { heading: 'New students' }),
  reader('/student-goals', 'Student goals', { heading: 'Student goals' }),
  reader('/school-psychology-request', 'School psychology request', {
      heading: 'School psychology request',
    },
  ),
  reader('/metrics', 'Metrics', { heading: 'Metrics' }),
  ...E_SIGNATURE_ROUTES.map((path) => reader(path, 'Sign documents')),
];

/** Admin spec 2, exactly. */
export const adminRoutes: RouteObject[] = [
  admin('', 'Administration', () => import('./routes/admin/admin-home.tsx')),
  admin('add-place', 'Add place', placeEditor),
  admin('edit-place/:id', 'Edit place', placeEditor),
  admin('add-page', 'Create page', pageEditor),
  admin('edit-page/:id', 'Edit page', pageEditor),
  admin('add-newsletter', 'Add newsletter', newsletterEditor),
  admin('edit-newsletter/:id', 'Edit newsletter', newsletterEditor),
  admin('add-notice', 'Add notice', noticeEditor),
  admin('edit-notice/:id', 'Edit notice', noticeEditor),
  admin('add-newsletter-header', 'Newsletter headers', () => import('./routes/admin/newsletter-header.tsx')),
  admin('email-logs', 'Email logs', () => import('./routes/admin/email-logs.tsx')),
  admin('email-logs/send-principal-emails', 'Send principal emails', () => import('./routes/admin/send-principal-emails.tsx')),
  admin('email-logs/send-weekly-emails', 'Send weekly emails', () => import('./routes/admin/send-weekly-emails.tsx')),
  admin('web-logs/', 'Web logs', () => import('./routes/admin/web-logs.tsx')),
];

/** Everything under the signed-in chrome; tests mount this under a stand-in for sign-in. */
export const signedInRoutes: RouteObject[] = [
  {
    element: <SignedInShell />,
    children: [
      { element: <ReaderGuard />, children: readerRoutes },
      {
        path: '/admin',
        handle: { title: 'Administration', pageType: 'admin' } satisfies RouteHandle,
        element: <AdminLayout />,
        children: adminRoutes,
      },
      // Sign-in has already moved on from the callback; a stray visit goes home.
      { path: CALLBACK_PATH, element: <Navigate to="/" replace /> },
      // Spec 2.2: unknown paths redirect to home.
      { path: '*', element: <Navigate to="/" replace /> },
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
 * Spec 2.1: an e-signature URL with a query string shows only the public routes; so does a
 * public article's share link.
 */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicShell />,
    children: [
      ...E_SIGNATURE_ROUTES.map((path) => ({ path, element: createElement(readerScreen(path)) })),
      { path: PUBLIC_CONNECTION_ROUTE, element: screenElement(() => import('./routes/reader/public-connection.tsx')) },
      { path: '*', element: <Navigate to={E_SIGNATURE_ROUTES[0]} replace /> },
    ],
  },
];
