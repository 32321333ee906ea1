import type { PortalUser } from '../auth/portal-users.ts';
import { isStaff } from './student.ts';

/**
 * Whether the person has the counsellors' staff view on their own campus (they see the campus's
 * psychology requests): staff whose portal person is one of the campus's counsellors, by id.
 * Who the counsellors are is configured by address (models/counsellors.ts resolves the addresses
 * to the campus's people), so a person whose email changes in the directory gains or loses the
 * view with it: the configuration names mailboxes, by design.
 */
export function isCounsellor(person: PortalUser, counsellors: readonly string[]): boolean {
  return isStaff(person) && counsellors.includes(person.documentId);
}
