import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser.ts';
import { createSignInClient, type SignInClient } from './sign-in-client.ts';
import { forgetSession, hasLiveSession, sessionExpired, storedSession, usernameFromProfile } from './sign-in-session.ts';

const config = { campus: 'sydney', authority: 'https://idp.test', client_id: 'portal', scope: 'openid profile', time_zone: 'Australia/Sydney' } as const;
const origin = 'https://portal.test';

const base64Url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An ID token as the provider issues it (oidc-client-ts reads its claims; the BFF checks signatures). */
function idToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64Url({ alg: 'RS256', typ: 'JWT' })}.${base64Url({ iss: config.authority, aud: config.client_id, iat: now, exp: now + 600, ...claims })}.signature`;
}

type Tokens = { access_token: string; refresh_token?: string; expires_in: number; id_token?: string };

/** The campus identity provider: its discovery document and its token endpoint, which answers each grant with `tokens`. */
function stubProvider(tokens: (grant: URLSearchParams) => Tokens) {
  const grants: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === `${config.authority}/.well-known/openid-configuration`) {
        return Response.json({
          issuer: config.authority,
          authorization_endpoint: `${config.authority}/auth`,
          token_endpoint: `${config.authority}/token`,
          end_session_endpoint: `${config.authority}/session/end`,
        });
      }
      if (url === `${config.authority}/token`) {
        const grant = new URLSearchParams(String(init.body));
        grants.push(grant);
        return Response.json({ token_type: 'Bearer', scope: config.scope, ...tokens(grant) });
      }
      return new Response(null, { status: 404 });
    }),
  );
  return grants;
}

/** Where the client sent the browser (the provider's pages are outside a unit test). */
function stubNavigation() {
  return vi.spyOn(browser, 'assign').mockImplementation(() => {});
}

/** Signs in as carer1 through the provider: the redirect, then the callback with its code. */
async function signIn(client: SignInClient, navigation: ReturnType<typeof stubNavigation>) {
  void client.signinRedirect({ state: { returnTo: '/notices' } });
  await vi.waitFor(() => expect(navigation).toHaveBeenCalled());
  const authorize = new URL(navigation.mock.lastCall?.[0] ?? '');
  const user = await client.signinRedirectCallback(`${origin}/auth/callback?code=code-1&state=${authorize.searchParams.get('state')}`);
  return { authorize, user };
}

const carer = { sub: 'sub-1', username: 'carer1' };

describe('the sign-in client (oidc-client-ts)', () => {
  beforeEach(() => {
    forgetSession();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps tokens and sign-in state in sessionStorage, never localStorage', async () => {
    stubProvider(() => ({ access_token: 'access-1', id_token: idToken(carer), expires_in: 600 }));
    const navigation = stubNavigation();
    const client = createSignInClient(config, origin);
    expect(client.settings.redirect_uri).toBe('https://portal.test/auth/callback');
    // Sign-out ends on the portal's own signed-out page, not the provider's.
    expect(client.settings.post_logout_redirect_uri).toBe('https://portal.test/signed-out');
    expect(client.settings.response_type).toBe('code');

    void client.signinRedirect({ state: { returnTo: '/notices' } });
    await vi.waitFor(() => expect(navigation).toHaveBeenCalled());
    // The sign-in state (with the PKCE verifier) waits for the callback in this tab.
    expect(Object.keys(window.sessionStorage)).toEqual([expect.stringMatching(/^portal\.oidc\./)]);
    const state = new URL(navigation.mock.lastCall?.[0] ?? '').searchParams.get('state');
    await client.signinRedirectCallback(`${origin}/auth/callback?code=code-1&state=${state}`);
    expect(Object.keys(window.sessionStorage)).toEqual([`portal.oidc.user:${config.authority}:${config.client_id}`]);
    expect(window.localStorage.length).toBe(0);
    forgetSession();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('signs in with the authorization code flow and PKCE, and comes back with the state it was given', async () => {
    const grants = stubProvider(() => ({ access_token: 'access-1', id_token: idToken(carer), expires_in: 600 }));
    const { authorize, user } = await signIn(createSignInClient(config, origin), stubNavigation());

    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://idp.test/auth');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'portal',
      redirect_uri: 'https://portal.test/auth/callback',
      response_type: 'code',
      scope: 'openid profile',
      code_challenge_method: 'S256',
    });
    expect(grants).toHaveLength(1);
    expect(Object.fromEntries(grants[0] ?? [])).toMatchObject({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: 'https://portal.test/auth/callback',
      code_verifier: expect.any(String),
    });
    expect(user.state).toEqual({ returnTo: '/notices' });
    expect(user.access_token).toBe('access-1');
  });

  it('stores the session where the signed-in app reads it without the OIDC client', async () => {
    stubProvider(() => ({ access_token: 'access-1', id_token: idToken(carer), expires_in: 600 }));
    const { user } = await signIn(createSignInClient(config, origin), stubNavigation());
    const expiresAt = user.expires_at ?? 0;

    const session = storedSession(config.authority, config.client_id);
    expect(session).toMatchObject({ access_token: 'access-1', id_token: user.id_token, expires_at: expiresAt });
    expect(session && usernameFromProfile(session.profile)).toBe('carer1');
    expect(hasLiveSession()).toBe(true);
    expect(hasLiveSession((expiresAt + 1) * 1000)).toBe(false);
    expect(session && sessionExpired(session, (expiresAt + 1) * 1000)).toBe(true);
    expect(storedSession(config.authority, 'another-client')).toBeNull();
    forgetSession();
    expect(hasLiveSession()).toBe(false);
  });

  it('renews the token with the refresh token a minute before it expires, and hands the new one on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    let issued = 0;
    const grants = stubProvider(() => {
      issued += 1;
      return { access_token: `access-${issued}`, refresh_token: `refresh-${issued}`, id_token: idToken(carer), expires_in: 600 };
    });
    const onUserLoaded = vi.fn();
    await signIn(createSignInClient(config, origin, { onUserLoaded }), stubNavigation());
    expect(onUserLoaded).toHaveBeenLastCalledWith(expect.objectContaining({ access_token: 'access-1' }));

    await vi.advanceTimersByTimeAsync(530_000);
    expect(grants).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(grants).toHaveLength(2);
    expect(Object.fromEntries(grants[1] ?? [])).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'refresh-1' });
    expect(onUserLoaded).toHaveBeenLastCalledWith(expect.objectContaining({ access_token: 'access-2' }));
    expect(storedSession(config.authority, config.client_id)).toMatchObject({ access_token: 'access-2', refresh_token: 'refresh-2' });

    // The renewed token is renewed in its turn.
    await vi.advanceTimersByTimeAsync(545_000);
    expect(grants).toHaveLength(3);
    expect(storedSession(config.authority, config.client_id)).toMatchObject({ access_token: 'access-3' });
  });

  it('renews the session already in the tab once loaded (a visit that reused it loads the client before expiry)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const grants = stubProvider(() => ({ access_token: 'access-1', refresh_token: 'refresh-1', id_token: idToken(carer), expires_in: 90 }));
    await signIn(createSignInClient(config, origin), stubNavigation());
    // The page reloads: the session stays in the tab, the client that stored it is gone.
    vi.clearAllTimers();
    grants.length = 0;

    const onUserLoaded = vi.fn();
    createSignInClient(config, origin, { onUserLoaded });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(grants).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(grants.map((grant) => grant.get('grant_type'))).toEqual(['refresh_token']);
    expect(onUserLoaded).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'access-1' }));
  });

  it('without a refresh token, leaves the token to expire (the next 401 signs in again)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const grants = stubProvider(() => ({ access_token: 'access-1', id_token: idToken(carer), expires_in: 600 }));
    await signIn(createSignInClient(config, origin), stubNavigation());

    await vi.advanceTimersByTimeAsync(700_000);
    expect(grants).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
    expect(storedSession(config.authority, config.client_id)).toMatchObject({ access_token: 'access-1' });
  });

  it('signs out at the provider with the ID token, back to the portal, forgetting the session in this tab', async () => {
    stubProvider(() => ({ access_token: 'access-1', id_token: idToken(carer), expires_in: 600 }));
    const navigation = stubNavigation();
    const client = createSignInClient(config, origin);
    const { user } = await signIn(client, navigation);

    void client.signoutRedirect({ id_token_hint: user.id_token });
    await vi.waitFor(() => expect(navigation).toHaveBeenCalledTimes(2));
    const endSession = new URL(navigation.mock.lastCall?.[0] ?? '');
    expect(`${endSession.origin}${endSession.pathname}`).toBe('https://idp.test/session/end');
    expect(endSession.searchParams.get('id_token_hint')).toBe(user.id_token);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe('https://portal.test/signed-out');
    expect(storedSession(config.authority, config.client_id)).toBeNull();
  });
});
