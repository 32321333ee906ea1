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
