import Router from '@koa/router';
import { z } from 'zod';
import { favouriteIdParam, favouriteInput, marksQuery, type FavouriteRemovedRecord } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { presentFavourite } from '../../presenters/marks.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const list = { query: marksQuery };
const create = { body: favouriteInput };
const one = { params: z.object({ id: favouriteIdParam }) };

/** The signed-in person's favourite notices and calendar events. */
export function favouriteRoutes({ models, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/favorites', validate(list), async (ctx) => {
    const { data: marks, truncated } = noteStale(ctx, await models.favourites.ownBy(ctx.state.user));
    markTruncated(ctx, truncated);
    ctx.body = marks.map(presentFavourite);
  });

  router.post('/favorites', limits.writesPerPerson(), validate(create), async (ctx) => {
    const { posts_postUid, EVENT_ID, clientMarkId } = inputOf(ctx, create).body.data;
    const item = posts_postUid ? { post: posts_postUid } : { calendarEvent: EVENT_ID! };
    const { mark, created } = await models.favourites.add(ctx.state.user, item, clientMarkId);
    ctx.status = created ? 201 : 200;
    ctx.body = presentFavourite(mark);
  });

  router.delete('/favorites/:id', limits.writesPerPerson(), validate(one), async (ctx) => {
    const { id } = inputOf(ctx, one).params;
    // Someone else's favourite answers exactly as an unknown or already deleted one (200, which
    // an offline delete's replay relies on) and stays.
    await models.favourites.removeOwn(ctx.state.user, id);
    ctx.body = { favoriteUid: id } satisfies FavouriteRemovedRecord;
  });

  return router;
}
