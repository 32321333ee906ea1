import Router from '@koa/router';
import { groupsQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentGroup } from '../../presenters/group.ts';
import type { CmsGroup } from '../../auth/portal-users.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const schemas = { query: groupsQuery };

export function groupRoutes({ cms }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.get('/groups', validate(schemas), async (ctx) => {
    const { grouptype } = inputOf(ctx, schemas).query;
    const found = await cms.find<CmsGroup>('groups', {
      filters: grouptype ? { grouptype: { $eq: grouptype } } : {},
      sort: ['grouptype:asc', 'groupname:asc'],
      pagination: { pageSize: 500 },
    });
    ctx.body = found.data.map(presentGroup);
  });
  return router;
}
