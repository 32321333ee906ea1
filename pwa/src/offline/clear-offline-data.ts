import { RUNTIME_CACHE_PREFIX } from '@/lib/cache-names.ts';
import { deleteOfflineDatabase } from './session.ts';

/**
 * Sign-out: the person's IndexedDB database and the service worker's runtime caches (images
 * they looked at) go, so the next person on this device finds nothing of theirs. The
 * precached app shell is the same for everyone and stays. Failures are logged, never block
 * signing out.
 */
export async function clearOfflineData(): Promise<void> {
  const tasks: Promise<unknown>[] = [deleteOfflineDatabase()];
  if (typeof caches !== 'undefined') {
    tasks.push(
      caches
        .keys()
        .then((names) =>
          Promise.all(names.filter((name) => name.startsWith(RUNTIME_CACHE_PREFIX)).map((name) => caches.delete(name))),
        ),
    );
  }
  const results = await Promise.allSettled(tasks);
  for (const result of results) {
    if (result.status === 'rejected') console.warn('Offline data not fully cleared', result.reason);
  }
}
