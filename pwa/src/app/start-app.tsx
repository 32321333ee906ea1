import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppFrame } from '@/components/layout/app-frame.tsx';
import { LanguageProvider } from '@/components/layout/language-provider.tsx';
import { AuthProvider } from '@/features/auth/components/auth-provider.tsx';
import { openSavedDataWhenStartingOffline } from '@/features/auth/lib/offline-reader.ts';
import { getEmergencyBroadcastsQueryOptions } from '@/data/emergency-broadcasts/api/get-emergency-broadcasts.ts';
import { getReadPostsQueryOptions } from '@/data/marks/api/get-read-posts.ts';
import { getSettingsQueryOptions } from '@/features/settings/api/get-settings.ts';
import { afterFirstScreen, markFirstScreenShown } from '@/lib/first-screen.ts';
import { showEnglishNow, showInterfaceIn, startingLanguage } from '@/lib/interface-language.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { configureOfflineRecords, holdOfflineDatabase, releaseOfflineDatabase } from '@/offline/session.ts';
import { AppRoutes } from './app-routes.tsx';
import { refetchContentInPersonsLanguage } from './content-language.ts';
import { preloadReaderScreen, publicRoutes, signedInRoutes } from './router.tsx';

const queryClient = createQueryClient();

// The features' declarations come with the database, in its own lazy chunk.
configureOfflineRecords(() => import('./offline-records.ts').then(({ offlineRecords }) => offlineRecords));

/** Sign-in's screens sit in the chrome that index.html painted and the signed-in chrome keeps. */
function frame(content: ReactNode) {
  return <AppFrame>{content}</AppFrame>;
}

/**
 * The router mounts once sign-in has finished, so putting the saved path in the address bar
 * is enough; its screen starts downloading with the first calls, which come straight after
 * (startFirstCalls).
 */
async function restorePath(path: string): Promise<void> {
  window.history.replaceState(null, '', path);
}

/**
 * Asked for as soon as there is a token, alongside the user lookup: what every signed-in
 * screen needs before it shows (the route guard's settings, the chrome's banner, the read
 * marks that lists wait for), and the first calls of the screen at this address.
 */
function startFirstCalls(): void {
  void queryClient.prefetchQuery(getSettingsQueryOptions());
  void queryClient.prefetchQuery(getEmergencyBroadcastsQueryOptions());
  void queryClient.prefetchQuery(getReadPostsQueryOptions());
  preloadReaderScreen(new URL(window.location.href), queryClient);
}

/** What the BFF answered in the language the person read before their choice is asked for again. */
function refetchContent(): void {
  refetchContentInPersonsLanguage(queryClient).catch((error: unknown) =>
    console.warn('Posts and events could not be asked for again in the language chosen', error),
  );
}

/**
 * The first screen is drawn in the language this device last showed (or the browser's), its
 * translations loaded first; the person's record may change it once read (features/auth).
 */
async function showStartingLanguage(): Promise<void> {
  showEnglishNow();
  const language = startingLanguage();
  if (language === 'en') return;
  await showInterfaceIn(language).catch((error: unknown) => console.warn('The starting language could not be shown', error));
}

/** Renders the app into index.html's #root (replacing the chrome it painted). */
export async function startApp({ publicMode }: { publicMode: boolean }): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const languageShown = showStartingLanguage();

  if (publicMode) {
    // A public page is light and has no reader guard to say when it is shown: what waits
    // for the first screen (the service worker) starts once the browser is idle.
    markFirstScreenShown();
  } else {
    // The screen of this address is already downloading (main.ts); Dexie waits for that screen.
    holdOfflineDatabase();
    void afterFirstScreen().then(releaseOfflineDatabase);
    if (!navigator.onLine) {
      // No token will come to start the first calls: the saved data's database opens now, and
      // the route guard's settings are read from it alongside the first render.
      openSavedDataWhenStartingOffline();
      void queryClient.prefetchQuery(getSettingsQueryOptions());
    }
    // Leaving for another app (or tab) before then: what was shown is saved now.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') releaseOfflineDatabase();
    });
  }

  // The service worker exists only in production builds (vite-plugin-pwa); development and
  // tests run without one, and without workbox-window in the bundle they load. It installs
  // (downloading its precache) after the first screen.
  if (import.meta.env.PROD) {
    void afterFirstScreen()
      .then(() => import('../lib/service-worker.ts'))
      .then(({ registerServiceWorker }) => registerServiceWorker());
  }

  // The first render is a transition, which React draws in slices with the browser free in
  // between, rather than in one long task a phone's main thread cannot answer taps during.
  await languageShown;
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <LanguageProvider>
          <QueryClientProvider client={queryClient}>
            {publicMode ? (
              <BrowserRouter>
                <AppRoutes routes={publicRoutes} />
              </BrowserRouter>
            ) : (
              <AuthProvider restorePath={restorePath} onSession={startFirstCalls} frame={frame} onLanguageSaved={refetchContent}>
                <BrowserRouter>
                  <AppRoutes routes={signedInRoutes} />
                </BrowserRouter>
              </AuthProvider>
            )}
          </QueryClientProvider>
        </LanguageProvider>
      </StrictMode>,
    );
  });
}
