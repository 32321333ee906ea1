import type { YearInfoRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedDocument, type SavedDocument } from '@/offline/saved-document.ts';

/** This year's new students the person may see (staff: their campus's). */
export const newStudents: SavedDocument<YearInfoRecord[], void> = {
  name: () => 'new-students:all',
  queryKey: () => ['new-students', 'all'],
  fetch: () => api.get<YearInfoRecord[]>('new-students/'),
  freshFor: 5 * 60_000,
};

export function useNewStudents() {
  return useSavedDocument(newStudents, undefined);
}
