import type { Context, Next } from 'koa';
import type { PortalUser } from '../auth/portal-users.ts';
import { forbidden } from '../errors.ts';

/** Route guard for the administration calls: decided here, whatever the PWA shows. */
export function requireAdmin() {
  return async function requireAdminMiddleware(ctx: Context, next: Next) {
    if (!(ctx.state.user as PortalUser | undefined)?.is_admin) throw forbidden();
    await next();
  };
}

/**
 * Which records an administrator may change: their own campus's, and those for every campus
 * (no campus). Another campus's record answers as one that does not exist.
 */
export function canAdministerRecord(user: PortalUser, record: { campus?: string | null }): boolean {
  return user.is_admin && (!record.campus || record.campus === user.campus);
}

/** Admin spec 6: the creator fields a record an administrator makes carries (spec 3). */
export function createdBy(admin: PortalUser) {
  return {
    users_userid: admin.documentId,
    users_username: admin.username,
    users_firstname: admin.firstname,
    users_lastname: admin.surname,
  };
}
