import { useMutation } from '@tanstack/react-query';
import type { StudentNotesAnswer } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { browser } from '@/lib/browser.ts';

/** Reader spec 2.7: asks for the CSV's pre-signed link, then opens it; the file answers as a download, so the screen stays. */
export function useExportStudentNotes() {
  return useMutation({
    mutationFn: async (studentUserId: string) => {
      const answer = await api.get<StudentNotesAnswer>('student-notes', { query: { student_userid: studentUserId, is_csv_export: 'True' } });
      if (answer.pre_signed_URL) browser.assign(answer.pre_signed_URL);
    },
  });
}
