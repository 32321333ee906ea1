import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { IMAGE_CACHE } from '../lib/cache-names.ts';
import { onlyWhereAllowed } from './runtime-caching.ts';

/** Enough for a few issues of notices and newsletters, without filling a phone. */
const MAX_IMAGES = 120;
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Images (header images, article heroes, tile icons) are kept once seen, so saved notices
 * and newsletters look the same offline. Uploaded images never change under the same URL,
 * so the cache answers first. Only complete answers (status 200) are kept: an error, or an
 * opaque cross-origin answer whose status cannot be checked, is never cached. Nothing is
 * cached at all on a shared computer (onlyWhereAllowed).
 */
export function cacheImages(): void {
  registerRoute(
    ({ request, url }) => request.destination === 'image' && !url.pathname.startsWith('/api/'),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        onlyWhereAllowed,
        { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
        new ExpirationPlugin({ maxEntries: MAX_IMAGES, maxAgeSeconds: MAX_AGE_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );
}
