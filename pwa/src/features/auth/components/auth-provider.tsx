import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language, UserRecord } from '@portal/contract';
import { signedOutPath } from '@portal/contract/paths';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Loading } from '@/components/ui/loading.tsx';
import { browser } from '@/lib/browser.ts';
import { setArabicDigits, showInterfaceIn, shownLanguage } from '@/lib/interface-language.ts';
import { configureApiClient, isNetworkError } from '@/lib/api-client.ts';
import { clearAllOfflineData, clearOfflineData, removeOfflineDataPastItsTime } from '@/offline/clear-offline-data.ts';
import type { PortalDatabase } from '@/offline/database.ts';
import {
  deviceAnswer,
  offlineStorageAllowed,
  rememberLastPerson,
  saveDeviceAnswer,
  type DeviceAnswer,
} from '@/offline/device.ts';
import { readDocument, saveDocument } from '@/offline/documents.ts';
import { allowRuntimeCaching } from '@/offline/runtime-caches.ts';
import { savedAnswers } from '@/offline/saved-answers.ts';
import { openOfflineDatabase, whenDatabaseReady, type OfflineScope } from '@/offline/session.ts';
import { getCampusConfig, type CampusConfig } from '../api/get-campus-config.ts';
import { getUser } from '../api/get-user.ts';
import { saveLanguageChoice } from '../api/choose-language.ts';
import { AuthContext, SIGN_OUT_STEP_LIMIT_MS, type AuthContextValue, type SignOutOptions } from '../hooks/use-auth.ts';
import {
  CALLBACK_PATH,
  clearSignInAttempts,
  forgetSession,
  liveSessionInTab,
  safeReturnTo,
  sessionExpired,
  storedSession,
  takeSignInAttempt,
  usernameFromProfile,
  type StoredSession,
} from '../lib/sign-in-session.ts';
import { offlineReaderScope } from '../lib/offline-reader.ts';
import { saveCampusConfig, savedCampusConfig } from '../lib/saved-campus-config.ts';
import type { SignInClient } from '../lib/sign-in-client.ts';
import { setSchoolTimeZone } from '@/lib/school-time-zone.ts';
import './auth-provider.css';

/** Asked once per device: its code loads only when it is asked. */
const SharedComputerQuestion = lazy(() =>
  import('./shared-computer-question.tsx').then(({ SharedComputerQuestion: Question }) => ({ default: Question })),
);

type State =
  | { status: 'loading' }
  | { status: 'signIn'; returnTo?: string }
  | { status: 'signedIn'; user: UserRecord }
  | { status: 'error'; message: MessageDescriptor; canRetrySignIn: boolean };

type AuthProviderProps = {
  children: ReactNode;
  /** Replaces the current entry with the path saved before sign-in; resolves once there. */
  restorePath: (path: string) => Promise<void>;
  /**
   * Called once a session token is known, before the user lookup has answered: the app starts
   * the calls every screen needs alongside it, rather than after it.
   */
  onSession?: () => void;
  /**
   * Frames the sign-in screens ('Signing you in…', errors) in the app's chrome, so the signed-in
   * chrome later takes their place without moving anything.
   */
  frame?: (content: ReactNode) => ReactNode;
  /**
   * Called once a choice of language is saved on the person's record: from then on the BFF
   * answers in it, so the app asks again for what it answered in the language before.
   */
  onLanguageSaved?: () => void;
};

function plainFrame(content: ReactNode) {
  return (
    <main id="main" className="main">
      {content}
    </main>
  );
}

/** The OIDC client loads this long before the access token expires (it renews 60 s before). */
const RENEW_BEFORE_MS = 90_000;

/**
 * The portal is shown in the language on the person's record: their choice on another device
 * follows them here. When its translations cannot load (offline, never shown here before),
 * the page stays in the language it is in.
 */
async function showLanguageOf(record: UserRecord): Promise<void> {
  if (!record.language || record.language === shownLanguage()) return;
  await showInterfaceIn(record.language).catch((error: unknown) =>
    console.warn('The language of the person could not be shown', error),
  );
}

const OFFLINE_NO_SAVED_DATA = msg`You are offline, and nothing has been saved on this device yet. Please try again when you are online.`;

/** The name the person's user record is saved under on the device. */
const USER_DOCUMENT = 'user';

/** The person's saved user record, from their offline database (opened now: it is needed). */
async function savedUser(): Promise<UserRecord | null> {
  const db: PortalDatabase | null = await whenDatabaseReady();
  return db ? readDocument<UserRecord>(db, USER_DOCUMENT).catch(() => null) : null;
}

