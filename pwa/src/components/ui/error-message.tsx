import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@/lib/api-client.ts';
import './error-message.css';

/**
 * Shows what went wrong in words the person can act on. ApiError messages are the BFF's
 * user messages (spec 8), each looked up in the language shown; anything else is a bug and gets
 * a generic sentence.
 */
export function ErrorMessage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t, i18n } = useLingui();
  const message = error instanceof ApiError ? i18n._(error.message) : t`Something went wrong. Please try again.`;
  return (
    <div className="error-message" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </div>
  );
}
