import { E_SIGNATURE_ROUTES } from '@portal/contract';
import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Loading } from '@/components/ui/loading.tsx';
import { CALLBACK_PATH } from '@/features/auth/lib/user-manager.ts';
import { PublicShell } from './layouts/public-shell.tsx';
import { ReaderGuard } from './layouts/reader-guard.tsx';
import { SignedInShell } from './layouts/signed-in-shell.tsx';
import type { RouteHandle } from './route-handle.ts';

type ScreenModule = { default: ComponentType };

/** Every screen is its own chunk, fetched when its route first matches. */
function screen(load: () => Promise<ScreenModule>) {
  return async () => ({ Component: (await load()).default });
}

function reader(path: string, title: string, load: () => Promise<ScreenModule>, extra: Partial<RouteHandle> = {}): RouteObject {
  const handle: RouteHandle = { title, pageType: 'reader', ...extra };
  return { path, handle, lazy: screen(load) };
}

/**
 * Admin screens are React.lazy components rather than route `lazy`: the router fetches
 * route-lazy code as soon as a path matches, but these must load only after the admin
 * layout has let the user in, so a refused reader never downloads Blueprint.
 */
function admin(path: string, title: string, load: () => Promise<ScreenModule>): RouteObject {
  const handle: RouteHandle = { title, pageType: 'admin' };
  const Component = lazy(load);
  return path === '' ? { index: true, handle, Component } : { path, handle, Component };
}

const eSignature = () => import('./routes/reader/e-signature.tsx');
const notifyAbsence = () => import('./routes/reader/notify-absence.tsx');
const placePage = () => import('./routes/reader/place-page.tsx');

/** Reader spec 2.1, exactly (spellings included); the e-signature routes are also open here. */
export const readerRoutes: RouteObject[] = [
  reader('/', 'Dashboard', () => import('./routes/reader/dashboard.tsx')),
  reader('/connections', 'Connections', () => import('./routes/reader/connections.tsx'), {
    heading: 'Connections',
    filter: true,
  }),
  reader('/connections/connection_details/:id', 'Connection', () => import('./routes/reader/connection-detail.tsx'), {
    heading: 'Connections',
  }),
  reader('/notices', 'Notices', () => import('./routes/reader/notices.tsx'), { heading: 'Notices', filter: true }),
  reader('/notices/notice_details/:id', 'Notice details', () => import('./routes/reader/notice-detail.tsx'), {
    heading: 'Notices',
  }),
  reader('/calendar', 'Calendar', () => import('./routes/reader/calendar.tsx'), { heading: 'Calendar' }),
  reader('/calendar/calendar_details/:id', 'Calendar event', () => import('./routes/reader/calendar-detail.tsx'), {
    heading: 'Calendar',
  }),
  reader('/absences', 'Absences', () => import('./routes/reader/absences.tsx'), { heading: 'Absences' }),
  reader('/absences/notify-absence/:id', 'Notify absence', notifyAbsence, { heading: 'Absences' }),
  reader('/absences/extended-leave', 'Extended leave', notifyAbsence, { heading: 'Absences' }),
  reader('/absences/extended-leave/:id', 'Extended leave', notifyAbsence, { heading: 'Absences' }),
  reader(
    '/absences/edit-absence-reason/:stduentNumber/:id',
    'Edit absence reason',
    () => import('./routes/reader/edit-absence-reason.tsx'),
    {
      heading: 'Absences',
    },
  ),
  reader('/financial-info', 'Financial info', () => import('./routes/reader/financial-info.tsx'), { heading: 'Financial info' }),
  reader('/emergency-brodcast', 'Emergency broadcast', () => import('./routes/reader/emergency-broadcast.tsx'), {
    heading: 'Emergency broadcast',
  }),
  reader('/year-info', 'Year info', () => import('./routes/reader/year-info.tsx'), { heading: 'Year info' }),
  reader('/places/:slug', 'Place', placePage),
  reader('/places/:slug/:pageSlug', 'Place', placePage),
  reader('/key-learning-area', 'Course directory', () => import('./routes/reader/course-directory.tsx')),
  reader('/key-learning-area/:id', 'Courses', () => import('./routes/reader/learning-area-courses.tsx')),
  reader('/parent-dashboard', 'Parent dashboard', () => import('./routes/reader/parent-dashboard.tsx')),
  reader('/new-students', 'New students', () => import('./routes/reader/new-students.tsx'), { heading: 'New students' }),
  reader('/student-goals', 'Student goals', () => import('./routes/reader/student-goals.tsx'), { heading: 'Student goals' }),
  reader(
    '/school-psychology-request',
    'School psychology request',
    () => import('./routes/reader/school-psychology-request.tsx'),
    {
      heading: 'School psychology request',
    },
  ),
  reader('/metrics', 'Metrics', () => import('./routes/reader/metrics.tsx'), { heading: 'Metrics' }),
  ...E_SIGNATURE_ROUTES.map((path) => reader(path, 'Sign documents', eSignature)),
];

/** Admin spec 2, exactly. */
export const adminRoutes: RouteObject[] = [
  admin('', 'Administration', () => import('./routes/admin/admin-home.tsx')),
  admin('add-place', 'Add place', () => import('./routes/admin/place-editor.tsx')),
  admin('edit-place/:id', 'Edit place', () => import('./routes/admin/place-editor.tsx')),
  admin('add-page', 'Create page', () => import('./routes/admin/page-editor.tsx')),
  admin('edit-page/:id', 'Edit page', () => import('./routes/admin/page-editor.tsx')),
  admin('add-newsletter', 'Add newsletter', () => import('./routes/admin/newsletter-editor.tsx')),
  admin('edit-newsletter/:id', 'Edit newsletter', () => import('./routes/admin/newsletter-editor.tsx')),
  admin('add-notice', 'Add notice', () => import('./routes/admin/notice-editor.tsx')),
  admin('edit-notice/:id', 'Edit notice', () => import('./routes/admin/notice-editor.tsx')),
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
    hydrateFallbackElement: <Loading />,
    children: [
      { element: <ReaderGuard />, children: readerRoutes },
      {
        path: '/admin',
        handle: { title: 'Administration', pageType: 'admin' } satisfies RouteHandle,
        lazy: screen(() => import('./routes/admin/admin-layout.tsx')),
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
 * The share link of a public newsletter article (outside the spec's table: "a further group
 * of routes exists that is not shown"). Readable without signing in.
 */
export const PUBLIC_CONNECTION_ROUTE = '/public/connections/:id';

export function isPublicConnectionPath(pathname: string): boolean {
  return /^\/public\/connections\/[^/]+\/?$/.test(pathname);
}

/**
 * Spec 2.1: an e-signature URL with a query string shows only the public routes; so does a
 * public article's share link.
 */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicShell />,
    hydrateFallbackElement: <Loading />,
    children: [
      ...E_SIGNATURE_ROUTES.map((path) => ({ path, lazy: screen(eSignature) })),
      { path: PUBLIC_CONNECTION_ROUTE, lazy: screen(() => import('./routes/reader/public-connection.tsx')) },
      { path: '*', element: <Navigate to={E_SIGNATURE_ROUTES[0]} replace /> },
    ],
  },
];
