import { SENIOR_SCHOOL_STUDENTS, type CarerStudentRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedCall } from '../lib/use-saved-call.ts';

/** Spec 2.6: a carer's students, for the 'Senior School Students' group. */
export function getCarerStudents(username: string): Promise<CarerStudentRecord[]> {
  return api.get<CarerStudentRecord[]>('carerstudents', { query: { auth_username: username, student_group: SENIOR_SCHOOL_STUDENTS } });
}

export function useCarerStudents(username: string, { enabled }: { enabled: boolean }) {
  return useSavedCall(['carerstudents', username, SENIOR_SCHOOL_STUDENTS], () => getCarerStudents(username), { enabled });
}
