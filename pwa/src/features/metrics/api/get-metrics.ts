import type { MetricsRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedDocument, type SavedDocument } from '@/offline/saved-document.ts';

/** The campus's counts over the last `days` days (staff only). */
export const metrics: SavedDocument<MetricsRecord, number> = {
  name: (days) => `metrics:${days}`,
  queryKey: (days) => ['metrics', days],
  fetch: (days) => api.get<MetricsRecord>('metrics/', { query: { days } }),
  freshFor: 60_000,
};

export function useMetrics(days: number) {
  return useSavedDocument(metrics, days);
}
