import { formatDateTime } from '@/lib/format-date.ts';
import './last-updated.css';

/**
 * Under lists that are saved for offline reading: when the shown copy left the server, so a
 * person reading on the bus knows how fresh it is.
 */
export function LastUpdated({ at, stale = false }: { at: number | null; stale?: boolean }) {
  if (at === null) return null;
  return (
    <p className="last-updated">
      Last updated <time dateTime={new Date(at).toISOString()}>{formatDateTime(at)}</time>
      {stale ? <span> (could not refresh: showing saved content)</span> : null}
    </p>
  );
}
