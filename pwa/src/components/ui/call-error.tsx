import { ApiError } from '@/lib/api-client.ts';
import { EmptyState } from './empty-state.tsx';
import { ErrorMessage } from './error-message.tsx';

/**
 * A failed call about one record. A 404 is the portal's not-found state, 'No records found!'
 * (a record the person may not see answers as one that does not exist), not an error to try
 * again; anything else is the error with its retry.
 */
export function CallError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return error instanceof ApiError && error.status === 404 ? <EmptyState /> : <ErrorMessage error={error} onRetry={onRetry} />;
}
