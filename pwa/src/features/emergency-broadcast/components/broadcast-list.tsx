import type { EmergencyBroadcastRecord } from '@portal/contract';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { formatDate, isoDate } from '@/lib/format-date.ts';
import { useEmergencyBroadcasts } from '../api/get-emergency-broadcasts.ts';

/** The current broadcast (the first one, when its status is on) leads; the rest stay newest first. */
export function orderBroadcasts(records: readonly EmergencyBroadcastRecord[]): EmergencyBroadcastRecord[] {
  const [first, ...rest] = records;
  if (!first) return [];
  return first.status ? [first, ...rest] : [...records];
}

export function BroadcastList() {
  const { data, isPending, error, refetch } = useEmergencyBroadcasts();
  if (isPending) return <Loading />;
  if (error) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  const broadcasts = orderBroadcasts(data);
  if (broadcasts.length === 0) return <EmptyState />;
  const currentUid = broadcasts[0]?.status ? broadcasts[0].emergencybroadcastUid : null;
  return (
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
  );
}
