import Router from '@koa/router';
import { connectionHeadersQuery, latestLiveHeader } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { presentConnectionHeader } from '../../presenters/connection-header.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { answerPageOf } from '../paging.ts';

const schemas = { query: connectionHeadersQuery };

const HEADERS_PAGE_SIZE_DEFAULT = 10;

/**
 * The campus's Connections header images, newest first; `latest=true` gives only the live
 * one created last (a list of 0 or 1), the one the Connections screen shows.
 */
export function connectionHeaderRoutes({ models, now }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.get('/connection-headers', validate(schemas), async (ctx) => {
    const { latest, page, page_size: pageSize = HEADERS_PAGE_SIZE_DEFAULT } = inputOf(ctx, schemas).query;
    const { data: headers, truncated } = noteStale(ctx, await models.connectionHeaders.readableOn(ctx.state.campus));
    markTruncated(ctx, truncated);
    const records = headers.map(presentConnectionHeader);
    if (latest) {
      const live = latestLiveHeader(records, now());
      ctx.body = live ? [live] : [];
      return;
    }
    if (page) {
      ctx.body = answerPageOf(ctx, { page, pageSize }, records);
      return;
    }
    ctx.body = records;
  });
  return router;
}
