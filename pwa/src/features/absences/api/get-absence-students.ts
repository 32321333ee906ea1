import type { StudentInfoRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import type { SavedList } from '@/offline/saved-list.ts';
import { useSavedList } from '@/offline/use-saved-list.ts';
import { absenceStudentsTable } from '../offline.ts';

/** `student-info/`: the students whose absences this person may see and notify. */
export const absenceStudents: SavedList<StudentInfoRecord, 'STUDENT_NUMBER', void> = {
  table: absenceStudentsTable,
  name: () => 'absenceStudents',
  rows: (table) => table.toCollection(),
  order: (a, b) => a.student.localeCompare(b.student),
  queryKey: () => ['student-info'],
  fetch: () => api.get<StudentInfoRecord[]>('student-info/'),
};

export function useAbsenceStudents() {
  return useSavedList(absenceStudents, undefined);
}
