import Router from '@koa/router';
import { postCategoriesQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentPostCategory, type CmsPostCategory } from '../../presenters/post-category.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const schemas = { query: postCategoriesQuery };

export function postCategoryRoutes({ cms }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.get('/post-categories', validate(schemas), async (ctx) => {
    const { category_type } = inputOf(ctx, schemas).query;
    const byType = category_type && category_type !== 'All' ? { categorytype: { $eq: category_type } } : {};
    const found = await cms.find<CmsPostCategory>('post-categories', {
      filters: byType,
      sort: ['sort_order:asc', 'categoryname:asc'],
      pagination: { pageSize: 200 },
    });
    ctx.body = found.data.map(presentPostCategory);
  });
  return router;
}
