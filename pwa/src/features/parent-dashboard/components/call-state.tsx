import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CallError } from '@/components/ui/call-error.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import type { CacheFirstResult } from '@/offline/use-cache-first.ts';

/** What a box shows while its answer is not there: loading, the error (a 404 as not found), or nothing saved offline. */
export function CallState<T>({ result, children }: { result: CacheFirstResult<T>; children: (data: T) => ReactNode }) {
  if (result.data !== undefined) return <>{children(result.data)}</>;
  if (result.status === 'error') return <CallError error={result.error} onRetry={result.refetch} />;
  if (result.status === 'unavailable')
    return (
      <p className="parent-dashboard__note">
        <Trans>Not saved on this device yet: connect to see it.</Trans>
      </p>
    );
  return <Loading />;
}
