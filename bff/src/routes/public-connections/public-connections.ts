import Router from '@koa/router';
import { z } from 'zod';
import { postIdParam } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentPublicPost } from '../../presenters/post.ts';
import type { RouteDeps } from '../deps.ts';

const one = { params: z.object({ id: postIdParam }) };

/**
 * Public (no token): the share link of a Connections newsletter for families without an
 * account. Only a live newsletter made public opens; anything else is the same 404.
 */
export function publicConnectionRoutes({ models, limits }: RouteDeps) {
  const router = new Router();
  router.get('/public/connections/:id', limits.publicPerIp('public-connections'), validate(one), async (ctx) => {
    const { id } = inputOf(ctx, one).params;
    const post = await models.posts.findPublicNewsletter(id);
    // Public and the same for everyone: a shared link opened by many families may be cached briefly.
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = [presentPublicPost(post)];
  });
  return router;
}
