import type { UserRecord } from '@portal/contract';
import type { User, UserManager } from 'oidc-client-ts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Loading } from '@/components/ui/loading.tsx';
import { browser } from '@/lib/browser.ts';
import { configureApiClient, isNetworkError } from '@/lib/api-client.ts';
import { clearOfflineData } from '@/offline/clear-offline-data.ts';
import type { PortalDatabase } from '@/offline/database.ts';
import { readDocument, saveDocument } from '@/offline/lists.ts';
import { deleteOfflineDatabase, openOfflineDatabase, savedScopes, type OfflineScope } from '@/offline/session.ts';
import { getCampusConfig, type CampusConfig } from '../api/get-campus-config.ts';
import { getUser } from '../api/get-user.ts';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth.ts';
import {
  CALLBACK_PATH,
  clearSignInAttempts,
  createUserManager,
  forgetSession,
  safeReturnTo,
  takeSignInAttempt,
  usernameFromProfile,
} from '../lib/user-manager.ts';
import { saveCampusConfig, savedCampusConfig } from '../lib/saved-campus-config.ts';

type State =
  | { status: 'loading' }
  | { status: 'signIn'; returnTo?: string }
  | { status: 'signedIn'; user: UserRecord }
  | { status: 'error'; message: string; canRetrySignIn: boolean };

type AuthProviderProps = {
  children: ReactNode;
  /** Replaces the current entry with the path saved before sign-in; resolves once there. */
  restorePath: (path: string) => Promise<void>;
};

const OFFLINE_NO_SAVED_DATA =
  'You are offline, and nothing has been saved on this device yet. Please try again when you are online.';

/** The person's saved user record, from their offline database. */
async function savedUser(database: Promise<PortalDatabase | null>): Promise<UserRecord | null> {
  const db = await database;
  return db ? readDocument(db, 'user').catch(() => null) : null;
}

/**
 * Offline with no usable session (the installed app opened on the bus): the person whose data
 * is saved on this device reads it. Their identity comes from the session if there is one,
 * else from the one database of this campus left on the device (sign-out deletes it, so it
 * is someone who did not sign out). No token: calls fail until they are online and sign in.
 */
async function offlineReader(campus: string, username: string | undefined): Promise<UserRecord | null> {
  let scope: OfflineScope | undefined;
  if (username) scope = { campus, username };
  else {
    const scopes = await savedScopes(campus);
    if (scopes.length === 1) scope = scopes[0];
  }
  return scope ? savedUser(openOfflineDatabase(scope)) : null;
}

/**
 * Spec 2.3 sign-in bootstrap: loading, then signedIn or signIn. signIn sends the person to
 * the campus identity provider (code + PKCE) and comes back through /auth/callback to the
 * path they asked for. Children render only once the portal user record is loaded.
 *
 * It sits outside the router so that sign-in and the first screen's code load in parallel.
 */
