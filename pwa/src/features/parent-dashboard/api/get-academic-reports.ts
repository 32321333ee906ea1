import type { AcademicReportRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedCall } from '../lib/use-saved-call.ts';

export function getAcademicReports(username: string): Promise<AcademicReportRecord[]> {
  return api.get<AcademicReportRecord[]>('student-academic-reports/', { query: { username } });
}

export function useAcademicReports(username: string) {
  return useSavedCall(['student-academic-reports', username], () => getAcademicReports(username));
}
