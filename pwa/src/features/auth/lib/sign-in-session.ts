/**
 * The session in this tab, read and cleared without oidc-client-ts: a signed-in visit needs
 * only the stored token, so the OIDC client (a twelfth of the reader's JavaScript) loads only
 * to sign in, renew the token or sign out (lib/sign-in-client.ts).
 */
export const CALLBACK_PATH = '/auth/callback';

/** Every key oidc-client-ts writes starts with this, so a refused session can be swept. */
export const OIDC_STORAGE_PREFIX = 'portal.oidc.';

/** The ID token claims the portal reads. */
export type SessionProfile = { sub: string; username?: unknown; preferred_username?: unknown };

/** The fields of oidc-client-ts's stored user that a signed-in visit uses. */
export type StoredSession = {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  /** Seconds since the epoch, as oidc-client-ts stores it. */
  expires_at?: number;
  profile: SessionProfile;
};

/** Where oidc-client-ts's WebStorageStateStore keeps the user (checked against it in a test). */
function sessionStorageKey(authority: string, clientId: string): string {
  return `${OIDC_STORAGE_PREFIX}user:${authority}:${clientId}`;
}

function parseSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSession> | null;
    if (!parsed || typeof parsed.access_token !== 'string' || typeof parsed.profile?.sub !== 'string') return null;
    return parsed as StoredSession;
  } catch {
    return null;
  }
}

/** oidc-client-ts's rule: without expires_at a token does not expire. */
export function sessionExpired(session: StoredSession, now = Date.now()): boolean {
  return session.expires_at !== undefined && session.expires_at * 1000 <= now;
}

/** The stored session for this campus's provider and client, expired or not. */
export function storedSession(authority: string, clientId: string): StoredSession | null {
  try {
    return parseSession(window.sessionStorage.getItem(sessionStorageKey(authority, clientId)));
  } catch {
    return null;
  }
}

/**
 * The unexpired session in this tab, found before the campus settings are known (one origin
 * serves one campus, so any stored user is this campus's).
 */
export function liveSessionInTab(now = Date.now()): StoredSession | null {
  try {
    const storage = window.sessionStorage;
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(`${OIDC_STORAGE_PREFIX}user:`)) continue;
      const session = parseSession(storage.getItem(key));
      if (session && !sessionExpired(session, now)) return session;
    }
  } catch {
    // Storage blocked: no session can be kept, so there is none.
  }
  return null;
}

/** The first script sends a visitor without one to sign in before loading any screen. */
export function hasLiveSession(now = Date.now()): boolean {
  return liveSessionInTab(now) !== null;
}

/** Spec 2.3: the username claim, then preferred_username, then sub. */
export function usernameFromProfile(profile: SessionProfile): string {
  if (typeof profile.username === 'string' && profile.username) return profile.username;
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
