import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';

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
    groups: groups.map((groupname, index) => ({ id: index + 1, documentId: `group-${groupname}`, createdAt: '', updatedAt: '', publishedAt: null, groupname, grouptype: null })),
  };
}
