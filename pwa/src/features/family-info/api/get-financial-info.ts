import type { FinancialInfoRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedDocument, type SavedDocument } from '@/offline/saved-document.ts';

/** Every account the person may see (a carer: each child's). */
export const financialInfo: SavedDocument<FinancialInfoRecord[], void> = {
  name: () => 'financial-info:all',
  queryKey: () => ['financial-info', 'all'],
  fetch: () => api.get<FinancialInfoRecord[]>('financial-info/'),
  freshFor: 5 * 60_000,
};

export function useFinancialInfo() {
  return useSavedDocument(financialInfo, undefined);
}
