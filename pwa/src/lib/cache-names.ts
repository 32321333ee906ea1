/**
 * Names of the service worker's runtime caches. Shared by the worker (sw/) and the app, which
 * deletes them on sign-out: they hold what this person looked at (images of their notices).
 * The precache (the app shell) is the same for everyone and stays.
 */
export const RUNTIME_CACHE_PREFIX = 'portal-runtime-';
export const IMAGE_CACHE = `${RUNTIME_CACHE_PREFIX}images`;

/**
 * An empty cache whose existence means "this is a person's own device: the worker may write
 * its runtime caches" (sw/runtime-caching.ts explains why it is a cache). It carries the
 * runtime prefix, so every wipe of the runtime caches also takes the permission away.
 */
export const RUNTIME_CACHING_ALLOWED = `${RUNTIME_CACHE_PREFIX}allowed`;
