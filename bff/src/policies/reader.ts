import { audienceKindOf, type Reader } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';

/** The person as the contract's audience rule sees them: their kind and their groups. */
export function readerOf(user: PortalUser): Reader {
  return { kind: audienceKindOf(user.type), groupNames: (user.groups ?? []).map((group) => group.groupname) };
}
