import Router from '@koa/router';
import { emergencyBroadcastsQuery } from '@portal/contract';
import { validate } from '../../middleware/validate.ts';
import { presentEmergencyBroadcast, type CmsEmergencyBroadcast } from '../../presenters/emergency-broadcast.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const schemas = { query: emergencyBroadcastsQuery };

/** Newest first: the chrome's banner shows the first one when its status is true. */
export function emergencyBroadcastRoutes({ cms }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.get('/emergencybroadcast', validate(schemas), async (ctx) => {
    const found = await cms.find<CmsEmergencyBroadcast>('emergency-broadcasts', {
      filters: { campus: { $eq: ctx.state.campus } },
      sort: ['createdAt:desc'],
      pagination: { pageSize: 50 },
    });
    ctx.body = found.data.map(presentEmergencyBroadcast);
  });
  return router;
}
