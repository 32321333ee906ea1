import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { BffConfig } from '../config.ts';
import { isStaff } from './student.ts';

/**
 * The campus's counsellors, one notion for every feature (issue 16): the configured list of
 * addresses (SYDNEY_COUNSELLOR_EMAILS, ARMIDALE_COUNSELLOR_EMAILS, config.ts). It says where
 * mail for the counsellors goes — school psychology requests, and student notes sent to
 * "counsellor staff" (reader spec 2.7) — and who of the campus's staff gets the counsellors'
 * view: staff signed in with an address on it see the campus's psychology requests, and read the
 * notes sent to the counsellors as their recipients. One list, so the two features cannot
 * disagree about who the counsellors are; it may hold a shared inbox that is nobody's sign-in.
 */
export function campusCounsellors(config: Pick<BffConfig, 'counsellorEmails'>) {
  const addresses = (campus: Campus): string[] => config.counsellorEmails[campus];
  return {
    /** Where mail for the campus's counsellors goes (lower case, as the list is read). */
    addresses,
    /** Whether this person has the counsellors' staff view on their own campus. */
    isCounsellor(user: PortalUser): boolean {
      const email = user.email?.trim().toLowerCase();
      return isStaff(user) && !!email && addresses(user.campus).includes(email);
    },
  };
}
