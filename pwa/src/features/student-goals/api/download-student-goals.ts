import type { GoalsFilter } from './get-student-goals.ts';
import { api } from '@/lib/api-client.ts';

/**
 * Reader spec 2.9: asks for the goals CSV and opens the returned pre_signed_URL, a short-lived
 * link the browser downloads PLC_Student_Goals_CSV.csv from without a token.
 */
export async function downloadStudentGoals({ username, year, semester }: GoalsFilter): Promise<void> {
  const { pre_signed_URL } = await api.get<{ pre_signed_URL: string }>('student-goals/', {
    query: { username, selected_year: year, semester, is_csv_export: 'True' },
  });
  window.location.assign(pre_signed_URL);
}
