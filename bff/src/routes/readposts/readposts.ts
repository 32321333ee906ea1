import Router from '@koa/router';
import { marksQuery, readPostInput } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { presentReadPost } from '../../presenters/marks.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const list = { query: marksQuery };
const create = { body: readPostInput };

/** The signed-in person's read marks: one per post, written once however often replayed. */
export function readPostRoutes({ models, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/readposts', validate(list), async (ctx) => {
    const { data: marks, truncated } = noteStale(ctx, await models.readPosts.ownBy(ctx.state.user));
    markTruncated(ctx, truncated);
    ctx.body = marks.map(presentReadPost);
  });

  router.post('/readposts', limits.writesPerPerson(), validate(create), async (ctx) => {
    const { posts_postUid, clientMarkId } = inputOf(ctx, create).body.data;
    // 404 whether the post does not exist or is not for this reader.
    const { mark, created } = await models.readPosts.add(ctx.state.user, posts_postUid, clientMarkId);
    ctx.status = created ? 201 : 200;
    ctx.body = presentReadPost(mark);
  });

  return router;
}
