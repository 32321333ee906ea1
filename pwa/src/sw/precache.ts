import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from './scope.ts';

/**
 * The app shell: index.html, the reader's scripts and styles, the icons and the manifest,
 * as listed at build time (vite.config.ts leaves the admin chunks out). A new build's list
 * replaces the old one; caches of older Workbox versions are removed.
 */
export function precacheAppShell(manifest: PrecacheEntry[]): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
}
