import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { adminFormPaths, adminPaths, eSignaturePaths, publicConnectionPath, readerPaths, signedOutPath } from '@portal/contract';
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
import { titled, type RouteHandle } from './route-handle.ts';

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

function reader(route: ReaderRoute, title: MessageDescriptor, extra: Partial<RouteHandle> = {}): RouteObject {
  const handle: RouteHandle = { ...titled(title), pageType: 'reader', ...extra };
  return { path: readerScreenPaths[route].pattern, handle, element: createElement(readerScreen(route)) };
}

const eSignatureRoutes = Object.keys(eSignaturePaths) as (keyof typeof eSignaturePaths)[];

/**
 * Admin screens render inside the admin layout, which renders them only once it has let the
 * user in, so a refused reader never downloads Blueprint.
 */
function admin(path: string, title: MessageDescriptor, screen: Screen, extra: Partial<RouteHandle> = {}): RouteObject {
  const handle: RouteHandle = { ...titled(title), pageType: 'admin', ...extra };
  const element = screenElement(screen);
  return path === adminPaths.home.pattern ? { index: true, handle, element } : { path, handle, element };
}

const placeEditor = lazyScreen(() => import('./routes/admin/place-editor.tsx'));
const pageEditor = lazyScreen(() => import('./routes/admin/page-editor.tsx'));
const newsletterEditor = lazyScreen(() => import('./routes/admin/newsletter-editor.tsx'));
const noticeEditor = lazyScreen(() => import('./routes/admin/notice-editor.tsx'));
const formEditor = lazyScreen(() => import('./routes/admin/form-editor.tsx'));
const AdminLayout = lazyScreen(() => import('./routes/admin/admin-layout.tsx'));

/** Headers' headings, most also a screen's title. */
const CONNECTIONS = msg`Connections`;
const NOTICES = msg`Notices`;
const CALENDAR = msg`Calendar`;
const ABSENCES = msg`Absences`;
const FINANCIAL_INFO = msg`Financial info`;
const EMERGENCY_BROADCAST = msg`Emergency broadcast`;
const YEAR_INFO = msg`Year info`;
const NEW_STUDENTS = msg`New students`;
const STUDENT_GOALS = msg`Student goals`;
const SCHOOL_PSYCHOLOGY_REQUEST = msg`School psychology request`;
const METRICS = msg`Metrics`;
const EXTENDED_LEAVE = msg`Extended leave`;
const PLACE = msg`Place`;
const FORMS = msg`Forms`;
const SIGN_DOCUMENTS = msg`Sign documents`;
const ADMINISTRATION = msg`Administration`;

/**
 * Reader spec 2.1, exactly (spellings included), then the permission forms (issue 30: reached
 * through the school's Forms tile); the e-signature routes are also open here.
 */
export const readerRoutes: RouteObject[] = [
  reader('home', msg`Dashboard`),
  reader('connections', CONNECTIONS, {
    heading: CONNECTIONS,
    headingIcon: 'newspaper',
    filter: true,
  }),
  reader('connectionDetails', msg`Connection`, {
    heading: CONNECTIONS,
    headingIcon: 'newspaper',
    visit: 'by-screen',
  }),
  reader('notices', NOTICES, {
    heading: NOTICES,
    headingIcon: 'megaphone',
    filter: true,
    firstCalls: (client) => {
      void client.prefetchQuery(getPostsQueryOptions('notice'));
      void client.prefetchQuery(getPostsQueryOptions('principal'));
    },
  }),
  reader('noticeDetails', msg`Notice details`, {
    heading: NOTICES,
    headingIcon: 'megaphone',
    visit: 'by-screen',
  }),
  reader('calendar', CALENDAR, {
    heading: CALENDAR,
    headingIcon: 'calendar',
    firstCalls: (client, url) =>
      void loadFirstCalls('calendar').then(({ prefetchCalendarEvents }) => prefetchCalendarEvents(client, url)),
  }),
  reader('calendarEventDetails', msg`Calendar event`, {
    heading: CALENDAR,
    headingIcon: 'calendar',
  }),
  reader('absences', ABSENCES, { heading: ABSENCES, headingIcon: 'clipboard' }),
  reader('notifyAbsence', msg`Notify absence`, { heading: ABSENCES, headingIcon: 'clipboard' }),
  reader('extendedLeave', EXTENDED_LEAVE, { heading: ABSENCES, headingIcon: 'clipboard' }),
  reader('extendedLeaveDetails', EXTENDED_LEAVE, { heading: ABSENCES, headingIcon: 'clipboard' }),
  reader('editAbsenceReason', msg`Edit absence reason`, {
    heading: ABSENCES,
    headingIcon: 'clipboard',
  }),
  reader('financialInfo', FINANCIAL_INFO, { heading: FINANCIAL_INFO, headingIcon: 'dollar' }),
  reader('emergencyBroadcast', EMERGENCY_BROADCAST, {
    heading: EMERGENCY_BROADCAST,
    headingIcon: 'alert',
  }),
  reader('yearInfo', YEAR_INFO, { heading: YEAR_INFO, headingIcon: 'info' }),
  reader('place', PLACE, { visit: 'by-screen' }),
  reader('placePage', PLACE, { visit: 'by-screen' }),
  reader('courseDirectory', msg`Course directory`),
  reader('learningAreaCourses', msg`Courses`),
  reader('parentDashboard', msg`Parent, student and faculty dashboard`),
  reader('newStudents', NEW_STUDENTS, { heading: NEW_STUDENTS, headingIcon: 'people' }),
  reader('studentGoals', STUDENT_GOALS, { heading: STUDENT_GOALS, headingIcon: 'flag' }),
  reader('schoolPsychologyRequest', SCHOOL_PSYCHOLOGY_REQUEST, {
    heading: SCHOOL_PSYCHOLOGY_REQUEST,
    headingIcon: 'chat',
  }),
  reader('metrics', METRICS, { heading: METRICS, headingIcon: 'chart' }),
  reader('forms', FORMS),
  reader('formDetails', msg`Form`),
  ...eSignatureRoutes.map((route) => reader(route, SIGN_DOCUMENTS)),
];

