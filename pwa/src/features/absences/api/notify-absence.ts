import { useLiveQuery } from '@/offline/use-live-query.ts';
import { enqueue, pendingPayloads } from '@/offline/queue.ts';
import type { PortalDatabase } from '@/offline/database.ts';
import { useOfflineDatabase } from '@/offline/session.ts';
import { sendAbsenceNotice, type QueuedAbsenceNotice } from '../offline.ts';

/** Puts a notice in the outbox; it is sent now when online, otherwise as soon as the device is back online. */
export function queueAbsenceNotice(db: PortalDatabase, notice: QueuedAbsenceNotice): Promise<void> {
  return enqueue(db, sendAbsenceNotice, notice);
}

/** The notices still waiting in the outbox, live. */
export function useWaitingNotices(): readonly QueuedAbsenceNotice[] {
  const { db } = useOfflineDatabase();
  return useLiveQuery(db, 'waiting-absence-notices', (open) => pendingPayloads(open, sendAbsenceNotice)).value ?? [];
}
