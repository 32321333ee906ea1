import { api } from '@/lib/api-client.ts';

/** Staff: a short-lived signed link to the campus's absences of a period as CSV (opened as a plain download). */
export function getAbsencesExportLink(range: { from: string; to: string }): Promise<string> {
  return api.get<string>('absences/export', { query: range });
}
