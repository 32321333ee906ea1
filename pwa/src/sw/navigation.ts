import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * Every navigation (a reload, a link opened from the home screen) is answered with the
 * precached index.html, so any route opens offline and the client router takes it from
 * there. Never for /api/: an API URL opened directly must reach the server, and a JSON
 * answer must never be replaced by a page.
 */
export function routeNavigationsToShell(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: [/^\/api\//],
    }),
  );
}
