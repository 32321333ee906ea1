import Router from '@koa/router';
import { z } from 'zod';
import { placeIdParam, placeWriteInput, placesQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { presentKeyLearningArea, presentPageType, presentPlace } from '../../presenters/place.ts';
import { mountAdministeredWrites } from '../administered-writes.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const list = { query: placesQuery };
const one = { params: z.object({ id: placeIdParam }) };

/**
 * Reader spec 7 and admin spec 7: places (`places/`), page types (`pagetypes/`) and key
 * learning areas (`key-learning-area/`). Places are read from the campus's cached set, each
 * shown only to those who may read it, with `can_edit` for the person; administrators of the
 * campus create, change and delete them (the CMS audits each under the admin), a place's editors
 * edit its pages.
 */
export function placeRoutes({ models, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/places', validate(list), async (ctx) => {
    const query = inputOf(ctx, list).query;
    const user = ctx.state.user;
    const names = noteStale(ctx, await models.places.names());
    const places = noteStale(ctx, await models.places.readableBy(user));
    markTruncated(ctx, places.truncated);
    const keyword = query.title_keyword?.toLowerCase();
    let chosen = places.data.filter(
      ({ place }) =>
        (query.slug === undefined || place.slug === query.slug) &&
        (query.kla === undefined || place.kla?.documentId === query.kla) &&
        (query.place === undefined || place.documentId === query.place) &&
        (keyword === undefined || place.place.toLowerCase().includes(keyword)),
    );
    // The admin's page type and Navigation filters keep places with such a page.
    if (query.pagetype !== undefined || query.navigation !== undefined) {
      const pagesOf = await Promise.all(chosen.map(async ({ place }) => noteStale(ctx, await models.pages.ofPlace(place.documentId)).data));
      chosen = chosen.filter((_, index) =>
        pagesOf[index]!.some(
          (page) => (query.pagetype === undefined || page.pagetype?.documentId === query.pagetype) && (query.navigation === undefined || page.navigation === query.navigation),
        ),
      );
    }
    ctx.body = chosen.map(({ place, canEdit }) => presentPlace(place, names, canEdit));
  });

  router.get('/places/:id', validate(one), async (ctx) => {
    const { place, canEdit } = noteStale(ctx, await models.places.findReadable(ctx.state.user, inputOf(ctx, one).params.id));
    ctx.body = [presentPlace(place, noteStale(ctx, await models.places.names()), canEdit)];
  });

  mountAdministeredWrites(router, limits, {
    path: '/places',
    model: models.places,
    writeInput: placeWriteInput,
    idParam: placeIdParam,
    // The administrator may edit every place of their campus.
    present: async (place, ctx) => presentPlace(place, noteStale(ctx, await models.places.names()), true),
  });

  router.get('/pagetypes', validate({}), async (ctx) => {
    ctx.body = noteStale(ctx, await models.places.pageTypes()).data.map(presentPageType);
  });

  // Reader spec 2.5: the course directory's tiles, sorted by name.
  router.get('/key-learning-area', validate({}), async (ctx) => {
    ctx.body = noteStale(ctx, await models.places.keyLearningAreas()).data.map(presentKeyLearningArea);
  });

  return router;
}
