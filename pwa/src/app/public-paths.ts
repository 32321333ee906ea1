import { matchesPattern, publicConnectionPath } from '@portal/contract/paths';

/**
 * Whether this is the share link of a public newsletter article, readable without signing in.
 * Apart from the route table so the first script can tell public pages from signed-in ones
 * without loading it.
 */
export function isPublicConnectionPath(pathname: string): boolean {
  return matchesPattern(publicConnectionPath.pattern, pathname);
}
