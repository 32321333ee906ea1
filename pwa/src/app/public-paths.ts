/**
 * The share link of a public newsletter article (outside the spec's table: "a further group
 * of routes exists that is not shown"). Readable without signing in. Apart from the route
 * table so the first script can tell public pages from signed-in ones without loading it.
 */
export const PUBLIC_CONNECTION_ROUTE = '/public/connections/:id';

export function isPublicConnectionPath(pathname: string): boolean {
  return /^\/public\/connections\/[^/]+\/?$/.test(pathname);
}