/**
 * On the person's own device, once the portal has accepted their session: they become the
 * last person, the service worker may cache images, and their user record is saved for
 * starting offline.
 */
function keepOnThisDevice(person: OfflineScope, record: UserRecord): void {
  rememberLastPerson(person);
  allowRuntimeCaching().catch((error: unknown) => console.warn('Images will not be saved for offline use', error));
  openOfflineDatabase(person)
    .then((db) => (db ? saveDocument(db, USER_DOCUMENT, record) : undefined))
    .catch((error: unknown) => console.warn('User record not saved for offline use', error));
}

/**
 * Spec 2.3 sign-in bootstrap: loading, then signedIn or signIn. signIn sends the person to
 * the campus identity provider (code + PKCE) and comes back through /auth/callback to the
 * path they asked for. Children render only once the portal user record is loaded.
 *
 * It sits outside the router so that sign-in and the first screen's code load in parallel.
 */
export function AuthProvider({ children, restorePath, onSession, frame = plainFrame, onLanguageSaved }: AuthProviderProps) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ status: 'loading' });
  const configRef = useRef<CampusConfig | null>(null);
  /** The OIDC client, loaded only to sign in, finish the callback, renew or sign out. */
  const clientRef = useRef<Promise<SignInClient> | null>(null);
  const tokenRef = useRef<string | null>(null);
  const startedRef = useRef(false);
  /** Who is here (campus and sub), for their saved data; null before sign-in. */
  const personRef = useRef<OfflineScope | null>(null);
  /** Their user record, once the portal has accepted their session (never from saved data). */
  const acceptedRef = useRef<UserRecord | null>(null);
  const [device, setDevice] = useState(deviceAnswer);
  /**
   * 'first': asked on the visit back from the identity provider (while the callback finishes)
   * or after sign-in, while the device has no answer; 'asked': from the footer.
   */
  const [question, setQuestion] = useState<'first' | 'asked' | 'closed'>('first');
  const [backFromSignIn] = useState(() => window.location.pathname === CALLBACK_PATH);
  /** A language chosen in the question before the person's record was read: saved on it once read. */
  const languageChosenEarlyRef = useRef<Language | null>(null);

  const loadClient = useCallback((): Promise<SignInClient> => {
    const config = configRef.current;
    if (!config) return Promise.reject(new Error('No campus settings'));
    clientRef.current ??= import('../lib/sign-in-client.ts').then(({ createSignInClient }) =>
      createSignInClient(config, window.location.origin, {
        // A renewed token (refresh token) replaces the one sent to the BFF.
        onUserLoaded: (renewed) => {
          tokenRef.current = renewed.access_token;
        },
      }),
    );
    return clientRef.current;
  }, []);

  /**
   * The OIDC client renews the token itself once it is loaded (lib/sign-in-client.ts); a visit
   * that reused a stored session loads it shortly before the token expires.
   */
  const renewBeforeExpiry = useCallback(
    (session: StoredSession) => {
      if (session.expires_at === undefined) return;
      const delay = Math.max(session.expires_at * 1000 - Date.now() - RENEW_BEFORE_MS, 0);
      window.setTimeout(() => {
        loadClient().catch((error: unknown) => console.warn('Token renewal could not start', error));
      }, delay);
    },
    [loadClient],
  );

  const sessionStartedRef = useRef(false);
  /** The token goes to every call from now on; the app may start its first calls. */
  const adoptToken = useCallback(
    (token: string) => {
      tokenRef.current = token;
      if (sessionStartedRef.current) return;
      sessionStartedRef.current = true;
      onSession?.();
    },
    [onSession],
  );

  const loadPortalUser = useCallback(
    async (session: StoredSession, campus: string, lookup: Promise<UserRecord> | null = null) => {
      adoptToken(session.access_token);
      const person = { campus, sub: session.profile.sub };
      personRef.current = person;
      // Opened alongside the lookup where the device keeps data (network-only elsewhere); the
      // signed-in app holds the open itself until its first screen is shown (offline/session.ts).
      void openOfflineDatabase(person);
      try {
        const record = await (lookup ?? getUser(usernameFromProfile(session.profile)));
        clearSignInAttempts();
        acceptedRef.current = record;
        const chosenEarly = languageChosenEarlyRef.current;
        if (chosenEarly && chosenEarly !== record.language) {
          acceptedRef.current = { ...record, language: chosenEarly };
          // The first calls went out before it was saved, answered in the record's language.
          void saveLanguageChoice(record.username, chosenEarly)
            .then(() => onLanguageSaved?.())
            .catch((error: unknown) => console.warn('The language chosen could not be saved', error));
        } else {
          await showLanguageOf(record);
        }
        if (offlineStorageAllowed()) keepOnThisDevice(person, record);
        // Spec 2.3: the record gets an empty country name (the BFF fills it in for logs).
        setState({ status: 'signedIn', user: { ...record, country_name: '' } });
      } catch (error) {
        if (isNetworkError(error)) {
          // Offline: the saved record lets the person read what is saved on this device.
          const saved = await savedUser();
          if (saved) await showLanguageOf(saved);
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
        personRef.current = null;
        await clearOfflineData(person);
        forgetSession();
        setState({ status: 'signIn' });
      }
    },
    [adoptToken, onLanguageSaved],
  );

  useEffect(() => {
    // StrictMode runs effects twice in development; the callback's state can be used once.
    if (startedRef.current) return;
    startedRef.current = true;
    configureApiClient({
      getAccessToken: () => tokenRef.current,
      onUnauthorized: forgetSession,
      reloadOnUnauthorized: true,
      savedAnswers,
    });

    const pathname = window.location.pathname;
    void (async () => {
      // Before any database opens: data past its period, or on a device that keeps none, goes.
      const cleared = removeOfflineDataPastItsTime();
      // A live session in this tab: the user lookup starts now, alongside the campus
      // settings (checked against them below), rather than after them.
      const early = pathname === CALLBACK_PATH ? null : liveSessionInTab();
      let earlyLookup: Promise<UserRecord> | null = null;
      if (early) {
        // The lookup goes out before the app's first calls (adoptToken starts them): every
        // signed-in screen waits for it, and the browser opens only six connections to the
        // portal at once, so it must not queue behind calls that only fill in a screen.
        tokenRef.current = early.access_token;
        earlyLookup = getUser(usernameFromProfile(early.profile));
        // Awaited (and its failure handled) once the settings are in; unused if they differ.
        earlyLookup.catch(() => {});
        adoptToken(early.access_token);
      }
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
      if (!config) {
        setState({
          status: 'error',
          message: msg`The portal cannot reach its sign-in settings right now. Please try again shortly.`,
          canRetrySignIn: false,
        });
        return;
      }
      configRef.current = config;
      // Every date and time from here on is the school's (saved with the settings for offline starts).
      setSchoolTimeZone(config.time_zone);
      setArabicDigits(config.arabic_digits);
      const { campus } = config;
      await cleared;

      if (pathname === CALLBACK_PATH) {
        let session: StoredSession;
        try {
          const oidcUser = await (await loadClient()).signinRedirectCallback();
          session = oidcUser;
          // The router must be on the restored path before the screens mount.
          await restorePath(safeReturnTo(oidcUser.state));
        } catch (error) {
          console.warn('Sign-in callback failed; starting again', error);
          setState({ status: 'signIn', returnTo: '/' });
          return;
        }
        await loadPortalUser(session, campus);
        return;
      }

      // Spec 2.3: an existing session token is reused while it is still valid.
      const existing = storedSession(config.authority, config.client_id);
      if (existing && !sessionExpired(existing)) {
        renewBeforeExpiry(existing);
        await loadPortalUser(existing, campus, existing.access_token === early?.access_token ? earlyLookup : null);
        return;
      }
      if (!reachable || !navigator.onLine) {
        // Signing in needs the network; reading what is saved does not.
        const scope = offlineReaderScope(campus, existing?.profile.sub);
        personRef.current = scope;
        if (scope) void openOfflineDatabase(scope);
        const saved = scope ? await savedUser() : null;
        setState(
          saved
            ? { status: 'signedIn', user: { ...saved, country_name: '' } }
            : { status: 'error', message: OFFLINE_NO_SAVED_DATA, canRetrySignIn: false },
        );
        return;
      }
      setState({ status: 'signIn' });
    })();
  }, [loadPortalUser, loadClient, renewBeforeExpiry, restorePath, adoptToken]);

  useEffect(() => {
    if (state.status !== 'signIn') return;
    if (!configRef.current) return;
    if (!takeSignInAttempt()) {
      setState({
        status: 'error',
        message: msg`We could not finish signing you in. Your account may not be set up in the portal yet.`,
        canRetrySignIn: true,
      });
      return;
    }
    const { pathname, search, hash } = window.location;
    const returnTo = state.returnTo ?? `${pathname}${search}${hash}`;
    loadClient()
      .then((client) => client.signinRedirect({ state: { returnTo } }))
      .catch((error: unknown) => {
        console.error('Could not start sign-in', error);
        setState({
          status: 'error',
          message: msg`The sign-in service cannot be reached right now. Please try again shortly.`,
          canRetrySignIn: true,
        });
      });
  }, [state, loadClient]);

  const signOut = useCallback(async ({ beforeLeaving }: SignOutOptions = {}) => {
    const config = configRef.current;
    const idToken = config ? storedSession(config.authority, config.client_id)?.id_token : undefined;
    // The OIDC client loads first, while the session still works, so no call goes out
    // without a token (which would reload the app) between clearing it and leaving.
    const client = await loadClient().catch((error: unknown) => {
      console.warn('Sign-in client not available; leaving locally', error);
      return null;
    });
    configureApiClient({ reloadOnUnauthorized: false });
    if (beforeLeaving) {
      // With the token still sent, but never holding the person here: a refused token (401)
      // no longer reloads, and a slow network gets SIGN_OUT_STEP_LIMIT_MS.
      await Promise.race([
        beforeLeaving().catch((error: unknown) => console.warn('Sign-out step failed; leaving anyway', error)),
        new Promise((resolve) => window.setTimeout(resolve, SIGN_OUT_STEP_LIMIT_MS)),
      ]);
    }
    tokenRef.current = null;
    // Nothing of this person stays on the device: their saved data and cached images go
    // first, and the session in this tab, even if the provider cannot be reached.
    await clearOfflineData(personRef.current);
    window.sessionStorage.clear();
    try {
      if (!client) throw new Error('No sign-in client');
      await client.signoutRedirect({ id_token_hint: idToken });
    } catch (error) {
      console.warn('Provider sign-out failed; leaving locally', error);
      browser.assign(signedOutPath.href());
    }
  }, [loadClient]);

  const answerDevice = useCallback((answer: DeviceAnswer) => {
    saveDeviceAnswer(answer);
    setDevice(answer);
    setQuestion('closed');
    if (answer === 'shared') {
      // Nothing stays on a shared computer, including what was saved before the answer changed.
      void clearAllOfflineData();
      return;
    }
    // Kept only for a session the portal accepted, never for data opened offline.
    const person = personRef.current;
    const record = acceptedRef.current;
    if (person && record) keepOnThisDevice(person, record);
  }, []);

  const askAboutDevice = useCallback(() => setQuestion('asked'), []);

  const chooseLanguage = useCallback(async (language: Language) => {
    const record = acceptedRef.current;
    if (!record) {
      // Chosen in the question while the callback finishes: saved once the record is read.
      languageChosenEarlyRef.current = language;
      return;
    }
    await saveLanguageChoice(record.username, language);
    acceptedRef.current = { ...record, language };
    setState((current) => (current.status === 'signedIn' ? { ...current, user: { ...current.user, language } } : current));
    onLanguageSaved?.();
  }, [onLanguageSaved]);
  const closeQuestion = useCallback(() => setQuestion('closed'), []);

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
      deviceAnswer: device,
      askAboutDevice,
      chooseLanguage,
    }),
    [state, signOut, device, askAboutDevice, chooseLanguage],
  );
  // On the visit back from the identity provider the question is the first screen: asked at
  // once, while the OIDC client finishes the callback and the person's record is read.
  const canAsk = state.status === 'signedIn' || (state.status === 'loading' && backFromSignIn);
  const showQuestion = canAsk && (question === 'asked' || (question === 'first' && device === null));
  const deviceQuestion = showQuestion ? (
    <Suspense fallback={null}>
      <SharedComputerQuestion
        current={device}
        onAnswer={answerDevice}
        onClose={closeQuestion}
        onChooseLanguage={chooseLanguage}
      />
    </Suspense>
  ) : null;

  return (
    <AuthContext.Provider value={value}>
      {state.status === 'signedIn' ? (
        <>
          {children}
          {deviceQuestion}
        </>
      ) : state.status === 'error' ? (
        frame(
          <div className="status-screen">
            <h1 className="page-title">
              <Trans>Signing in</Trans>
            </h1>
            <p role="alert">{i18n._(state.message)}</p>
            {state.canRetrySignIn ? (
              <button type="button" className="button" onClick={retrySignIn}>
                <Trans>Try again</Trans>
              </button>
            ) : (
              <button type="button" className="button" onClick={() => browser.reload()}>
                <Trans>Try again</Trans>
              </button>
            )}
          </div>,
        )
      ) : (
        <>
          {frame(<Loading label={t`Signing you in…`} />)}
          {deviceQuestion}
        </>
      )}
    </AuthContext.Provider>
  );
}
