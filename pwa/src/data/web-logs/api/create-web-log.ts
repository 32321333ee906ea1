import type { WebLogInput } from '@portal/contract';
import { enqueue } from '@/offline/queue.ts';
import { currentDatabase } from '@/offline/session.ts';
import { sendVisit } from '../offline.ts';

type PageVisit = Omit<WebLogInput['data'], 'clientVisitId'>;

/**
 * Records a page visit through the outbox, so visits made offline reach the server once the
 * app is online again. Without offline storage it is sent at once.
 */
export async function queueWebLog(visit: PageVisit): Promise<void> {
  const queued = { ...visit, clientVisitId: crypto.randomUUID() };
  const db = currentDatabase();
  if (!db) {
    await sendVisit.send(queued);
    return;
  }
  await enqueue(db, sendVisit, queued);
}
