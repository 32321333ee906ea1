import Router from '@koa/router';
import { z } from 'zod';
import { uidSchema, weeklyEmailTextCreateInput, weeklyEmailTextUpdateInput } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { requireAdmin } from '../../policies/admin.ts';
import { presentWeeklyEmailText } from '../../presenters/weekly-email-text.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const create = { body: weeklyEmailTextCreateInput };
const update = { params: z.object({ id: uidSchema }), body: weeklyEmailTextUpdateInput };

/**
 * Admin spec 7 "Weekly email text": the campus's one record of the weekly digest's blurb,
 * exclusion list and test addresses, for administrators only, each save audited by the CMS under
 * the admin.
 * A campus has one record (a unique index): a POST when it already has one saves into it, so
 * two admins' first saves at the same moment both land.
 */
export function weeklyEmailTextRoutes({ models, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/weeklyemailtext', requireAdmin(), validate({}), async (ctx) => {
    const text = await models.weeklyEmailTexts.ofCampus(ctx.state.user);
    ctx.body = text ? [presentWeeklyEmailText(text)] : [];
  });

  router.post('/weeklyemailtext', limits.writesPerPerson(), requireAdmin(), validate(create), async (ctx) => {
    const { record, created } = await models.weeklyEmailTexts.save(ctx.state.user, inputOf(ctx, create).body.data);
    if (created) ctx.status = 201;
    ctx.body = presentWeeklyEmailText(record);
  });

  router.put('/weeklyemailtext/:id', limits.writesPerPerson(), requireAdmin(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const stored = await models.weeklyEmailTexts.findAdministered(ctx.state.user, params.id);
    ctx.body = presentWeeklyEmailText(await models.weeklyEmailTexts.update(ctx.state.user, stored, body.data));
  });

  return router;
}
