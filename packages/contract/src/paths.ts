/**
 * Every route of the portal, written once: its React Router pattern (reader spec 2.1 and
 * admin spec 2, spellings included) and a builder of its href. The router, the links and the
 * BFF's presenters all take their paths from here. The groups are separate exports so that a
 * bundle which never names a group (the BFF never names the admin paths) leaves it out.
 */

/** The names of a pattern's ":name" segments ("/places/:slug/:pageSlug" -> "slug" | "pageSlug"). */
export type PathParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Pattern extends string> = Record<PathParamNames<Pattern>, string | number>;

export type Path<Pattern extends string> = {
  readonly pattern: Pattern;
  /** The route's address with each parameter encoded as one segment. */
  readonly href: [PathParamNames<Pattern>] extends [never] ? () => string : (params: PathParams<Pattern>) => string;
};

function path<const Pattern extends string>(pattern: Pattern): Path<Pattern> {
  const href = (params: Record<string, string | number> = {}) =>
    pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return { pattern, href } as Path<Pattern>;
}

/** Reader spec 2.1, in the spec's order. */
export const readerPaths = {
  home: path('/'),
  connections: path('/connections'),
  connectionDetails: path('/connections/connection_details/:id'),
  notices: path('/notices'),
  noticeDetails: path('/notices/notice_details/:id'),
  calendar: path('/calendar'),
  calendarEventDetails: path('/calendar/calendar_details/:id'),
  absences: path('/absences'),
  notifyAbsence: path('/absences/notify-absence/:id'),
  extendedLeave: path('/absences/extended-leave'),
  extendedLeaveDetails: path('/absences/extended-leave/:id'),
  editAbsenceReason: path('/absences/edit-absence-reason/:stduentNumber/:id'),
  financialInfo: path('/financial-info'),
  emergencyBroadcast: path('/emergency-brodcast'),
  yearInfo: path('/year-info'),
  place: path('/places/:slug'),
  placePage: path('/places/:slug/:pageSlug'),
  courseDirectory: path('/key-learning-area'),
  learningAreaCourses: path('/key-learning-area/:id'),
  parentDashboard: path('/parent-dashboard'),
  newStudents: path('/new-students'),
  studentGoals: path('/student-goals'),
  schoolPsychologyRequest: path('/school-psychology-request'),
  metrics: path('/metrics'),
};

/** Reader spec 2.1: the e-signature routes, usable without signing in. */
export const eSignaturePaths = {
  docusign: path('/docusign'),
  docusignInterview: path('/docusign_interview'),
  docusignPk: path('/docusignpk'),
  docusignPkKps: path('/docusignpkkps'),
};

/**
 * The share link of a public newsletter article, readable without signing in (outside the
 * spec's table: "a further group of routes exists that is not shown").
 */
export const publicConnectionPath = path('/public/connections/:id');

/**
 * Permission forms (issue 30), outside the spec's table ("a further group of routes exists that
 * is not shown"): a carer's list and one form, reached through the school's Forms tile.
 */
export const formPaths = {
  forms: path('/forms'),
  formDetails: path('/forms/:id'),
};

/** The admin area's forms (issue 30): beside the spec's routes, not one of its eight tabs. */
export const adminFormPaths = {
  forms: path('/admin/forms'),
  newForm: path('/admin/add-form'),
  form: path('/admin/edit-form/:id'),
};

/**
 * Where sign-out ends: the identity provider's end-session endpoint sends the person back here
 * (`post_logout_redirect_uri`), a public page of the portal's own with the way to sign in again.
 */
export const signedOutPath = path('/signed-out');

/** Admin spec 2 (the trailing slash of web logs included). */
export const adminPaths = {
  home: path('/admin'),
  addPlace: path('/admin/add-place'),
  editPlace: path('/admin/edit-place/:id'),
  addPage: path('/admin/add-page'),
  editPage: path('/admin/edit-page/:id'),
  addNewsletter: path('/admin/add-newsletter'),
  editNewsletter: path('/admin/edit-newsletter/:id'),
  addNotice: path('/admin/add-notice'),
  editNotice: path('/admin/edit-notice/:id'),
  newsletterHeaders: path('/admin/add-newsletter-header'),
  emailLogs: path('/admin/email-logs'),
  sendPrincipalEmails: path('/admin/email-logs/send-principal-emails'),
  sendWeeklyEmails: path('/admin/email-logs/send-weekly-emails'),
  webLogs: path('/admin/web-logs/'),
};

/** The router ignores a trailing slash ("/notices/" opens /notices), so the guard and the matcher do too. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Whether a pathname opens a pattern as the router matches it: a ":name" is one non-empty segment, a trailing slash does not count. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = withoutTrailingSlash(pattern).split('/');
  const given = withoutTrailingSlash(pathname).split('/');
  return wanted.length === given.length && wanted.every((segment, index) => (segment.startsWith(':') ? given[index] !== '' : segment === given[index]));
}

/**
 * Whether a pathname opens a screen of the signed-in portal, as a visit names it: a reader
 * screen (the e-signature routes are open there too) for 'reader', an /admin screen for 'admin'.
 */
export function isScreenPath(pageType: 'reader' | 'admin', pathname: string): boolean {
  const screens =
    pageType === 'admin'
      ? [...Object.values(adminPaths), ...Object.values(adminFormPaths)]
      : [...Object.values(readerPaths), ...Object.values(formPaths), ...Object.values(eSignaturePaths)];
  return screens.some((screen) => matchesPattern(screen.pattern, pathname));
}
