import { matchesPattern, publicConnectionPath, signedOutPath } from '@portal/contract/paths';

/**
 * Whether this is the share link of a public newsletter article, readable without signing in.
 * Apart from the route table so the first script can tell public pages from signed-in ones
 * without loading it.
 */
export function isPublicConnectionPath(pathname: string): boolean {
  return matchesPattern(publicConnectionPath.pattern, pathname);
}

/** The page sign-out ends on (the identity provider sends the person back to it). */
export function isSignedOutPath(pathname: string): boolean {
  return matchesPattern(signedOutPath.pattern, pathname);
}
