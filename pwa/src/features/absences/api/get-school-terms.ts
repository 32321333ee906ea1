import type { SchoolTermRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import type { SavedList } from '@/offline/saved-list.ts';
import { useSavedList } from '@/offline/use-saved-list.ts';
import { schoolTermsTable } from '../offline.ts';

/** `school-terms/`: the campus's terms, which a notice for a day outside them asks about. */
export const schoolTerms: SavedList<SchoolTermRecord, 'schoolTermUid', void> = {
  table: schoolTermsTable,
  name: () => 'schoolTerms',
  rows: (table) => table.toCollection(),
  order: (a, b) => a.first_day.localeCompare(b.first_day),
  queryKey: () => ['school-terms'],
  fetch: () => api.get<SchoolTermRecord[]>('school-terms/'),
};

export function useSchoolTerms() {
  return useSavedList(schoolTerms, undefined);
}
