import type { ServiceWorkerScope } from './scope.ts';

/**
 * The update prompt's Reload button posts SKIP_WAITING to the waiting worker (through
 * workbox-window); it then takes over and the page reloads onto the new version. Without
 * that message a new version waits until every tab of the portal is closed.
 */
export function listenForSkipWaiting(scope: ServiceWorkerScope): void {
  scope.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null;
    if (data && data.type === 'SKIP_WAITING') void scope.skipWaiting();
  });
}
