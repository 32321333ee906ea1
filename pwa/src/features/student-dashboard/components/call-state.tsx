import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { ApiError } from '@/lib/api-client.ts';
import type { CacheFirstResult } from '@/offline/use-cache-first.ts';

/**
 * What a box shows while its answer is not there: loading, the error, or nothing saved offline.
 * A 404 (a student the person may not see answers as one that does not exist) is the portal's
 * not-found state, 'No records found!', not an error to try again.
 */
export function CallState<T>({ result, children }: { result: CacheFirstResult<T>; children: (data: T) => ReactNode }) {
  if (result.data !== undefined) return <>{children(result.data)}</>;
  if (result.status === 'error') return result.error instanceof ApiError && result.error.status === 404 ? <EmptyState /> : <ErrorMessage error={result.error} onRetry={result.refetch} />;
  if (result.status === 'unavailable') return <p className="student-dashboard__note">Not saved on this device yet: connect to see it.</p>;
  return <Loading />;
}
