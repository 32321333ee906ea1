import { User, type IdTokenClaims } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import {
  clearSignInAttempts,
  forgetSession,
  hasLiveSession,
  safeReturnTo,
  sessionExpired,
  storedSession,
  takeSignInAttempt,
  usernameFromProfile,
} from './sign-in-session.ts';
import { createUserManager } from './user-manager.ts';

const claims = (extra: Record<string, unknown>) =>
  ({ iss: 'https://idp.test', sub: 'sub-1', aud: 'portal', exp: 0, iat: 0, ...extra }) as IdTokenClaims;

describe('sign-in helpers', () => {
  it('takes the username claim, then preferred_username, then sub', () => {
    expect(usernameFromProfile(claims({ username: 'carer1', preferred_username: 'pref' }))).toBe('carer1');
    expect(usernameFromProfile(claims({ preferred_username: 'pref' }))).toBe('pref');
    expect(usernameFromProfile(claims({}))).toBe('sub-1');
  });

  it('restores only same-origin paths after sign-in', () => {
    expect(safeReturnTo({ returnTo: '/notices?x=1#top' })).toBe('/notices?x=1#top');
    expect(safeReturnTo({ returnTo: '//evil.test/' })).toBe('/');
    expect(safeReturnTo({ returnTo: 'https://evil.test/' })).toBe('/');
    expect(safeReturnTo({ returnTo: '/auth/callback?code=1' })).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });

  it('keeps tokens and sign-in state in sessionStorage, never localStorage', async () => {
    const manager = createUserManager(
      { campus: 'sydney', authority: 'https://idp.test', client_id: 'portal', scope: 'openid profile', time_zone: 'Australia/Sydney' },
      'https://portal.test',
    );
    expect(manager.settings.redirect_uri).toBe('https://portal.test/auth/callback');
    // Sign-out ends on the portal's own signed-out page, not the provider's.
    expect(manager.settings.post_logout_redirect_uri).toBe('https://portal.test/signed-out');
    expect(manager.settings.response_type).toBe('code');
    await manager.settings.userStore.set('user-probe', 'value');
    await manager.settings.stateStore.set('state-probe', 'value');
    expect(window.sessionStorage.length).toBe(2);
    expect(window.localStorage.length).toBe(0);
    forgetSession();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('reads the session oidc-client-ts stored, without loading the OIDC client', async () => {
    const config = { campus: 'sydney', authority: 'https://idp.test', client_id: 'portal', scope: 'openid profile', time_zone: 'Australia/Sydney' } as const;
    const manager = createUserManager(config, 'https://portal.test');
    const expiresAt = Math.floor(Date.now() / 1000) + 600;
    await manager.storeUser(
      new User({
        access_token: 'access-1',
        id_token: 'id-1',
        token_type: 'Bearer',
        expires_at: expiresAt,
        profile: claims({ username: 'carer1' }),
      }),
    );

    const session = storedSession(config.authority, config.client_id);
    expect(session).toMatchObject({ access_token: 'access-1', id_token: 'id-1', expires_at: expiresAt });
    expect(session && usernameFromProfile(session.profile)).toBe('carer1');
    expect(hasLiveSession()).toBe(true);
    expect(hasLiveSession((expiresAt + 1) * 1000)).toBe(false);
    expect(session && sessionExpired(session, (expiresAt + 1) * 1000)).toBe(true);
    expect(storedSession(config.authority, 'another-client')).toBeNull();
    forgetSession();
    expect(hasLiveSession()).toBe(false);
  });

  it('stops bouncing to the provider after a few quick attempts', () => {
    expect(takeSignInAttempt(1_000)).toBe(true);
    expect(takeSignInAttempt(2_000)).toBe(true);
    expect(takeSignInAttempt(3_000)).toBe(true);
    expect(takeSignInAttempt(4_000)).toBe(false);
    expect(takeSignInAttempt(1_000 + 3 * 60_000)).toBe(true);
    clearSignInAttempts();
  });
});
