import { signedOutPath } from '@portal/contract/paths';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { CampusConfig } from '../api/get-campus-config.ts';
import { CALLBACK_PATH, OIDC_STORAGE_PREFIX } from './sign-in-session.ts';

/**
 * Authorization code flow; oidc-client-ts adds PKCE by itself. Tokens and the sign-in
 * state live in sessionStorage only: never localStorage or IndexedDB, where they would
 * outlive the tab and be readable by anything that later runs on the origin.
 *
 * Only loaded with import(): to sign in, finish the callback, renew the token or sign out.
 */
export function createUserManager(config: CampusConfig, origin: string): UserManager {
  const store = () => new WebStorageStateStore({ store: window.sessionStorage, prefix: OIDC_STORAGE_PREFIX });
  return new UserManager({
    authority: config.authority,
    client_id: config.client_id,
    scope: config.scope,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    // Sign-out ends on the portal's own page (the provider must list it for the client).
    post_logout_redirect_uri: `${origin}${signedOutPath.href()}`,
    response_type: 'code',
    userStore: store(),
    stateStore: store(),
    // The access token is meant for the BFF, so the identity provider's userinfo endpoint
    // may refuse it; the claims the portal needs come from the ID token.
    loadUserInfo: false,
    // Renewal works with a refresh token when the provider issues one; without it a 401
    // reloads the app and the redirect sign-in reuses the provider's session.
    automaticSilentRenew: true,
  });
}
