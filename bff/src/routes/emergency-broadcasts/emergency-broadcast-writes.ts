import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { emergencyBroadcastWriteInput, uidSchema, type Campus } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { canAdministerRecord, requireAdmin } from '../../policies/admin.ts';
import { presentEmergencyBroadcast, type CmsEmergencyBroadcast } from '../../presenters/emergency-broadcast.ts';
import { notFound } from '../../errors.ts';
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
export function emergencyBroadcastWriteRoutes({ cms, shared, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  async function findAdministered(ctx: Context, id: string): Promise<CmsEmergencyBroadcast> {
    const broadcast = await cms.findOne<CmsEmergencyBroadcast>('emergency-broadcasts', id);
    if (!canAdministerRecord(ctx.state.user, broadcast)) throw notFound();
    return broadcast;
  }

  const told = (broadcast: CmsEmergencyBroadcast) =>
    shared.apply({ type: 'emergency-broadcast', documentIds: [broadcast.documentId], campuses: [broadcast.campus as Campus] });

  router.post('/emergencybroadcast', limits.writesPerPerson(), requireAdmin(), validate(create), async (ctx) => {
    const broadcast = inputOf(ctx, create).body.data;
    const campus = ctx.state.user.campus;
    const created = await cms.as(ctx.state.user).create<CmsEmergencyBroadcast>('emergency-broadcasts', { ...broadcast, campus });
    told(created);
    ctx.status = 201;
    ctx.body = presentEmergencyBroadcast(created);
  });

  router.put('/emergencybroadcast/:id', limits.writesPerPerson(), requireAdmin(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const stored = await findAdministered(ctx, params.id);
    const updated = await cms.as(ctx.state.user).update<CmsEmergencyBroadcast>('emergency-broadcasts', stored.documentId, body.data);
    told(updated);
    ctx.body = presentEmergencyBroadcast(updated);
  });

  router.delete('/emergencybroadcast/:id', limits.writesPerPerson(), requireAdmin(), validate(remove), async (ctx) => {
    const stored = await findAdministered(ctx, inputOf(ctx, remove).params.id);
    await cms.as(ctx.state.user).remove('emergency-broadcasts', stored.documentId);
    told(stored);
    ctx.body = presentEmergencyBroadcast(stored);
  });

  return router;
}
