import { createHash, randomBytes } from 'node:crypto';

export type ProviderTokens = { access_token: string; id_token: string; expires_in: number };

/** Keeps the identity provider's cookies between the hops of a sign-in, as a browser would. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The PWA's authorization request (code flow with PKCE) to a dev identity provider. */
export function authorizationRequest({ idpUrl, appUrl }: { idpUrl: string; appUrl: string }) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${appUrl}/auth/callback`;
  const url = new URL(`${idpUrl}/auth`);
  url.search = new URLSearchParams({
    client_id: 'portal-pwa',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email portal',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  }).toString();
  return { url: url.toString(), verifier, redirectUri };
}

/**
 * Signs a demo account in through a dev identity provider's real authorization-code flow with
 * PKCE (sign-in form included): what the PWA does, minus the browser. Returns the tokens and
 * the provider's cookies, which hold the person's session there (for signing out).
 */
export async function signInThroughProvider(options: {
  idpUrl: string;
  appUrl: string;
  username: string;
  password?: string;
}): Promise<{ tokens: ProviderTokens; cookies: CookieJar }> {
  const jar = new CookieJar();
  const { url: authorize, verifier, redirectUri } = authorizationRequest(options);

  async function hop(url: string, init: RequestInit = {}): Promise<string> {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`Sign-in stopped at ${url} with ${response.status}: ${await response.text()}`);
    return new URL(location, url).toString();
  }

  const interaction = await hop(authorize);
  let next = await hop(interaction, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: options.username, password: options.password ?? 'demo' }).toString(),
  });
  while (!next.startsWith(redirectUri)) next = await hop(next);
  const code = new URL(next).searchParams.get('code');
  if (!code) throw new Error(`No code in ${next}`);

  const response = await fetch(`${options.idpUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'portal-pwa', code_verifier: verifier }).toString(),
  });
  if (!response.ok) throw new Error(`Token exchange answered ${response.status}: ${await response.text()}`);
  return { tokens: (await response.json()) as ProviderTokens, cookies: jar };
}
