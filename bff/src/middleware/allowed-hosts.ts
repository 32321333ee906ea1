import type { Context, Next } from 'koa';
import { wrapError, type Campus } from '@portal/contract';
import { campusForHost, type BffConfig, type CampusIssuer } from '../config.ts';

const MESSAGE = 'This portal does not serve that host name.';
const MAX_ADMITTED_HOSTS = 100;

/** What allowedHosts leaves on `ctx.state`: the campus whose sign-in this host shows (never whose data is read). */
export type HostState = { hostCampus: CampusIssuer };

/**
 * Only the configured host names are served (RFC 9110 421 for any other): a made-up Host
 * header cannot choose a campus, poison an absolute link, or reach the app at all.
 */
export function allowedHosts({ config }: { config: BffConfig }) {
  // Host headers already admitted, as sent: a handful in practice (names and ports), looked up
  // instead of normalised on every call. Bounded, since a client may send any port.
  const admitted = new Map<string, CampusIssuer>();
  function campusOf(host: string): CampusIssuer | null {
    const known = admitted.get(host);
    if (known) return known;
    const campus = campusForHost(config, host);
    if (campus && admitted.size < MAX_ADMITTED_HOSTS) admitted.set(host, campus);
    return campus;
  }

  // Not async itself: an admitted host passes straight on, at the cost of no extra promise.
  return function allowedHostsMiddleware(ctx: Context, next: Next): Promise<void> | void {
    const campus = campusOf(ctx.host);
    if (campus) {
      (ctx.state as HostState).hostCampus = campus;
      return next();
    }
    ctx.status = 421;
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) ctx.body = wrapError('misdirected_request', MESSAGE);
    else {
      ctx.type = 'text/plain';
      ctx.body = MESSAGE;
    }
  };
}

/** The campus of the host a request came to (a signed link opens only on its own campus's host). */
export const hostCampusOf = (ctx: Context): Campus => (ctx.state as HostState).hostCampus.campus;
