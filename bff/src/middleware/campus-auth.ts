import type { Context, Next } from 'koa';
import { unauthorized } from '../errors.ts';
import type { PortalUsers } from '../auth/portal-users.ts';
import type { TokenVerifier } from '../auth/token-verifier.ts';
import { noteStale } from '../read-cache/read-cache.ts';
import type { HostState } from './allowed-hosts.ts';

/**
 * Every /api call but the explicitly public ones needs an access token from the issuer of
 * the campus this host signs in with, held by a person whose account belongs to that campus.
 * From here on the campus is the account's (`ctx.state.campus`), never the Host's: a token
 * carried to the other campus's host is refused, even where both campuses share a provider.
 */
export function campusAuth({ verify, users }: { verify: TokenVerifier; users: PortalUsers }) {
  return async function campusAuthMiddleware(ctx: Context, next: Next) {
    const token = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1];
    if (!token) throw unauthorized();
    // Set by allowedHosts, which answers 421 to a host without a campus.
    const campus = (ctx.state as Partial<HostState>).hostCampus;
    if (!campus) throw unauthorized();
    const identity = await verify(token, campus, ctx.req.socket).catch(() => {
      throw unauthorized();
    });
    // The browser's languages go with it: a person without a language yet takes theirs.
    const user = noteStale(ctx, await users.forIdentity(identity, campus.campus, ctx.get('accept-language') || undefined));
    if (user.campus !== campus.campus) throw unauthorized();
    // Deactivated by the school-system import: left the school, or disabled there.
    if (user.active === false) throw unauthorized();
    ctx.state.identity = identity;
    ctx.state.campus = user.campus;
    ctx.state.user = user;
    await next();
  };
}
