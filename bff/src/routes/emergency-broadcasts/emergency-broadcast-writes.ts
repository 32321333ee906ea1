import Router from '@koa/router';
import { z } from 'zod';
import { emergencyBroadcastWriteInput, uidSchema } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { requireAdmin } from '../../policies/admin.ts';
import { presentEmergencyBroadcast } from '../../presenters/emergency-broadcast.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const create = { body: emergencyBroadcastWriteInput };
const update = { params: z.object({ id: uidSchema }), body: emergencyBroadcastWriteInput };
const remove = { params: z.object({ id: uidSchema }) };

/**
 * Reader spec 7 "Emergency broadcasts: list, save, update": administrators raise one for their
 * campus (the banner shows the newest while its status is on), change it, and clear it with
 * status off or a delete. The CMS audits each write under the admin, and the campus's banner calls see
 * it at once; installed apps offline see it at their next sync.
 */
export function emergencyBroadcastWriteRoutes({ models, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.post('/emergencybroadcast', limits.writesPerPerson(), requireAdmin(), validate(create), async (ctx) => {
    const created = await models.emergencyBroadcasts.create(ctx.state.user, inputOf(ctx, create).body.data);
    ctx.status = 201;
    ctx.body = presentEmergencyBroadcast(created);
  });

  router.put('/emergencybroadcast/:id', limits.writesPerPerson(), requireAdmin(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const stored = await models.emergencyBroadcasts.findAdministered(ctx.state.user, params.id);
    ctx.body = presentEmergencyBroadcast(await models.emergencyBroadcasts.update(ctx.state.user, stored, body.data));
  });

  router.delete('/emergencybroadcast/:id', limits.writesPerPerson(), requireAdmin(), validate(remove), async (ctx) => {
    const stored = await models.emergencyBroadcasts.findAdministered(ctx.state.user, inputOf(ctx, remove).params.id);
    await models.emergencyBroadcasts.remove(ctx.state.user, stored);
    ctx.body = presentEmergencyBroadcast(stored);
  });

  return router;
}
