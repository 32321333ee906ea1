import type { WeblogInput, WeblogRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';

export type PageVisit = Omit<WeblogInput['data'], 'clientVisitId'>;

/**
 * Records one page visit. Browser, OS, country, time and the user's names are added by the
 * BFF; clientVisitId lets it store a replayed visit only once. The contract's zod schema
 * is not run here: these fields come from code, and zod would weigh on the reader bundle.
 */
export function createWeblog(visit: PageVisit): Promise<WeblogRecord> {
  const body: WeblogInput = { data: { ...visit, clientVisitId: crypto.randomUUID() } };
  return api.post<WeblogRecord>('weblogs/', body);
}
