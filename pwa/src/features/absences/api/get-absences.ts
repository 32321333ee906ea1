import type { AbsenceRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import type { SavedList } from '@/offline/saved-list.ts';
import { useSavedList } from '@/offline/use-saved-list.ts';
import { absencesTable } from '../offline.ts';

/** One student's absences (STUDENT_NUMBER), or '' for all of the person's students (staff: the campus's recent ones). */
export const absencesOf: SavedList<AbsenceRecord, 'DAILY_ATTENDANCE_ID', string> = {
  table: absencesTable,
  name: (studentNumber) => `absences:${studentNumber || 'all'}`,
  rows: (table, studentNumber) => (studentNumber ? table.where('STUDENT_NUMBER').equals(studentNumber) : table.toCollection()),
  order: (a, b) => b.absence_date.localeCompare(a.absence_date) || b.DAILY_ATTENDANCE_ID.localeCompare(a.DAILY_ATTENDANCE_ID),
  queryKey: (studentNumber) => ['absences', studentNumber],
  fetch: (studentNumber) => api.get<AbsenceRecord[]>('absences/', studentNumber ? { query: { STUDENT_NUMBER: studentNumber } } : {}),
};

/** Saved absences at once (also offline), then the server's. */
export function useAbsences(studentNumber: string) {
  return useSavedList(absencesOf, studentNumber);
}
