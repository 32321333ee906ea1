import { signedOutPath } from '@portal/contract/paths';
import { ErrorTimeout, OidcClient, User, WebStorageStateStore, type OidcClientSettings } from 'oidc-client-ts';
import { browser } from '@/lib/browser.ts';
import type { CampusConfig } from '../api/get-campus-config.ts';
import { CALLBACK_PATH, OIDC_STORAGE_PREFIX } from './sign-in-session.ts';

/**
 * What the portal asks of the campus identity provider: the authorization code flow
 * (oidc-client-ts adds PKCE by itself). Tokens and the sign-in state live in sessionStorage
 * only: never localStorage or IndexedDB, where they would outlive the tab and be readable by
 * anything that later runs on the origin.
 */
export function oidcSettings(config: CampusConfig, origin: string): OidcClientSettings {
  return {
    authority: config.authority,
    client_id: config.client_id,
    scope: config.scope,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    // Sign-out ends on the portal's own page (the provider must list it for the client).
    post_logout_redirect_uri: `${origin}${signedOutPath.href()}`,
    response_type: 'code',
    stateStore: sessionStore(),
    // The access token is meant for the BFF, so the identity provider's userinfo endpoint
    // may refuse it; the claims the portal needs come from the ID token.
    loadUserInfo: false,
  };
}

const sessionStore = () => new WebStorageStateStore({ store: window.sessionStorage, prefix: OIDC_STORAGE_PREFIX });

/** As oidc-client-ts's UserManager: renewal starts this long before the access token expires. */
const RENEW_BEFORE_EXPIRY_S = 60;
/** As its timers: checked every few seconds against the clock, so a device waking from sleep renews at once. */
const RENEWAL_CHECK_MS = 5_000;
/** As its silent renewal: the token call's time limit, and the wait before trying again after it. */
const RENEWAL_TIMEOUT_S = 10;
const RETRY_AFTER_TIMEOUT_S = 5;

/** The browser is on its way to the provider; the promise settles only if the page comes back (back button). */
function leaveFor(url: string): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener('pageshow', () => resolve());
    browser.assign(url);
  });
}

/**
 * The portal's OIDC client, loaded only with import(): to sign in, finish the callback, renew
 * the token or sign out. oidc-client-ts's OidcClient does the protocol (PKCE, the code
 * exchange, the checks of the tokens, the refresh); this adds what the portal used of the
 * library's UserManager, the same way and in the same place: the user it stores (where
 * sign-in-session.ts reads it), redirects, and renewal with the refresh token before the
 * token expires. UserManager also carries popups, iframes and session monitoring the portal
 * never uses: 5.6 KB gzip of the sign-in visit's JavaScript, before its first screen.
 */
export class SignInClient {
  readonly settings: OidcClientSettings;
  private readonly client: OidcClient;
  private readonly userStore = sessionStore();
  private readonly onUserLoaded: (user: User) => void;
  private renewalCheck: number | null = null;

  constructor(config: CampusConfig, origin: string, { onUserLoaded = () => {} }: { onUserLoaded?: (user: User) => void } = {}) {
    this.settings = oidcSettings(config, origin);
    this.client = new OidcClient(this.settings);
    this.onUserLoaded = onUserLoaded;
    // A session already in this tab is renewed too.
    void this.storedUser().then((user) => {
      if (user) this.renewBeforeExpiry(user);
    });
  }

  /** oidc-client-ts's key for the user: `user:<authority>:<client_id>`, under the prefix. */
  private get userKey(): string {
    return `user:${this.client.settings.authority}:${this.client.settings.client_id}`;
  }

  private async storedUser(): Promise<User | null> {
    const stored = await this.userStore.get(this.userKey);
    return stored ? User.fromStorageString(stored) : null;
  }

  private async keep(user: User): Promise<void> {
    await this.userStore.set(this.userKey, user.toStorageString());
    this.renewBeforeExpiry(user);
    this.onUserLoaded(user);
  }

  /** Sends the browser to the provider's sign-in page; `state` comes back with the callback. */
  async signinRedirect({ state }: { state: unknown }): Promise<void> {
    const request = await this.client.createSigninRequest({ request_type: 'si:r', state });
    await leaveFor(request.url);
  }

  /** Finishes sign-in at the callback address: exchanges the code and keeps the user in this tab. */
  async signinRedirectCallback(url = window.location.href): Promise<User> {
    const response = await this.client.processSigninResponse(url);
    const user = new User(response);
    await this.keep(user);
    return user;
  }

  /** Forgets the user in this tab and ends the session at the provider, which sends the browser to signed-out. */
  async signoutRedirect({ id_token_hint }: { id_token_hint?: string | undefined } = {}): Promise<void> {
    const idToken = id_token_hint || (await this.storedUser())?.id_token;
    this.stopRenewal();
    await this.userStore.remove(this.userKey);
    const request = await this.client.createSignoutRequest({ request_type: 'so:r', id_token_hint: idToken });
    await leaveFor(request.url);
  }

  private stopRenewal(): void {
    if (this.renewalCheck !== null) window.clearInterval(this.renewalCheck);
    this.renewalCheck = null;
  }

  /** A token that has not expired yet is renewed shortly before it does (never one already expired). */
  private renewBeforeExpiry(user: User): void {
    this.stopRenewal();
    const expiresIn = user.expires_in;
    if (expiresIn === undefined || expiresIn <= 0) return;
    this.renewAfter(Math.max(expiresIn - RENEW_BEFORE_EXPIRY_S, 1));
  }

  private renewAfter(seconds: number): void {
    this.stopRenewal();
    const due = Date.now() + seconds * 1000;
    this.renewalCheck = window.setInterval(() => {
      if (Date.now() < due) return;
      this.stopRenewal();
      void this.renew();
    }, Math.min(seconds * 1000, RENEWAL_CHECK_MS));
  }

  /**
   * With the refresh token, when the provider issued one; without it the token simply
   * expires, and the next call's 401 reloads the app, whose redirect sign-in reuses the
   * provider's session. A call that timed out is tried again; any other failure ends renewal.
   */
  private async renew(): Promise<void> {
    try {
      const user = await this.storedUser();
      if (!user?.refresh_token) throw new Error('No refresh token to renew the session with');
      const state = {
        refresh_token: user.refresh_token,
        id_token: user.id_token,
        session_state: user.session_state,
        scope: user.scope,
        profile: user.profile,
        data: user.state,
      };
      const response = await this.client.useRefreshToken({ state, timeoutInSeconds: RENEWAL_TIMEOUT_S });
      await this.keep(new User({ ...state, ...response }));
    } catch (error) {
      if (error instanceof ErrorTimeout) {
        this.renewAfter(RETRY_AFTER_TIMEOUT_S);
        return;
      }
      console.warn('The session could not be renewed', error);
    }
  }
}

export function createSignInClient(
  config: CampusConfig,
  origin: string,
  options?: { onUserLoaded?: (user: User) => void },
): SignInClient {
  return new SignInClient(config, origin, options);
}
