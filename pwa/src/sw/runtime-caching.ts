import type { WorkboxPlugin } from 'workbox-core/types.js';
import { RUNTIME_CACHING_ALLOWED } from '../lib/cache-names.ts';

/**
 * Runtime caches are written only on a person's own device (the app asks after sign-in; see
 * offline/device.ts). The answer lives in the page's localStorage, which a worker cannot
 * read, so the page marks it where both can look: it creates an empty cache,
 * RUNTIME_CACHING_ALLOWED, and every wipe of the runtime caches (sign-out, a shared device,
 * data past its period) deletes it.
 *
 * Not a postMessage: the browser stops an idle worker and starts a fresh one for the next
 * request, which would have forgotten what it was told, and a message can arrive after the
 * first images. The cache is read at the moment of writing, so a worker restarted at any
 * point still writes nothing until a page has allowed it, and stops as soon as a page takes
 * it back. Reading a cached image needs no permission: it is only there if it was allowed.
 */
export const onlyWhereAllowed: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => ((await caches.has(RUNTIME_CACHING_ALLOWED)) ? response : null),
};
