import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendStudentNoteInput, type SendStudentNoteInput, type StudentNotesAnswer } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { keepSavedDocument } from '@/offline/saved-document.ts';
import { studentNotes } from './get-student-notes.ts';

export function sendStudentNote(input: SendStudentNoteInput): Promise<StudentNotesAnswer> {
  return api.post<StudentNotesAnswer>('student-notes', sendStudentNoteInput.parse(input));
}

/**
 * Reader spec 7 "Send note": the BFF answers the reloaded list, which replaces the one shown
 * and the one saved on the device. Online only (the form says so offline): a note is emailed
 * as it is saved, like a psychology request, and is never queued.
 */
export function useSendStudentNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStudentNote,
    onSuccess: async (answer, input) => {
      const studentUserId = input.notesData.student_userid;
      queryClient.setQueryData(studentNotes.queryKey(studentUserId), answer);
      await keepSavedDocument(studentNotes, studentUserId, answer);
    },
  });
}
