import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentNotesAnswer } from '@portal/contract';
import { api } from '@/lib/api-client.ts';

export const studentNotesKey = (studentUserId: string) => ['student-notes', studentUserId] as const;

export function getStudentNotes(studentUserId: string, signal?: AbortSignal): Promise<StudentNotesAnswer> {
  return api.get<StudentNotesAnswer>('student-notes', { query: { student_userid: studentUserId }, signal });
}

export function getStudentNotesQueryOptions(studentUserId: string) {
  return queryOptions({
    queryKey: studentNotesKey(studentUserId),
    queryFn: ({ signal }) => getStudentNotes(studentUserId, signal),
    staleTime: 0,
  });
}

/** Reader spec 7 "Student notes": the notes of one student the signed-in staff member may read, newest first. */
export function useStudentNotes(studentUserId: string) {
  return useQuery(getStudentNotesQueryOptions(studentUserId));
}
