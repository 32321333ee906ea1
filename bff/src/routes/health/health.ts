import Router from '@koa/router';
import type { HealthRecord } from '@portal/contract';
import type { RouteDeps } from '../deps.ts';

/** Public: is the BFF up and can it reach the CMS. */
export function healthRoutes({ models, limits }: RouteDeps) {
  const router = new Router();
  router.get('/health', limits.publicPerIp('health'), async (ctx) => {
    const cmsUp = await models.health.isCmsHealthy();
    ctx.status = cmsUp ? 200 : 503;
    ctx.body = { status: cmsUp ? 'ok' : 'degraded', cms: cmsUp } satisfies HealthRecord;
  });
  return router;
}
