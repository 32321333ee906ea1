import type { IdTokenClaims } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import {
  clearSignInAttempts,
  createUserManager,
  forgetSession,
  safeReturnTo,
  takeSignInAttempt,
  usernameFromProfile,
} from './user-manager.ts';

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
      { campus: 'sydney', authority: 'https://idp.test', client_id: 'portal', scope: 'openid profile' },
      'https://portal.test',
    );
    expect(manager.settings.redirect_uri).toBe('https://portal.test/auth/callback');
    expect(manager.settings.response_type).toBe('code');
    await manager.settings.userStore.set('user-probe', 'value');
    await manager.settings.stateStore.set('state-probe', 'value');
    expect(window.sessionStorage.length).toBe(2);
    expect(window.localStorage.length).toBe(0);
    forgetSession();
    expect(window.sessionStorage.length).toBe(0);
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
