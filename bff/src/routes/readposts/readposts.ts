import Router from '@koa/router';
import { marksQuery, readPostInput } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { markOnce } from '../../commands/mark-once.ts';
import { READ_POST_POPULATE, type ReadPost } from '../../models/records/read-post.ts';
import { presentReadPost } from '../../presenters/marks.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const list = { query: marksQuery };
const create = { body: readPostInput };

/** The signed-in person's read marks: one per post, written once however often replayed. */
export function readPostRoutes({ cms, models, personal, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/readposts', validate(list), async (ctx) => {
    const { data: marks, truncated } = noteStale(ctx, await personal.marks('read-posts', ctx.state.user));
    markTruncated(ctx, truncated);
    // A mark whose post was deleted has nothing left to mark.
    ctx.body = marks.filter((mark) => mark.post).map(presentReadPost);
  });

  router.post('/readposts', limits.writesPerPerson(), validate(create), async (ctx) => {
    const { posts_postUid, clientMarkId } = inputOf(ctx, create).body.data;
    const user = ctx.state.user;
    const { mark, created } = await markOnce<ReadPost>(cms, {
      collection: 'read-posts',
      populate: READ_POST_POPULATE,
      user,
      item: { relation: 'post', documentId: posts_postUid },
      clientMarkId,
      authorize: async () => {
        // Same answer whether the post does not exist or is not for this reader.
        await models.posts.findReadable(user, posts_postUid);
      },
    });
    personal.forget('read-posts', user);
    ctx.status = created ? 201 : 200;
    ctx.body = presentReadPost(mark);
  });

  return router;
}
