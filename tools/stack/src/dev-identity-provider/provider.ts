import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { IncomingMessage } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { signedOutPath, type Campus } from '@portal/contract';
import { claimsOf, DEMO_DIRECTORY_CLAIM, demoAccountsOf, subjectOf } from './demo-accounts.ts';
import { signInPage, signOutPage } from './pages.ts';

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

/** What confirming a sign-out takes: oidc-provider's confirm address and the session's xsrf token. */
type SignOutConfirmation = { action: string; xsrf: string };

/**
 * A sign-out request carrying an ID token this provider issued (oidc-provider has checked its
 * signature and audience) to the person of this browser's session: as real providers do, it
 * ends the session without asking. Anything else (no hint, or another person's) is asked.
 */
function confirmedByHint(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint;
  return hint !== undefined && typeof hint.payload.sub === 'string' && hint.payload.sub === ctx.oidc.session?.accountId;
}

/**
 * Answers the end-session form on the browser's behalf, once the session with its sign-out
 * state is saved (oidc-provider's session middleware has finished): the confirm endpoint
 * ends the session and answers with the cookie that clears it and the redirect to the
 * portal's signed-out page, which the browser gets in place of the question.
 */
async function endSessionAtOnce(ctx: KoaContextWithOIDC, { action, xsrf }: SignOutConfirmation): Promise<void> {
  const answer = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: ctx.get('cookie') },
    body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  const location = answer.headers.get('location');
  // Not ended: the question stays, and the person answers it.
  if (answer.status !== 303 || !location) return;
  ctx.remove('Set-Cookie');
  for (const cookie of answer.headers.getSetCookie()) ctx.append('Set-Cookie', cookie);
  ctx.remove('Content-Security-Policy');
  ctx.status = 303;
  ctx.redirect(location);
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
        // With the session's own ID token as its hint the session ends at once (see
        // endSessionAtOnce); otherwise the provider asks, on a page of its own.
        async logoutSource(ctx, form) {
          if (confirmedByHint(ctx)) {
            const confirmation: SignOutConfirmation = { action: ctx.oidc.urlFor('end_session_confirm'), xsrf: String(ctx.oidc.session?.state?.secret) };
            ctx.state.signOutConfirmation = confirmation;
          }
          ctx.set('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${options.appOrigins.join(' ')}; frame-ancestors 'none'`);
          ctx.body = signOutPage({ campus: options.campus, form });
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
    await next();
    const confirmation = (ctx.state as { signOutConfirmation?: SignOutConfirmation }).signOutConfirmation;
    if (confirmation) await endSessionAtOnce(ctx as KoaContextWithOIDC, confirmation);
  });

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
    listen(port: number, host = '127.0.0.1'): Promise<Server> {
      const server = createServer(provider.callback());
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server));
      });
    },
  };
}
