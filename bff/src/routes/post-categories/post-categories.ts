import Router from '@koa/router';
import { postCategoriesQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { presentPostCategory } from '../../presenters/post-category.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const schemas = { query: postCategoriesQuery };

export function postCategoryRoutes({ models }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.get('/post-categories', validate(schemas), async (ctx) => {
    const { category_type } = inputOf(ctx, schemas).query;
    // `All` (the reader's first filter) is every type.
    const { data, truncated } = noteStale(ctx, await models.postCategories.list(category_type === 'All' ? undefined : category_type));
    markTruncated(ctx, truncated);
    ctx.body = data.map(presentPostCategory);
  });
  return router;
}
