import Router from '@koa/router';
import type { CampusConfigRecord } from '@portal/contract';
import { validate } from '../../middleware/validate.ts';
import type { HostState } from '../../middleware/allowed-hosts.ts';
import type { RouteDeps } from '../deps.ts';

/** Public: which identity provider this host signs in with (the PWA needs it before sign-in), and the school's time zone. */
export function campusConfigRoutes({ limits, config }: RouteDeps) {
  const router = new Router<HostState>();
  router.get('/campus-config', limits.publicPerIp('campus-config'), validate({}), (ctx) => {
    // allowedHosts has already answered 421 to any host without a campus.
    const campus = ctx.state.hostCampus;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { campus: campus.campus, authority: campus.issuer, client_id: campus.clientId, scope: campus.scope, time_zone: config.timeZones[campus.campus], arabic_digits: config.arabicDigits } satisfies CampusConfigRecord;
  });
  return router;
}
