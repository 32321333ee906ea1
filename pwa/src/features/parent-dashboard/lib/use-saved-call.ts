import type { QueryKey } from '@tanstack/react-query';
import { readDocument, saveDocument } from '@/offline/documents.ts';
import type { CachedValue } from '@/offline/saved-list.ts';
import { writeToCache } from '@/offline/session.ts';
import { useCacheFirst } from '@/offline/use-cache-first.ts';

/**
 * The prefix of the dashboard's answers in the device's store. Devices already hold answers under
 * it (written before the feature took the name of its route), so it keeps that first name: a new
 * one would leave a device that updates while offline with an empty dashboard.
 */
const SAVED_ANSWER_PREFIX = 'student-dashboard:';

/**
 * One answer of the dashboard, kept on the device under its query key (offline/documents.ts)
 * so that the dashboard reads offline after a first visit; the server's answer replaces it.
 * The dashboard's answers are small per student and go with the person's database at sign-out.
 */
export function useSavedCall<T>(queryKey: QueryKey, fetch: () => Promise<T>, { enabled = true }: { enabled?: boolean } = {}) {
  const name = `${SAVED_ANSWER_PREFIX}${JSON.stringify(queryKey)}`;
  return useCacheFirst<T>({
    cacheKey: name,
    readCache: (db) => readDocument<CachedValue<T>>(db, name),
    query: {
      queryKey,
      enabled,
      queryFn: async () => {
        const value = await fetch();
        await writeToCache((db) => saveDocument<CachedValue<T>>(db, name, { value, updatedAt: Date.now() }));
        return value;
      },
    },
  });
}
