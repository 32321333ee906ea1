import type { Context, Next } from 'koa';
import { campusForHost, type BffConfig } from '../config.ts';
import { unauthorized } from '../errors.ts';
import type { PortalUsers } from '../auth/portal-users.ts';
import type { TokenVerifier } from '../auth/token-verifier.ts';

/**
 * Every /api call but the explicitly public ones needs a bearer token from the campus
 * issuer chosen by host name; the verified person becomes `ctx.state.user`.
 */
export function campusAuth({ config, verify, users }: { config: BffConfig; verify: TokenVerifier; users: PortalUsers }) {
  return async function campusAuthMiddleware(ctx: Context, next: Next) {
    const header = ctx.get('authorization');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized();
    const campus = campusForHost(config, ctx.host);
    const identity = await verify(match[1], campus).catch(() => {
      throw unauthorized();
    });
    ctx.state.identity = identity;
    ctx.state.campus = campus.campus;
    ctx.state.user = await users.forIdentity(identity, campus.campus);
    await next();
  };
}
