import type { IdTokenClaims } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { clearSignInAttempts, safeReturnTo, takeSignInAttempt, usernameFromProfile } from './sign-in-session.ts';

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

  it('stops bouncing to the provider after a few quick attempts', () => {
    expect(takeSignInAttempt(1_000)).toBe(true);
    expect(takeSignInAttempt(2_000)).toBe(true);
    expect(takeSignInAttempt(3_000)).toBe(true);
    expect(takeSignInAttempt(4_000)).toBe(false);
    expect(takeSignInAttempt(1_000 + 3 * 60_000)).toBe(true);
    clearSignInAttempts();
  });
});
