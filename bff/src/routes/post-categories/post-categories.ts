import Router from '@koa/router';
import { postCategoriesQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { presentPostCategory } from '../../presenters/post-category.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const schemas = { query: postCategoriesQuery };

export function postCategoryRoutes({ shared }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.get('/post-categories', validate(schemas), async (ctx) => {
    const { category_type } = inputOf(ctx, schemas).query;
    const { data, truncated } = noteStale(ctx, await shared.postCategories());
    markTruncated(ctx, truncated);
    const ofType = category_type && category_type !== 'All' ? data.filter((category) => category.categorytype === category_type) : data;
    ctx.body = ofType.map(presentPostCategory);
  });
  return router;
}
