import Router from '@koa/router';
import { ADMIN_PAGE_SIZE_DEFAULT, subscribedUserWriteInput, subscribedUsersQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { requireAdmin } from '../../policies/admin.ts';
import { presentSubscribedUser } from '../../presenters/subscribed-user.ts';
import { mountAdministeredWrites } from '../administered-writes.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { answerCmsPage, answerWholeList } from '../paging.ts';

const list = { query: subscribedUsersQuery };

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

  mountAdministeredWrites(router, limits, {
    path: '/subscribedusers',
    model: models.subscribedUsers,
    writeInput: subscribedUserWriteInput,
    present: presentSubscribedUser,
  });

  return router;
}
