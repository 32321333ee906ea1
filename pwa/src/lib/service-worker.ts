import { Workbox } from 'workbox-window';
import { announceUpdate } from './app-update.ts';
import { browser } from './browser.ts';

/** An installed app left open for days still learns about new versions. */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker built by vite-plugin-pwa (production builds only: app/start-app.tsx
 * imports this module behind import.meta.env.PROD). A new version installs in the background
 * and waits; the update prompt then asks the person, and Reload tells the waiting worker to
 * take over (SKIP_WAITING) and reloads once it controls the page, so a half-old, half-new
 * app never runs.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', () => {
    announceUpdate({
      apply: () => {
        workbox.addEventListener('controlling', () => browser.reload());
        workbox.messageSkipWaiting();
      },
    });
  });

  workbox
    .register()
    .then((registration) => {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    })
    .catch((error: unknown) => console.warn('Service worker not registered; the portal works online only', error));
}
