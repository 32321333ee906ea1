import type { AbsenceSummaryRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedCall } from '../lib/use-saved-call.ts';

/** Spec 2.6's absence boxes: verified (green) and unverified (red) absences this year. */
export function getAbsenceSummary(username: string): Promise<AbsenceSummaryRecord> {
  return api.get<AbsenceSummaryRecord>('absences/absence-summary/', { query: { username } });
}

export function useAbsenceSummary(username: string) {
  return useSavedCall(['absences/absence-summary', username], () => getAbsenceSummary(username));
}
