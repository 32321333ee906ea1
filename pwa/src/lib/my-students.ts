import type { YearInfoRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedDocument, type SavedDocument } from '@/offline/saved-document.ts';

/**
 * The students this person may see this year (a carer's children, a student themself, staff
 * their campus's), from their year info: the student choice of the goals and request forms.
 */
export const myStudents: SavedDocument<YearInfoRecord[], void> = {
  name: () => 'year-info:all',
  queryKey: () => ['year-info', 'all'],
  fetch: () => api.get<YearInfoRecord[]>('year-info/'),
  freshFor: 5 * 60_000,
};

export function useMyStudents() {
  return useSavedDocument(myStudents, undefined);
}
