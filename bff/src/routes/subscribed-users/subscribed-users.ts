import Router from '@koa/router';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE_DEFAULT, subscribedUserWriteInput, subscribedUsersQuery, uidSchema } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { requireAdmin } from '../../policies/admin.ts';
import { presentSubscribedUser } from '../../presenters/subscribed-user.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { answerCmsPage, answerWholeList } from '../paging.ts';

const list = { query: subscribedUsersQuery };
const create = { body: subscribedUserWriteInput };
const update = { params: z.object({ id: uidSchema }), body: subscribedUserWriteInput };
const remove = { params: z.object({ id: uidSchema }) };

/**
 * Admin spec 7 "Subscribed users": the campus's subscribers of the Connections PDF, for
 * administrators only, an address once per campus (models/subscribed-users.ts). The CMS audits
 * every write under the admin.
 */
export function subscribedUserRoutes({ models, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/subscribedusers', requireAdmin(), validate(list), async (ctx) => {
    const { name, email, page, page_size: pageSize } = inputOf(ctx, list).query;
    const campus = ctx.state.user.campus;
    if (page) {
      const asked = { page, pageSize: pageSize ?? ADMIN_PAGE_SIZE_DEFAULT };
      ctx.body = answerCmsPage(ctx, asked, await models.subscribedUsers.pageOf(campus, { name, email }, asked)).map(presentSubscribedUser);
      return;
    }
    // The whole list: the Connections PDF template offers every subscriber's address.
    const found = await models.subscribedUsers.allOf(campus, { name, email });
    markTruncated(ctx, found.truncated);
    ctx.body = answerWholeList(ctx, found.data).map(presentSubscribedUser);
  });

  router.post('/subscribedusers', limits.writesPerPerson(), requireAdmin(), validate(create), async (ctx) => {
    const created = await models.subscribedUsers.create(ctx.state.user, inputOf(ctx, create).body.data);
    ctx.status = 201;
    ctx.body = presentSubscribedUser(created);
  });

  router.put('/subscribedusers/:id', limits.writesPerPerson(), requireAdmin(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const stored = await models.subscribedUsers.findAdministered(ctx.state.user, params.id);
    ctx.body = presentSubscribedUser(await models.subscribedUsers.update(ctx.state.user, stored, body.data));
  });

  router.delete('/subscribedusers/:id', limits.writesPerPerson(), requireAdmin(), validate(remove), async (ctx) => {
    const stored = await models.subscribedUsers.findAdministered(ctx.state.user, inputOf(ctx, remove).params.id);
    await models.subscribedUsers.remove(ctx.state.user, stored);
    ctx.body = presentSubscribedUser(stored);
  });

  return router;
}
