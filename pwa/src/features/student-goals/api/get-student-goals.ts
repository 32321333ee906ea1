import type { StudentGoalRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedDocument, type SavedDocument } from '@/offline/saved-document.ts';

export type GoalsFilter = { username: string; year: number; semester: string };

/** One student's goals of a year and semester, saved per choice for reading offline. */
export const studentGoals: SavedDocument<StudentGoalRecord[], GoalsFilter> = {
  name: ({ username, year, semester }) => `student-goals:${username}:${year}:${semester}`,
  queryKey: ({ username, year, semester }) => ['student-goals', username, year, semester],
  fetch: async ({ username, year, semester }) =>
    (await api.get<StudentGoalRecord[]>('student-goals/', { query: { username, selected_year: year, semester } })) as StudentGoalRecord[],
};

export function useStudentGoals(filter: GoalsFilter) {
  return useSavedDocument(studentGoals, filter);
}
