/** Spec 2.1 route table and 2.2 guard rules: the PWA routes and which are always allowed. */
export const READER_ROUTES = [
  '/',
  '/connections',
  '/connections/connection_details/:id',
  '/notices',
  '/notices/notice_details/:id',
  '/calendar',
  '/calendar/calendar_details/:id',
  '/absences',
  '/absences/notify-absence/:id',
  '/absences/extended-leave',
  '/absences/extended-leave/:id',
  '/absences/edit-absence-reason/:stduentNumber/:id',
  '/financial-info',
  '/emergency-brodcast',
  '/year-info',
  '/places/:slug',
  '/places/:slug/:pageSlug',
  '/key-learning-area',
  '/key-learning-area/:id',
  '/parent-dashboard',
  '/new-students',
  '/student-goals',
  '/school-psychology-request',
  '/metrics',
] as const;

export const E_SIGNATURE_ROUTES = ['/docusign', '/docusign_interview', '/docusignpk', '/docusignpkkps'] as const;

const ALWAYS_ALLOWED = [
  /^\/$/,
  /^\/docusign$/,
  /^\/docusign_interview$/,
  /^\/docusignpk$/,
  /^\/docusignpkkps$/,
  /^\/student-goals$/,
  /^\/places\/[^/]+$/,
  /^\/places\/[^/]+\/[^/]+$/,
  /^\/key-learning-area$/,
  /^\/key-learning-area\/[^/]+$/,
  /^\/parent-dashboard$/,
  /^\/new-students$/,
  /^\/school-psychology-request$/,
  /^\/metrics$/,
];

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The first path segment of a route or tile url ("/notices/notice_details/3" -> "notices"). */
function section(path: string): string {
  return trimSlash(path).split('/')[1] ?? '';
}

/**
 * Spec 2.2: a path is allowed when it is always allowed or matches a tile url of the
 * school's tile settings (a tile for /notices opens /notices and its detail pages).
 */
export function isRouteAllowed(pathname: string, tileUrls: readonly string[]): boolean {
  const path = trimSlash(pathname);
  if (ALWAYS_ALLOWED.some((pattern) => pattern.test(path))) return true;
  const wanted = section(path);
  return tileUrls.some((url) => {
    const tilePath = url.startsWith('http') ? new URL(url).pathname : url;
    return section(tilePath) !== '' && section(tilePath) === wanted;
  });
}

/** Spec 2.1: e-signature URLs carrying a query string skip sign-in. */
export function isPublicESignatureUrl(pathname: string, search: string): boolean {
  return search.length > 1 && /docusign|docusignpk|docusignpkkps|docusign_interview/.test(pathname);
}
