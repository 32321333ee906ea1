import Router from '@koa/router';
import { z } from 'zod';
import { favouriteIdParam, favouriteInput, marksQuery, type FavouriteRemovedRecord } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { markOnce } from '../../commands/mark-once.ts';
import { readableEvent } from '../../calendar/events.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { FAVOURITE_POPULATE, type Favourite } from '../../models/records/favourite.ts';
import { presentFavourite } from '../../presenters/marks.ts';
import { ApiError } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const list = { query: marksQuery };
const create = { body: favouriteInput };
const one = { params: z.object({ id: favouriteIdParam }) };

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The signed-in person's favourite notices and calendar events. */
export function favouriteRoutes({ cms, models, shared, personal, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/favorites', validate(list), async (ctx) => {
    const { data: marks, truncated } = noteStale(ctx, await personal.marks('favourites', ctx.state.user));
    markTruncated(ctx, truncated);
    // A favourite whose notice or event was deleted has nothing left to show.
    ctx.body = marks.filter((mark) => mark.post || mark.calendar_event).map(presentFavourite);
  });

  router.post('/favorites', limits.writesPerPerson(), validate(create), async (ctx) => {
    const { posts_postUid, EVENT_ID, clientMarkId } = inputOf(ctx, create).body.data;
    const { user, campus } = ctx.state;
    const item = posts_postUid
      ? ({ relation: 'post', documentId: posts_postUid } as const)
      : ({ relation: 'calendar_event', documentId: EVENT_ID! } as const);
    const { mark, created } = await markOnce<Favourite>(cms, {
      collection: 'favourites',
      populate: FAVOURITE_POPULATE,
      user,
      item,
      clientMarkId,
      authorize: async () => {
        if (item.relation === 'calendar_event') {
          readableEvent((await shared.events(campus)).value.data, user, campus, item.documentId);
          return;
        }
        await models.posts.findReadable(user, item.documentId);
      },
    });
    personal.forget('favourites', user);
    ctx.status = created ? 201 : 200;
    ctx.body = presentFavourite(mark);
  });

  router.delete('/favorites/:id', limits.writesPerPerson(), validate(one), async (ctx) => {
    const { id } = inputOf(ctx, one).params;
    const { user } = ctx.state;
    // Looked for among the person's own only: someone else's favourite answers exactly as an
    // unknown or already deleted one (200, which an offline delete's replay relies on) and stays.
    const own = await cms.find<Favourite>('favourites', {
      filters: { documentId: { $eq: id }, portal_user: { documentId: { $eq: user.documentId } } },
      fields: ['documentId'],
      pagination: { pageSize: 1 },
    });
    if (own.data.length > 0) {
      await cms.remove('favourites', id).catch((error: unknown) => {
        if (!isNotFound(error)) throw error;
      });
      personal.forget('favourites', user);
    }
    ctx.body = { favoriteUid: id } satisfies FavouriteRemovedRecord;
  });

  return router;
}
