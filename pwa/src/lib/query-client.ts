import { QueryClient, onlineManager } from '@tanstack/react-query';
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
