import type { Context, Next } from 'koa';
import type { PortalUser } from '../auth/portal-users.ts';
import { forbidden } from '../errors.ts';
import { ofOwnCampus, type PolicyRule } from './policy.ts';

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

/**
 * The `administer` rule of the admin area's records: an administrator changes (and opens) those
 * of their own campus only; another campus's record, or one without a campus, answers as one
 * that does not exist.
 */
export function administeredOnOwnCampus<TRecord extends { campus?: string | null }>(): PolicyRule<TRecord> {
  return { refuse: 'not-found', allow: (person, record) => person.is_admin && ofOwnCampus(person, record) };
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
