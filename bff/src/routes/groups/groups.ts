import Router from '@koa/router';
import { groupsQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentGroup } from '../../presenters/group.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const schemas = { query: groupsQuery };

export function groupRoutes({ models }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.get('/groups', validate(schemas), async (ctx) => {
    const { grouptype } = inputOf(ctx, schemas).query;
    const { data, truncated } = noteStale(ctx, await models.groups.list(grouptype));
    markTruncated(ctx, truncated);
    ctx.body = data.map(presentGroup);
  });
  return router;
}
