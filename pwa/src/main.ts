import { isPublicESignatureUrl } from '@portal/contract/routes';
import { isPublicConnectionPath } from './app/public-paths.ts';
import { startReaderScreenDownload } from './app/reader-screens.ts';
import { CALLBACK_PATH, hasLiveSession } from './features/auth/lib/sign-in-session.ts';
import './app/styles.css';

/**
 * The first script, kept to a few kilobytes. index.html has already painted the chrome; this
 * decides what to load:
 * - a signed-out visitor goes straight to the identity provider, without React or any
 *   screen's code (features/auth/lib/start-sign-in.ts);
 * - everyone else gets the app (app/start-app.tsx): signed in, back from the provider,
 *   offline, or on a public page.
 */
const { pathname, search } = window.location;

// Spec 2.1: e-signature links with a query string skip sign-in and show only those routes;
// so does the share link of a public newsletter article.
const publicMode = isPublicESignatureUrl(pathname, search) || isPublicConnectionPath(pathname);

async function start(): Promise<void> {
  const signedOut = !publicMode && pathname !== CALLBACK_PATH && navigator.onLine && !hasLiveSession();
  if (signedOut) {
    const { startSignIn } = await import('./features/auth/lib/start-sign-in.ts');
    if (await startSignIn()) return;
  }
  // The screen of this address downloads alongside the app, not once the app has run.
  if (!publicMode) startReaderScreenDownload(pathname);
  const { startApp } = await import('./app/start-app.tsx');
  startApp({ publicMode });
}

void start();