/** Admin spec 2, exactly; each screen names its tab in the admin tab strip. */
export const adminRoutes: RouteObject[] = [
  // Admin spec 1: each tab is a screen of its own, so the home logs a visit per tab it opens.
  admin(adminPaths.home.pattern, ADMINISTRATION, () => import('./routes/admin/admin-home.tsx'), { visit: 'by-screen' }),
  admin(adminPaths.addPlace.pattern, msg`Add place`, placeEditor, { adminTab: 'places' }),
  admin(adminPaths.editPlace.pattern, msg`Edit place`, placeEditor, { adminTab: 'places' }),
  admin(adminPaths.addPage.pattern, msg`Create page`, pageEditor, { adminTab: 'places' }),
  admin(adminPaths.editPage.pattern, msg`Edit page`, pageEditor, { adminTab: 'places' }),
  admin(adminPaths.addNewsletter.pattern, msg`Add newsletter`, newsletterEditor, { adminTab: 'posts' }),
  admin(adminPaths.editNewsletter.pattern, msg`Edit newsletter`, newsletterEditor, { adminTab: 'posts' }),
  admin(adminPaths.addNotice.pattern, msg`Add notice`, noticeEditor, { adminTab: 'posts' }),
  admin(adminPaths.editNotice.pattern, msg`Edit notice`, noticeEditor, { adminTab: 'posts' }),
  admin(adminPaths.newsletterHeaders.pattern, msg`Newsletter headers`, () => import('./routes/admin/newsletter-header.tsx'), { adminTab: 'posts' }),
  admin(adminPaths.emailLogs.pattern, msg`Email logs`, () => import('./routes/admin/email-logs.tsx'), { adminTab: 'email-logs' }),
  admin(
    adminPaths.sendPrincipalEmails.pattern,
    msg`Send principal emails`,
    () => import('./routes/admin/send-principal-emails.tsx'),
    { adminTab: 'email' },
  ),
  admin(adminPaths.sendWeeklyEmails.pattern, msg`Send weekly emails`, () => import('./routes/admin/send-weekly-emails.tsx'), { adminTab: 'email' }),
  admin(adminPaths.webLogs.pattern, msg`Web logs`, () => import('./routes/admin/web-logs.tsx'), { adminTab: 'web-logs' }),
];

/**
 * Issue 30, beside the spec's routes: the permission forms, reached from the Dashboard tab,
 * whose tab they mark (the strip keeps the spec's eight tabs).
 */
export const adminFormRoutes: RouteObject[] = [
  admin(adminFormPaths.forms.pattern, msg`Permission forms`, () => import('./routes/admin/forms.tsx'), { adminTab: 'dashboard' }),
  admin(adminFormPaths.newForm.pattern, msg`New form`, formEditor, { adminTab: 'dashboard' }),
  admin(adminFormPaths.form.pattern, msg`Edit form`, formEditor, { adminTab: 'dashboard' }),
];

/** Everything under the signed-in chrome; tests mount this under a stand-in for sign-in. */
export const signedInRoutes: RouteObject[] = [
  {
    element: <SignedInShell />,
    children: [
      { element: <ReaderGuard />, children: readerRoutes },
      {
        path: adminPaths.home.pattern,
        handle: { ...titled(ADMINISTRATION), pageType: 'admin' } satisfies RouteHandle,
        element: <AdminLayout />,
        children: [...adminRoutes, ...adminFormRoutes],
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
