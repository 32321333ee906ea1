import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendStudentNoteInput, type SendStudentNoteInput, type StudentNotesAnswer } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { studentNotesKey } from './get-student-notes.ts';

export function sendStudentNote(input: SendStudentNoteInput): Promise<StudentNotesAnswer> {
  return api.post<StudentNotesAnswer>('student-notes', sendStudentNoteInput.parse(input));
}

/** Reader spec 7 "Send note": the BFF answers the reloaded list, which replaces the one shown. */
export function useSendStudentNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStudentNote,
    onSuccess: (answer, input) => queryClient.setQueryData(studentNotesKey(input.notesData.student_userid), answer),
  });
}