export function AuthProvider({ children, restorePath }: AuthProviderProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const managerRef = useRef<UserManager | null>(null);
  const tokenRef = useRef<string | null>(null);
  const startedRef = useRef(false);

  const loadPortalUser = useCallback(async (oidcUser: User, campus: string) => {
    tokenRef.current = oidcUser.access_token;
    const username = usernameFromProfile(oidcUser.profile);
    // Opened alongside the lookup, so screens can render saved data as soon as they mount.
    const database = openOfflineDatabase({ campus, username });
    try {
      const record = await getUser(username);
      clearSignInAttempts();
      void database
        .then((db) => (db ? saveDocument(db, 'user', record) : undefined))
        .catch((error: unknown) => console.warn('User record not saved for offline use', error));
      // Spec 2.3: the record gets an empty country name (the BFF fills it in for logs).
      setState({ status: 'signedIn', user: { ...record, country_name: '' } });
    } catch (error) {
      if (isNetworkError(error)) {
        // Offline: the saved record lets the person read what is saved on this device.
        const saved = await savedUser(database);
        setState(
          saved
            ? { status: 'signedIn', user: { ...saved, country_name: '' } }
            : { status: 'error', message: OFFLINE_NO_SAVED_DATA, canRetrySignIn: false },
        );
        return;
      }
      // Spec 2.3: a failed lookup starts sign-in again, without the session just refused
      // (and without anything saved for a user the portal no longer knows).
      console.warn('User lookup failed; signing in again', error);
      tokenRef.current = null;
      await deleteOfflineDatabase();
      await managerRef.current?.removeUser();
      setState({ status: 'signIn' });
    }
  }, []);

  useEffect(() => {
    // StrictMode runs effects twice in development; the callback's state can be used once.
    if (startedRef.current) return;
    startedRef.current = true;
    configureApiClient({ getAccessToken: () => tokenRef.current, onUnauthorized: forgetSession });

    const pathname = window.location.pathname;
    void (async () => {
      let config: CampusConfig | null = null;
      let reachable = true;
      try {
        config = await getCampusConfig();
        saveCampusConfig(config);
      } catch (error) {
        // Offline: the settings remembered from the last start will do for reading.
        config = isNetworkError(error) ? savedCampusConfig() : null;
        reachable = false;
        if (!config) console.error('Campus sign-in settings could not be loaded', error);
      }
      let manager: UserManager;
      try {
        if (!config) throw new Error('No campus settings');
        manager = createUserManager(config, window.location.origin);
      } catch {
        setState({
          status: 'error',
          message: 'The portal cannot reach its sign-in settings right now. Please try again shortly.',
          canRetrySignIn: false,
        });
        return;
      }
      const { campus } = config;
      managerRef.current = manager;
      // A renewed token (refresh token) replaces the one sent to the BFF.
      manager.events.addUserLoaded((renewed) => {
        tokenRef.current = renewed.access_token;
      });

      if (pathname === CALLBACK_PATH) {
        let oidcUser: User;
        try {
          oidcUser = await manager.signinRedirectCallback();
        } catch (error) {
          console.warn('Sign-in callback failed; starting again', error);
          setState({ status: 'signIn', returnTo: '/' });
          return;
        }
        // The router must be on the restored path before the screens mount.
        await restorePath(safeReturnTo(oidcUser.state));
        await loadPortalUser(oidcUser, campus);
        return;
      }

      // Spec 2.3: an existing session token is reused while it is still valid.
      const existing = await manager.getUser().catch(() => null);
      if (existing && !existing.expired) {
        await loadPortalUser(existing, campus);
        return;
      }
      if (!reachable || !navigator.onLine) {
        // Signing in needs the network; reading what is saved does not.
        const saved = await offlineReader(campus, existing ? usernameFromProfile(existing.profile) : undefined);
        setState(
          saved
            ? { status: 'signedIn', user: { ...saved, country_name: '' } }
            : { status: 'error', message: OFFLINE_NO_SAVED_DATA, canRetrySignIn: false },
        );
        return;
      }
      setState({ status: 'signIn' });
    })();
  }, [loadPortalUser, restorePath]);

  useEffect(() => {
    if (state.status !== 'signIn') return;
    const manager = managerRef.current;
    if (!manager) return;
    if (!takeSignInAttempt()) {
      setState({
        status: 'error',
        message: 'We could not finish signing you in. Your account may not be set up in the portal yet.',
        canRetrySignIn: true,
      });
      return;
    }
    const { pathname, search, hash } = window.location;
    const returnTo = state.returnTo ?? `${pathname}${search}${hash}`;
    manager.signinRedirect({ state: { returnTo } }).catch((error: unknown) => {
      console.error('Could not start sign-in', error);
      setState({
        status: 'error',
        message: 'The sign-in service cannot be reached right now. Please try again shortly.',
        canRetrySignIn: true,
      });
    });
  }, [state]);

  const signOut = useCallback(async () => {
    const manager = managerRef.current;
    const oidcUser = await manager?.getUser().catch(() => null);
    tokenRef.current = null;
    // Nothing of this person stays on the device: their saved data and cached images go
    // first, and the session in this tab, even if the provider cannot be reached.
    await clearOfflineData();
    window.sessionStorage.clear();
    try {
      if (!manager) throw new Error('No sign-in settings');
      await manager.signoutRedirect({ id_token_hint: oidcUser?.id_token });
    } catch (error) {
      console.warn('Provider sign-out failed; leaving locally', error);
      browser.assign('/');
    }
  }, []);

  const retrySignIn = useCallback(() => {
    clearSignInAttempts();
    forgetSession();
    // Start over on the same screen, unless this is a callback URL whose code is spent.
    if (window.location.pathname === CALLBACK_PATH) browser.assign('/');
    else browser.reload();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      user: state.status === 'signedIn' ? state.user : null,
      signOut,
    }),
    [state, signOut],
  );

  return (
    <AuthContext.Provider value={value}>
      {state.status === 'signedIn' ? (
        children
      ) : state.status === 'error' ? (
        <main id="main" className="status-screen">
          <h1>Signing in</h1>
          <p role="alert">{state.message}</p>
          {state.canRetrySignIn ? (
            <button type="button" className="button" onClick={retrySignIn}>
              Try again
            </button>
          ) : (
            <button type="button" className="button" onClick={() => browser.reload()}>
              Try again
            </button>
          )}
        </main>
      ) : (
        <main id="main" className="status-screen">
          <Loading label="Signing you in…" />
        </main>
      )}
    </AuthContext.Provider>
  );
}
