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

const summaryOf = (broadcast: Pick<CmsEmergencyBroadcast, 'status' | 'message'>) =>
  `emergency broadcast (${broadcast.status ? 'on' : 'off'}): ${broadcast.message}`;

/**
 * Reader spec 7 "Emergency broadcasts: list, save, update": administrators raise one for their
 * campus (the banner shows the newest while its status is on), change it, and clear it with
 * status off or a delete. Each write is in the audit trail, and the campus's banner calls see
 * it at once; installed apps offline see it at their next sync.
 */
export function emergencyBroadcastWriteRoutes({ cms, shared, audit, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  async function findAdministered(ctx: Context, id: string): Promise<CmsEmergencyBroadcast> {
    const broadcast = await cms.findOne<CmsEmergencyBroadcast>('emergency-broadcasts', id);
    if (!canAdministerRecord(ctx.state.user, broadcast)) throw notFound();
    return broadcast;
  }

  const target = (ctx: Context, campus: Campus) => ({ type: 'emergency-broadcast' as const, collection: 'emergency-broadcasts', admin: ctx.state.user, campus });
  const told = (broadcast: CmsEmergencyBroadcast) =>
    shared.apply({ type: 'emergency-broadcast', documentIds: [broadcast.documentId], campuses: [broadcast.campus as Campus] });

  router.post('/emergencybroadcast', limits.writesPerPerson(), requireAdmin(), validate(create), async (ctx) => {
    const broadcast = inputOf(ctx, create).body.data;
    const campus = ctx.state.user.campus;
    const created = await audit.create<CmsEmergencyBroadcast>(target(ctx, campus), { ...broadcast, campus }, {}, (stored) => `Created ${summaryOf(stored)}`);
    told(created);
    ctx.status = 201;
    ctx.body = presentEmergencyBroadcast(created);
  });

  router.put('/emergencybroadcast/:id', limits.writesPerPerson(), requireAdmin(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const stored = await findAdministered(ctx, params.id);
    const updated = await audit.update<CmsEmergencyBroadcast>(
      target(ctx, stored.campus as Campus),
      stored.documentId,
      body.data,
      { message: stored.message, status: stored.status },
      {},
      `Updated ${summaryOf(body.data)}`,
    );
    told(updated);
    ctx.body = presentEmergencyBroadcast(updated);
  });

  router.delete('/emergencybroadcast/:id', limits.writesPerPerson(), requireAdmin(), validate(remove), async (ctx) => {
    const stored = await findAdministered(ctx, inputOf(ctx, remove).params.id);
    await audit.remove(target(ctx, stored.campus as Campus), stored.documentId, `Deleted ${summaryOf(stored)}`);
    told(stored);
    ctx.body = presentEmergencyBroadcast(stored);
  });

  return router;
}
