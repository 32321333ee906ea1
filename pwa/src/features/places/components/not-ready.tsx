import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import type { CacheFirstResult } from '@/offline/use-cache-first.ts';

/** What a saved list or record shows until it has data: loading, the failure, or offline with nothing saved. */
export function NotReady({ result, loading }: { result: Pick<CacheFirstResult<unknown>, 'status' | 'error' | 'refetch'>; loading: string }) {
  if (result.status === 'loading') return <Loading label={loading} />;
  if (result.status === 'error') return <ErrorMessage error={result.error} onRetry={result.refetch} />;
  return <NotSavedYet />;
}
