import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { signedOutPath } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { createDevIdentityProvider } from './provider.ts';
import { authorizationRequest, signInThroughProvider, type CookieJar } from './sign-in-flow.ts';

/** The portal's origin as the provider knows it; nothing is served there (redirects are not followed). */
const APP_URL = 'http://localhost:3999';
const SIGNED_OUT = `${APP_URL}${signedOutPath.href()}`;

let idpUrl = '';
let server: Server | undefined;

beforeAll(async () => {
  const port = await freePort();
  idpUrl = `http://127.0.0.1:${port}`;
  const provider = await createDevIdentityProvider({
    campus: 'sydney',
    issuer: idpUrl,
    clientId: 'portal-pwa',
    audience: 'http://bff.test',
    appOrigins: [APP_URL],
    stateDir: mkdtempSync(path.join(os.tmpdir(), 'dev-idp-')),
  });
  server = await provider.listen(port);
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** The PWA's sign-out: the provider's end-session endpoint, in the browser holding `cookies`. */
async function signOut(cookies: CookieJar, params: Record<string, string>): Promise<Response> {
  const url = new URL(`${idpUrl}/session/end`);
  url.search = new URLSearchParams({ post_logout_redirect_uri: SIGNED_OUT, ...params }).toString();
  const answer = await fetch(url, { redirect: 'manual', headers: { cookie: cookies.header() } });
  cookies.store(answer);
  return answer;
}

/** Where the provider sends a sign-in from this browser: straight back to the portal while its session lasts, else to its sign-in form. */
async function signInGoesTo(cookies: CookieJar): Promise<'portal' | 'sign-in form'> {
  const answer = await fetch(authorizationRequest({ idpUrl, appUrl: APP_URL }).url, { redirect: 'manual', headers: { cookie: cookies.header() } });
  const location = answer.headers.get('location') ?? '';
  if (location.startsWith(`${APP_URL}/auth/callback`)) return 'portal';
  if (new URL(location, idpUrl).pathname.startsWith('/interaction/')) return 'sign-in form';
  throw new Error(`Sign-in went to ${answer.status} ${location}`);
}

describe('dev identity provider: sign-out', () => {
  it("ends the session at once, without a page, when the request carries the session's own ID token, and sends the person to the portal's signed-out page", async () => {
    const { tokens, cookies } = await signInThroughProvider({ idpUrl, appUrl: APP_URL, username: 'carer1' });
    expect(await signInGoesTo(cookies)).toBe('portal');

    const answer = await signOut(cookies, { id_token_hint: tokens.id_token, state: 'from-the-portal' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${SIGNED_OUT}?state=from-the-portal`);
    expect(await signInGoesTo(cookies)).toBe('sign-in form');
  });

  it('asks first when the request does not say whose session it ends, and keeps the session until answered', async () => {
    const { cookies } = await signInThroughProvider({ idpUrl, appUrl: APP_URL, username: 'carer1' });

    const answer = await signOut(cookies, { client_id: 'portal-pwa' });
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain('Sign out of the School Portal?');
    expect(page).toContain('<button type="submit" form="op.logoutForm">Sign out</button>');
    expect(await signInGoesTo(cookies)).toBe('portal');
  });

  it("asks first when the ID token is another person's", async () => {
    const { cookies } = await signInThroughProvider({ idpUrl, appUrl: APP_URL, username: 'carer1' });
    const { tokens: someoneElse } = await signInThroughProvider({ idpUrl, appUrl: APP_URL, username: 'carer2' });

    const answer = await signOut(cookies, { id_token_hint: someoneElse.id_token });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Sign out of the School Portal?');
    expect(await signInGoesTo(cookies)).toBe('portal');
  });
});
