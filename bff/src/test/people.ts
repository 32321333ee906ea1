import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { StudentOfReader } from '../models/records/student.ts';

/** The roles a policy table is walked with: each reader kind, and an administrator (a staff member with the school's admin right). */
export const ROLES = ['carer', 'student', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const TYPE_OF_ROLE = { carer: 'affiliate', student: 'student', staff: 'faculty', admin: 'faculty' } as const;

let next = 0;

/** A portal person of a role and campus, as the BFF holds them after sign-in (for policy tables: no CMS involved). */
export function person(role: Role, campus: Campus = 'sydney', groups: string[] = []): PortalUser {
  next += 1;
  return {
    id: next,
    documentId: `person-${role}-${campus}-${next}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    publishedAt: null,
    username: `${role}${next}`,
    firstname: 'Alex',
    surname: role,
    type: TYPE_OF_ROLE[role],
    is_carer: role === 'carer',
    is_admin: role === 'admin',
    email: `${role}${next}@example.com`,
    campus,
    country_name: null,
    directory_id: null,
    active: true,
    language: null,
    notice_alerts: 'instantly',
    groups: groups.map((groupname, index) => ({ id: index + 1, documentId: `group-${groupname}`, createdAt: '', updatedAt: '', publishedAt: null, groupname, grouptype: null })),
  };
}

/**
 * A student record of a campus as the per-student rule sees it (policies/student.ts), for policy
 * tables: `family` names the portal people who are theirs (the student's own portal person,
 * carers linked by the school system). A campus of null is a record without one.
 */
export function studentRecord(campus: Campus | null, family: PortalUser[] = []): StudentOfReader {
  next += 1;
  const self = family.find((someone) => someone.type === 'student');
  return {
    id: next,
    documentId: `student-${campus}-${next}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    publishedAt: null,
    STUDENT_NUMBER: `2026${String(next).padStart(4, '0')}`,
    username: self?.username ?? `student${next}`,
    student: 'Alex Student',
    form_run: 9,
    homeroom_teacher: null,
    homeroom_teacher_email: null,
    head_of_year: null,
    head_of_year_email: null,
    campus,
    portal_user: self ? { id: self.id, documentId: self.documentId, username: self.username, firstname: self.firstname, surname: self.surname } : null,
    linkedCarers: family.filter((someone) => someone.type === 'affiliate').map((carer) => carer.documentId),
  };
}
