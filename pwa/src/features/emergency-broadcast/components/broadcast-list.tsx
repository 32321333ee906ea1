import type { EmergencyBroadcastRecord } from '@portal/contract';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { formatDate, isoDate } from '@/lib/format-date.ts';
import { useSavedEmergencyBroadcasts } from '../hooks/use-saved-emergency-broadcasts.ts';

/** The current broadcast (the first one, when its status is on) leads; the rest stay newest first. */
function orderBroadcasts(records: readonly EmergencyBroadcastRecord[]): EmergencyBroadcastRecord[] {
  const [first, ...rest] = records;
  if (!first) return [];
  return first.status ? [first, ...rest] : [...records];
}

/** The current broadcast first, then the history; saved for reading offline. */
export function BroadcastList() {
  const saved = useSavedEmergencyBroadcasts();
  if (saved.status === 'loading') return <Loading />;
  if (saved.status === 'error') return <ErrorMessage error={saved.error} onRetry={saved.refetch} />;
  if (saved.status === 'unavailable' || !saved.data) return <NotSavedYet />;
  const broadcasts = orderBroadcasts(saved.data);
  if (broadcasts.length === 0) return <EmptyState />;
  const currentUid = broadcasts[0]?.status ? broadcasts[0].emergencybroadcastUid : null;
  return (
    <>
      <ul className="card-list">
        {broadcasts.map((broadcast) => {
          const isCurrent = broadcast.emergencybroadcastUid === currentUid;
          return (
            <li key={broadcast.emergencybroadcastUid} className={isCurrent ? 'card card--alert' : 'card'}>
              <p className="card__meta">
                {isCurrent ? <strong className="badge badge--alert">Current</strong> : null}
                <time dateTime={isoDate(broadcast.created_at)}>{formatDate(broadcast.created_at)}</time>
              </p>
              <p className="card__body">{broadcast.message}</p>
            </li>
          );
        })}
      </ul>
      <LastUpdated at={saved.updatedAt} stale={saved.stale} />
    </>
  );
}
