// First: zod reads it as the contract's schemas are made (see the file).
import './lib/zod-without-eval.ts';
import { isPublicESignatureUrl } from '@portal/contract/routes';
import { isPublicConnectionPath, isSignedOutPath } from './app/public-paths.ts';
import { startEarlyCalls } from './app/early-calls.ts';
import { readerRouteOf, startReaderScreenDownload } from './app/reader-screens.ts';
import { CALLBACK_PATH, hasLiveSession } from './features/auth/lib/sign-in-session.ts';
/*
 * The styles of the first paint. index.html links this entry's stylesheet, so these load
 * before anything shows: the app-wide sheet, the chrome that index.html paints and the app
 * keeps, and the shared pieces of components/. Their components import the same files; the
 * import here is what puts them in this stylesheet rather than in the app's chunk. A
 * feature's own sheet loads with its screen's chunk. The order below is the cascade order.
 */
import './app/tokens.css';
import './app/styles.css';
import './components/ui/buttons.css';
import './components/ui/icons.css';
import './components/layout/skip-link.css';
import './components/layout/app-frame.css';
import './components/layout/screen.css';
import './components/ui/page-header.css';
import './components/layout/header.css';
import './features/emergency-broadcast/components/emergency-banner.css';
import './features/emergency-broadcast/components/scrolling-text.css';
import './app/layouts/signed-in-shell.css';
import './components/pwa/pwa-chrome.css';
import './components/layout/footer.css';
import './components/ui/loading.css';
import './components/ui/empty-state.css';
import './components/ui/error-message.css';
import './components/ui/last-updated.css';
import './components/ui/cards.css';
import './components/ui/rich-text.css';
import './components/ui/forms.css';

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
// so do the share link of a public newsletter article and, once signed out, the page that
// sign-out ends on (someone signed in there again is sent home by the signed-in routes).
const publicMode =
  isPublicESignatureUrl(pathname, search) || isPublicConnectionPath(pathname) || (isSignedOutPath(pathname) && !hasLiveSession());

async function start(): Promise<void> {
  const signedOut = !publicMode && pathname !== CALLBACK_PATH && navigator.onLine && !hasLiveSession();
  if (signedOut) {
    const { startSignIn } = await import('./features/auth/lib/start-sign-in.ts');
    if (await startSignIn()) return;
  }
  // The screen of this address and its first calls go out alongside the app, not once the app has run.
  if (!publicMode) {
    startEarlyCalls(readerRouteOf(pathname));
    startReaderScreenDownload(pathname);
  }
  const { startApp } = await import('./app/start-app.tsx');
  await startApp({ publicMode });
}

// In development, /dev/components is the catalogue of our own components (app/dev): a
// production build drops this branch and the catalogue with it (scripts/reader-bundle.ts checks).
if (import.meta.env.DEV && pathname === '/dev/components') {
  void import('./app/dev/component-catalogue.tsx').then(({ showComponentCatalogue }) => showComponentCatalogue());
} else {
  void start();
}
