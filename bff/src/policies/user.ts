import type { PortalUser } from '../auth/portal-users.ts';
import { forbidden } from '../errors.ts';

/** A person may read their own record; administrators may read anyone's. */
export function authorizeUserRead(actor: PortalUser, username: string): void {
  if (actor.username !== username && !actor.is_admin) throw forbidden();
}
