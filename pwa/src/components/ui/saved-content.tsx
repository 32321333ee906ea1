import type { ReactNode } from 'react';
import type { CacheFirstResult } from '@/offline/use-cache-first.ts';
import { ErrorMessage } from './error-message.tsx';
import { LastUpdated } from './last-updated.tsx';
import { Loading } from './loading.tsx';
import { NotSavedYet } from './not-saved-yet.tsx';

/** A saved answer's states in words (waiting, failed, not saved offline), then its content and 'Last updated'. */
export function SavedContent<T>({ saved, children }: { saved: CacheFirstResult<T>; children: (data: T) => ReactNode }) {
  if (saved.status === 'loading') return <Loading />;
  if (saved.status === 'error') return <ErrorMessage error={saved.error} onRetry={saved.refetch} />;
  if (saved.status === 'unavailable' || saved.data === undefined) return <NotSavedYet />;
  return (
    <>
      {children(saved.data)}
      <LastUpdated at={saved.updatedAt} stale={saved.stale} />
    </>
  );
}
