import type { Campus } from '@portal/contract';
import type { StudentOfReader } from '../models/records/student.ts';

/** A student record as a model hands it to a policy, for policy tables: no CMS involved. */
export function aStudent({ campus = 'sydney', portalUserId, linkedCarers = [] }: { campus?: Campus | null; portalUserId: string; linkedCarers?: string[] }): StudentOfReader {
  return {
    id: 1,
    documentId: 'student-1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    publishedAt: null,
    STUDENT_NUMBER: 'S1',
    username: 'mia',
    student: 'Mia Taylor',
    form_run: 9,
    homeroom_teacher: null,
    homeroom_teacher_email: null,
    head_of_year: null,
    head_of_year_email: null,
    campus,
    portal_user: { id: 1, documentId: portalUserId, username: 'mia', firstname: 'Mia', surname: 'Taylor' },
    linkedCarers,
  };
}
