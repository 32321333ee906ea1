import type { AbsencePercentageRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedCall } from '../lib/use-saved-call.ts';

/** Spec 2.6's Attendance Rate box. */
export function getAttendancePercentage(username: string): Promise<AbsencePercentageRecord> {
  return api.get<AbsencePercentageRecord>('absences/percentage/', { query: { username } });
}

export function useAttendancePercentage(username: string) {
  return useSavedCall(['absences/percentage', username], () => getAttendancePercentage(username));
}
