import type { StudentListData, UserRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedCall } from '../lib/use-saved-call.ts';

/** Spec 2.6: students and affiliates send their own username, faculty none (their campus's students). */
export function getStudents(user: UserRecord): Promise<StudentListData> {
  return api.get<StudentListData>('students', { query: { auth_username: user.type === 'faculty' ? undefined : user.username } });
}

export function useStudents(user: UserRecord) {
  return useSavedCall(['students', user.type === 'faculty' ? null : user.username], () => getStudents(user));
}
