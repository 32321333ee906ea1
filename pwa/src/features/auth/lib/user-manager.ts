import { UserManager, WebStorageStateStore, type IdTokenClaims } from 'oidc-client-ts';
import type { CampusConfig } from '../api/get-campus-config.ts';

export const CALLBACK_PATH = '/auth/callback';

/** Every key oidc-client-ts writes starts with this, so a refused session can be swept. */
export const OIDC_STORAGE_PREFIX = 'portal.oidc.';

/**
 * Authorization code flow; oidc-client-ts adds PKCE by itself. Tokens and the sign-in
 * state live in sessionStorage only: never localStorage or IndexedDB, where they would
 * outlive the tab and be readable by anything that later runs on the origin.
 */
export function createUserManager(config: CampusConfig, origin: string): UserManager {
  const store = () => new WebStorageStateStore({ store: window.sessionStorage, prefix: OIDC_STORAGE_PREFIX });
  return new UserManager({
    authority: config.authority,
    client_id: config.client_id,
    scope: config.scope,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    userStore: store(),
    stateStore: store(),
    // The access token is meant for the BFF, so the identity provider's userinfo endpoint
    // may refuse it; the claims the portal needs come from the ID token.
    loadUserInfo: false,
    // Renewal works with a refresh token when the provider issues one; without it a 401
    // reloads the app and the redirect sign-in reuses the provider's session.
    automaticSilentRenew: true,
  });
}

/** Spec 2.3: the username claim, then preferred_username, then sub. */
export function usernameFromProfile(profile: IdTokenClaims): string {
  const claims = profile as IdTokenClaims & { username?: unknown };
  if (typeof claims.username === 'string' && claims.username) return claims.username;
  if (typeof profile.preferred_username === 'string' && profile.preferred_username) return profile.preferred_username;
  return profile.sub;
}

/** Only same-origin paths are restored after sign-in, so the state cannot send people away. */
export function safeReturnTo(state: unknown): string {
  const returnTo =
    typeof state === 'object' && state !== null && 'returnTo' in state ? (state as { returnTo: unknown }).returnTo : null;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//')) return '/';
  if (returnTo.startsWith(CALLBACK_PATH)) return '/';
  return returnTo;
}

/** Removes the stored session user and sign-in state (used when the BFF refuses a token). */
export function forgetSession(): void {
  const storage = window.sessionStorage;
  for (let index = storage.length - 1; index >= 0; index -= 1) {
    const key = storage.key(index);
    if (key?.startsWith(OIDC_STORAGE_PREFIX)) storage.removeItem(key);
  }
}

/**
 * Sign-in restarts when the user lookup fails (spec 2.3). If the provider keeps handing out
 * a token the BFF refuses, that would bounce forever; after a few quick attempts the person
 * sees an explanation instead.
 */
const ATTEMPTS_KEY = 'portal.signInAttempts';
const ATTEMPT_WINDOW_MS = 2 * 60_000;
const MAX_ATTEMPTS = 3;

function recentAttempts(now: number): number[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(ATTEMPTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((t): t is number => typeof t === 'number' && now - t < ATTEMPT_WINDOW_MS) : [];
  } catch {
    return [];
  }
}

/** Records a sign-in attempt; false when there were already too many just now. */
export function takeSignInAttempt(now = Date.now()): boolean {
  const attempts = recentAttempts(now);
  if (attempts.length >= MAX_ATTEMPTS) return false;
  window.sessionStorage.setItem(ATTEMPTS_KEY, JSON.stringify([...attempts, now]));
  return true;
}

export function clearSignInAttempts(): void {
  window.sessionStorage.removeItem(ATTEMPTS_KEY);
}
