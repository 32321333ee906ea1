import { RUNTIME_CACHE_PREFIX, RUNTIME_CACHING_ALLOWED } from '@/lib/cache-names.ts';

/** Lets the service worker keep images from now on (a person's own device only). */
export async function allowRuntimeCaching(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.open(RUNTIME_CACHING_ALLOWED);
}

/**
 * Deletes every runtime cache. The permission goes first, so that the worker stops adding
 * to the caches that are being deleted.
 */
export async function deleteRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(RUNTIME_CACHING_ALLOWED);
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(RUNTIME_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
