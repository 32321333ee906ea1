import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { IncomingMessage } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';
import { signedOutPath, type Campus } from '@portal/contract';
import { claimsOf, DEMO_DIRECTORY_CLAIM, demoAccountsOf, subjectOf } from './demo-accounts.ts';
import { signInPage } from './sign-in-page.ts';

export type DevIdentityProviderOptions = {
  /** Whose people sign in here: each campus has its own provider and issuer. */
  campus: Campus;
  /** e.g. http://127.0.0.1:4000 */
  issuer: string;
  clientId: string;
  /** The `aud` of access tokens, i.e. the BFF as a resource server. */
  audience: string;
  /** Origins the PWA may be opened on; each gets `<origin>/auth/callback` as a redirect URI. */
  appOrigins: string[];
  /** Where the signing key and cookie secret are kept, so sessions outlive a restart. */
  stateDir: string;
};

type ProviderState = { jwk: JWK; cookieKey: string };

/** Submits the end-session form at once, agreeing to sign out (`logout=yes`). */
const AUTO_SUBMIT = "document.getElementById('op.logoutForm').submit();";
const AUTO_SUBMIT_HASH = `sha256-${createHash('sha256').update(AUTO_SUBMIT).digest('base64')}`;

/**
 * The end-session page: oidc-provider's form (its action and xsrf token) with the answer yes,
 * sent by the script at once; without script, one button does it.
 */
function signOutPage(form: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Signing out - School Portal (development sign-in)</title></head>
<body>
<main>
<h1>Signing out</h1>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<button type="submit" form="op.logoutForm">Sign out</button>
</main>
<script>${AUTO_SUBMIT}</script>
</body>
</html>`;
}

async function loadState(stateDir: string, campus: Campus): Promise<ProviderState> {
  const file = path.join(stateDir, `dev-identity-provider-${campus}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ProviderState;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') };
  const state = { jwk, cookieKey: randomBytes(32).toString('hex') };
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(file, JSON.stringify(state), { mode: 0o600 });
  return state;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 10_000) throw Object.assign(new Error('Form too large'), { status: 413, expose: true });
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID Connect provider (oidc-provider) with one campus's demo accounts: code flow
 * with PKCE, discovery, JWKS and JWT access tokens (RFC 9068 `typ: at+jwt`) for the BFF.
 * Used when no campus issuer is set; each campus gets its own, with its own signing key.
 */
export async function createDevIdentityProvider(options: DevIdentityProviderOptions) {
  const { jwk, cookieKey } = await loadState(options.stateDir, options.campus);
  const accounts = demoAccountsOf(options.campus);
  const bySubject = (sub: string) => accounts.find((candidate) => subjectOf(candidate) === sub);
  const redirectUris = options.appOrigins.map((origin) => `${origin}/auth/callback`);
  const resourceServer = { scope: 'portal', audience: options.audience, accessTokenFormat: 'jwt' as const, accessTokenTTL: 3600 };

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        redirect_uris: redirectUris,
        // Sign-out ends on the portal's own signed-out page, on whichever origin it was opened.
        post_logout_redirect_uris: options.appOrigins.map((origin) => `${origin}${signedOutPath.href()}`),
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    // Both campuses' providers run on one host name in development, and cookies ignore ports.
    cookies: {
      keys: [cookieKey],
      names: { session: `_session_${options.campus}`, interaction: `_interaction_${options.campus}`, resume: `_interaction_resume_${options.campus}` },
    },
    pkce: { required: () => true },
    // 'portal' is not listed: it is the BFF's resource scope, granted per resource below.
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['username', 'given_name', 'family_name', 'role', 'orgUnit', 'carerNumber', DEMO_DIRECTORY_CLAIM],
      email: ['email'],
    },
    // The PWA reads the profile from the ID token; it never calls userinfo.
    conformIdTokenClaims: false,
    async findAccount(_ctx, id) {
      const account = bySubject(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => claimsOf(account) };
    },
    async extraTokenClaims(_ctx, token) {
      const account = 'accountId' in token && token.accountId ? bySubject(token.accountId) : undefined;
      return account ? claimsOf(account) : undefined;
    },
    clientBasedCORS(_ctx, origin) {
      return options.appOrigins.includes(origin);
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // A real end-session (the session is destroyed and the person sent to the portal's
        // signed-out page), without stopping on the provider's "Do you want to sign-out?" page.
        async logoutSource(ctx, form) {
          ctx.set('Content-Security-Policy', `default-src 'none'; script-src '${AUTO_SUBMIT_HASH}'; form-action 'self' ${options.appOrigins.join(' ')}; frame-ancestors 'none'`);
          ctx.body = signOutPage(form);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => options.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== options.audience) throw new Error('unknown resource');
          return resourceServer;
        },
      },
    },
    // First-party app: no consent screen, the grant covers what the portal asks for.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(options.audience, 'portal');
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: { AccessToken: 3600, IdToken: 3600, Session: 8 * 3600, Interaction: 3600, Grant: 8 * 3600 },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Sign-in error</title><h1>Sign-in error</h1><p>${String(out.error_description ?? out.error).replace(/[<>&]/g, '')}</p>`;
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = false;

  provider.use(async (ctx, next) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(ctx.path);
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' " + options.appOrigins.join(' ') + "; frame-ancestors 'none'");
    if (ctx.method === 'GET') {
      ctx.type = 'html';
      ctx.body = signInPage({ action: ctx.path, campus: options.campus, usernames: accounts.map((a) => a.username) });
      return;
    }
    if (ctx.method !== 'POST') ctx.throw(405);
    const form = await readForm(ctx.req);
    const username = (form.get('username') ?? '').trim();
    const account = accounts.find((candidate) => candidate.username === username);
    if (!account || account.password !== form.get('password')) {
      ctx.status = 401;
      ctx.type = 'html';
      ctx.body = signInPage({ action: ctx.path, campus: options.campus, usernames: accounts.map((a) => a.username), error: 'Wrong username or password.', username });
      return;
    }
    const result =
      details.prompt.name === 'login'
        ? { login: { accountId: subjectOf(account) } }
        : { consent: {} };
    ctx.redirect(await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false }));
  });

  return {
    provider,
    /** Serves until its process ends (the launcher stops or restarts it: dev-identity-provider/serve.ts). */
    listen(port: number, host = '127.0.0.1'): Promise<void> {
      const server = createServer(provider.callback());
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
    },
  };
}
