import { eSignaturePaths, matchesPattern, readerPaths, withoutTrailingSlash, type Path } from './paths.ts';

type PatternOf<Paths> = Paths[keyof Paths] extends Path<infer Pattern> ? Pattern : never;

/**
 * Spec 2.1 route table: the PWA's reader routes and its e-signature routes. Nothing in the
 * first script reads READER_ROUTES, so it is marked pure for the bundler to leave it out there.
 */
export const READER_ROUTES = /* @__PURE__ */ Object.values(readerPaths).map(({ pattern }) => pattern) as PatternOf<typeof readerPaths>[];
export const E_SIGNATURE_ROUTES = Object.values(eSignaturePaths).map(({ pattern }) => pattern) as PatternOf<typeof eSignaturePaths>[];

/** Spec 2.2: the routes open whatever the school's tiles are. */
const ALWAYS_ALLOWED: readonly Path<string>[] = [
  readerPaths.home,
  ...Object.values(eSignaturePaths),
  readerPaths.studentGoals,
  readerPaths.place,
  readerPaths.placePage,
  readerPaths.courseDirectory,
  readerPaths.learningAreaCourses,
  readerPaths.parentDashboard,
  readerPaths.newStudents,
  readerPaths.schoolPsychologyRequest,
  readerPaths.metrics,
];

/** The first path segment of a route or tile url ("/notices/notice_details/3" -> "notices"). */
function section(path: string): string {
  return withoutTrailingSlash(path).split('/')[1] ?? '';
}

/**
 * Spec 2.2: a path is allowed when it is always allowed or matches a tile url of the
 * school's tile settings (a tile for /notices opens /notices and its detail pages).
 */
export function isRouteAllowed(pathname: string, tileUrls: readonly string[]): boolean {
  const path = withoutTrailingSlash(pathname);
  if (ALWAYS_ALLOWED.some(({ pattern }) => matchesPattern(pattern, path))) return true;
  const wanted = section(path);
  return tileUrls.some((url) => {
    const tilePath = url.startsWith('http') ? new URL(url).pathname : url;
    return section(tilePath) !== '' && section(tilePath) === wanted;
  });
}

/** Spec 2.1: a URL containing an e-signature route's name and carrying a query string skips sign-in. */
export function isPublicESignatureUrl(pathname: string, search: string): boolean {
  return search.length > 1 && E_SIGNATURE_ROUTES.some((route) => pathname.includes(route.slice(1)));
}
