import { Trans } from '@lingui/react/macro';
import type { EmergencyBroadcastRecord } from '@portal/contract';
import { Card, CardList } from '@/components/ui/card.tsx';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
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
      <CardList>
        {broadcasts.map((broadcast) => {
          const isCurrent = broadcast.emergencybroadcastUid === currentUid;
          return (
            <Card
              key={broadcast.emergencybroadcastUid}
              className={isCurrent ? 'card--alert' : undefined}
              meta={
                <>
                  {isCurrent ? <strong className="badge badge--alert">
                      <Trans context="the emergency broadcast in force now">Current</Trans>
                    </strong> : null}
                  <DateDisplay value={broadcast.created_at} />
                </>
              }
            >
              <p className="card__body" dir="auto">
                {broadcast.message}
              </p>
            </Card>
          );
        })}
      </CardList>
      <LastUpdated at={saved.updatedAt} stale={saved.stale} />
    </>
  );
}
