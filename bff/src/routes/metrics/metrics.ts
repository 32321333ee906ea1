import Router from '@koa/router';
import { metricsQuery } from '@portal/contract';
import { forbidden } from '../../errors.ts';
import { inputOf, validate } from '../../middleware/validate.ts';
import { isStaff } from '../../policies/student.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const query = { query: metricsQuery };

/**
 * Reader 2.1 Metrics, for staff and administrators only (403 otherwise; the PWA sends others
 * home): the campus's active people, notices read and absences notified over the last days,
 * counted by the database (the CMS's portal-metric summary).
 */
export function metricsRoutes({ models, now }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/metrics', validate(query), async (ctx) => {
    if (!isStaff(ctx.state.user)) throw forbidden();
    const { days } = inputOf(ctx, query).query;
    const since = new Date(now().getTime() - days * 86_400_000);
    const counts = await models.metrics.countsSince(ctx.state.user, since);
    ctx.body = { period_days: days, since: since.toISOString(), ...counts };
  });

  return router;
}
