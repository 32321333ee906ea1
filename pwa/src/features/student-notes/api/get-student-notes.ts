import type { StudentNotesAnswer } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedDocument, type SavedDocument } from '@/offline/saved-document.ts';

/**
 * Reader spec 7 "Student notes": the notes of one student the signed-in staff member may read,
 * newest first, saved per student so that they read offline after a first visit (issue 16).
 * Always asked again when shown: a colleague's new note should not wait behind a fresh copy.
 */
export const studentNotes: SavedDocument<StudentNotesAnswer, string> = {
  name: (studentUserId) => `student-notes:${studentUserId}`,
  queryKey: (studentUserId) => ['student-notes', studentUserId],
  fetch: (studentUserId) => api.get<StudentNotesAnswer>('student-notes', { query: { student_userid: studentUserId } }),
  freshFor: 0,
};

export function useStudentNotes(studentUserId: string) {
  return useSavedDocument(studentNotes, studentUserId);
}
