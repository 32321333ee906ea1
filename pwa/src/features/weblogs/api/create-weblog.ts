import type { WeblogInput, WeblogRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { enqueue } from '@/offline/outbox.ts';
import { currentDatabase } from '@/offline/session.ts';

export type PageVisit = Omit<WeblogInput['data'], 'clientVisitId'>;

function visitBody(visit: PageVisit): WeblogInput {
  return { data: { ...visit, clientVisitId: crypto.randomUUID() } };
}

/**
 * Records one page visit straight away. Browser, OS, country, time and the user's names are
 * added by the BFF; clientVisitId lets it store a replayed visit only once. The contract's
 * zod schema is not run here: these fields come from code, and zod would weigh on the
 * reader bundle.
 */
export function createWeblog(visit: PageVisit): Promise<WeblogRecord> {
  return api.post<WeblogRecord>('weblogs/', visitBody(visit));
}

/**
 * Records a visit through the outbox, so visits made offline reach the server once the app
 * is online again. Without offline storage it is sent at once.
 */
export async function queueWeblog(visit: PageVisit): Promise<void> {
  const db = currentDatabase();
  if (!db) {
    await createWeblog(visit);
    return;
  }
  const body = visitBody(visit);
  await enqueue(db, { key: `visit:${body.data.clientVisitId}`, kind: 'visit', method: 'POST', path: 'weblogs/', body });
}
