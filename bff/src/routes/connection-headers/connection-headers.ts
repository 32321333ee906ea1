import Router from '@koa/router';
import { connectionHeadersQuery, latestLiveHeader } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentConnectionHeader, type CmsConnectionHeader } from '../../presenters/connection-header.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const schemas = { query: connectionHeadersQuery };

/**
 * The campus's Connections header images, newest first; `latest=true` gives only the live
 * one created last (a list of 0 or 1), the one the Connections screen shows.
 */
export function connectionHeaderRoutes({ cms, now }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.get('/connection-headers', validate(schemas), async (ctx) => {
    const { latest } = inputOf(ctx, schemas).query;
    const headers = await cms.findAll<CmsConnectionHeader>('connection-headers', {
      // A header without a campus belongs to every campus.
      filters: { $or: [{ campus: { $eq: ctx.state.campus } }, { campus: { $null: true } }] },
      sort: ['createdAt:desc', 'id:desc'],
    });
    const records = headers.map(presentConnectionHeader);
    if (latest) {
      const live = latestLiveHeader(records, now());
      ctx.body = live ? [live] : [];
      return;
    }
    ctx.body = records;
  });
  return router;
}
