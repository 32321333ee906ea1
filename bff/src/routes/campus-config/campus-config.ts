import Router from '@koa/router';
import { campusForHost } from '../../config.ts';
import { validate } from '../../middleware/validate.ts';
import type { RouteDeps } from '../deps.ts';

/** Public: which identity provider this host signs in with (the PWA needs it before sign-in). */
export function campusConfigRoutes({ config }: RouteDeps) {
  const router = new Router();
  router.get('/campus-config', validate({}), (ctx) => {
    const campus = campusForHost(config, ctx.host);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { campus: campus.campus, authority: campus.issuer, client_id: campus.clientId, scope: campus.scope };
  });
  return router;
}
