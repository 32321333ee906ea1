import { QueryClient, onlineManager, type Query } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Client errors (4xx) will not change on a retry; network and 5xx answers might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // Query assumes it starts online and then follows the online/offline events. An app opened
  // offline (the installed portal on the bus) should not try, fail and retry every call:
  // its queries wait, the screens show what is saved, and they run once the browser is back.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The meta of a query whose answer the BFF writes in the person's language (posts and events, issue 28). */
export const IN_PERSONS_LANGUAGE = { inPersonsLanguage: true } as const;

const isInPersonsLanguage = (query: Query) => query.meta?.inPersonsLanguage === true;

/**
 * Asks again for every answer of this visit that the BFF wrote in the person's language, shown
 * now or not (its query function saves it on the device as it arrives): what was asked for
 * before their choice was saved is in the language they read before.
 */
export function refetchAnswersInPersonsLanguage(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: isInPersonsLanguage, refetchType: 'all' });
}
