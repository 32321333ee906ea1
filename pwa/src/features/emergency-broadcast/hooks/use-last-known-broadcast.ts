import type { EmergencyBroadcastRecord } from '@portal/contract';
import { emergencyBroadcasts, useEmergencyBroadcasts } from '@/data/emergency-broadcasts/api/get-emergency-broadcasts.ts';
import { readSavedList } from '@/offline/saved-list.ts';
import { useOfflineDatabase } from '@/offline/session.ts';
import { useLiveQuery } from '@/offline/use-live-query.ts';
import { useOnlineStatus } from '@/offline/use-online-status.ts';

/** The newest broadcast to show in the banner, and when it left the server if that may be out of date. */
export type LastKnownBroadcast = { newest: EmergencyBroadcastRecord | undefined; asOf: number | null };

/**
 * For the chrome's banner: the server's answer, asked every minute. While the server cannot
 * be asked (offline, or its last call failed), the last answer known stays, with its time:
 * the one this tab had, or the one saved on this device (read only then, so a saved copy
 * never stands in for an answer on its way, and never without saying how old it is).
 */
export function useLastKnownBroadcast(): LastKnownBroadcast {
  const online = useOnlineStatus();
  const { db } = useOfflineDatabase();
  const answer = useEmergencyBroadcasts();
  const reachable = online && !answer.isError && answer.fetchStatus !== 'paused';
  const saved = useLiveQuery(reachable ? null : db, 'last-known-broadcasts', (open) => readSavedList(open, emergencyBroadcasts, undefined)).value;
  if (reachable) return { newest: answer.data?.[0], asOf: null };
  if (answer.data && answer.dataUpdatedAt >= (saved?.updatedAt ?? 0)) return { newest: answer.data[0], asOf: answer.dataUpdatedAt };
  if (saved?.updatedAt) return { newest: saved.value[0], asOf: saved.updatedAt };
  return { newest: undefined, asOf: null };
}
