import { clientsClaim } from 'workbox-core';
import { listenForAlerts, type AlertsScope } from './alerts.ts';
import { cacheImages } from './images.ts';
import { listenForSkipWaiting } from './messages.ts';
import { routeNavigationsToShell } from './navigation.ts';
import { precacheAppShell } from './precache.ts';
import type { ServiceWorkerScope } from './scope.ts';

declare const self: ServiceWorkerScope & AlertsScope;

/**
 * The portal's service worker (built by vite-plugin-pwa, strategy injectManifest). API
 * answers are not cached here: the app keeps its data in IndexedDB (src/offline/), where it
 * is scoped to the person and cleared at sign-out.
 */
// `self.__WB_MANIFEST` must stay written exactly so: it is the build's injection point.
precacheAppShell(self.__WB_MANIFEST);
routeNavigationsToShell();
cacheImages();
listenForSkipWaiting(self);
// Alerts (issue 29): every push shown and acknowledged, a tap opens its screen.
listenForAlerts(self);
// The first visit's page is controlled at once (its images are cached from the start). A
// later version still waits for the update prompt: it activates only after SKIP_WAITING.
clientsClaim();
