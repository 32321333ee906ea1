import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { ADMIN_API_MESSAGES, PLACE_ADMIN_MESSAGES, placeIdParam, placeWriteInput, placesQuery, type Campus, type PlaceWrite } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { canAdministerRecord, createdBy, requireAdmin } from '../../policies/admin.ts';
import { canEditPlace, canReadPlaceAs } from '../../policies/place.ts';
import { PAGE_POPULATE, PLACE_POPULATE, presentKeyLearningArea, presentPageType, presentPlace, type CmsPage, type CmsPlace } from '../../presenters/place.ts';
import { CmsResponseError } from '../../cms/cms-client.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { namesFor, readablePlace } from './place-context.ts';

const list = { query: placesQuery };
const one = { params: z.object({ id: placeIdParam }) };
const create = { body: placeWriteInput };
const update = { params: z.object({ id: placeIdParam }), body: placeWriteInput };

const slugTaken = () => badRequest(PLACE_ADMIN_MESSAGES.slugTaken, { 'data.place': PLACE_ADMIN_MESSAGES.slugTaken });

/** A place's fields as the CMS stores them; a place with a key learning area is flagged as one (reader spec 2.8). */
const cmsFieldsOf = (place: PlaceWrite) => ({
  place: place.place,
  slug: place.slug,
  place_id: place.place_id,
  description: place.description,
  intended_audience: place.intended_audience,
  editors: place.editors,
  is_key_learning_area: place.klaUid !== null,
  kla: place.klaUid,
  groups: place.group_ids,
});

/**
 * Reader spec 7 and admin spec 7: places (`places/`), page types (`pagetypes/`) and key
 * learning areas (`key-learning-area/`). Places are read from the campus's cached set, each
 * shown only to those who may read it, with `can_edit` for the person; administrators of the
 * campus create, change and delete them (the CMS audits each under the admin), a place's editors
 * edit its pages.
 */
export function placeRoutes({ cms, shared, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/places', validate(list), async (ctx) => {
    const query = inputOf(ctx, list).query;
    const user = ctx.state.user;
    const names = await namesFor(ctx, shared);
    const places = noteStale(ctx, await shared.placeReads.places(ctx.state.campus));
    markTruncated(ctx, places.truncated);
    const keyword = query.title_keyword?.toLowerCase();
    let chosen = places.data.filter(
      (place) =>
        canReadPlaceAs(user, place, names) &&
        (query.slug === undefined || place.slug === query.slug) &&
        (query.kla === undefined || place.kla?.documentId === query.kla) &&
        (query.place === undefined || place.documentId === query.place) &&
        (keyword === undefined || place.place.toLowerCase().includes(keyword)),
    );
    // The admin's page type and Navigation filters keep places with such a page.
    if (query.pagetype !== undefined || query.navigation !== undefined) {
      const pagesOf = await Promise.all(chosen.map(async (place) => noteStale(ctx, await shared.placeReads.placePages(place.documentId)).data));
      chosen = chosen.filter((_, index) =>
        pagesOf[index]!.some(
          (page) => (query.pagetype === undefined || page.pagetype?.documentId === query.pagetype) && (query.navigation === undefined || page.navigation === query.navigation),
        ),
      );
    }
    ctx.body = chosen.map((place) => presentPlace(place, names, canEditPlace(user, place)));
  });

  router.get('/places/:id', validate(one), async (ctx) => {
    const { place, canEdit, names } = await readablePlace(ctx, shared, inputOf(ctx, one).params.id);
    ctx.body = [presentPlace(place, names, canEdit)];
  });

  /** The place's fields as the CMS stores them, after checking what they link to exists. */
  async function cmsData(ctx: Context, place: PlaceWrite) {
    const names = await namesFor(ctx, shared);
    if (place.klaUid !== null && !names.klas.has(place.klaUid)) throw badRequest(PLACE_ADMIN_MESSAGES.unknownKla, { 'data.klaUid': PLACE_ADMIN_MESSAGES.unknownKla });
    if (!place.group_ids.every((id) => names.groups.has(id))) throw badRequest(ADMIN_API_MESSAGES.unknownGroup, { 'data.group_ids': ADMIN_API_MESSAGES.unknownGroup });
    return cmsFieldsOf(place);
  }

  /** Another place of the campus holding this slug, read from the CMS (not the cache: it settles a write). */
  async function slugHolder(campus: Campus, slug: string, except?: string): Promise<CmsPlace | undefined> {
    const found = await cms.find<CmsPlace>('places', { filters: { campus: { $eq: campus }, slug: { $eq: slug } }, pagination: { pageSize: 2 } });
    return found.data.find((place) => place.documentId !== except);
  }

  /** A write the database's unique (campus, slug) index refused because another save took the slug just before. */
  async function refusedAsTaken<T>(campus: Campus, slug: string, except: string | undefined, write: () => Promise<T>): Promise<T> {
    if (await slugHolder(campus, slug, except)) throw slugTaken();
    try {
      return await write();
    } catch (error) {
      if (error instanceof CmsResponseError && (await slugHolder(campus, slug, except))) throw slugTaken();
      throw error;
    }
  }

  async function findAdministered(ctx: Context, id: string): Promise<CmsPlace> {
    const place = await cms.findOne<CmsPlace>('places', id, { populate: PLACE_POPULATE });
    if (!canAdministerRecord(ctx.state.user, place)) throw notFound();
    return place;
  }

  const told = (place: CmsPlace) => shared.apply({ type: 'place', documentIds: [place.documentId], campuses: [place.campus as Campus] });

  router.post('/places', limits.writesPerPerson(), requireAdmin(), validate(create), async (ctx) => {
    const place = inputOf(ctx, create).body.data;
    const admin = ctx.state.user;
    const data = { ...(await cmsData(ctx, place)), campus: admin.campus, ...createdBy(admin) };
    const created = await refusedAsTaken(admin.campus, place.slug, undefined, () => cms.as(admin).create<CmsPlace>('places', data, { populate: PLACE_POPULATE }));
    told(created);
    ctx.status = 201;
    ctx.body = presentPlace(created, await namesFor(ctx, shared), true);
  });

  router.put('/places/:id', limits.writesPerPerson(), requireAdmin(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const stored = await findAdministered(ctx, params.id);
    const data = await cmsData(ctx, body.data);
    const updated = await refusedAsTaken(ctx.state.user.campus, body.data.slug, stored.documentId, () =>
      cms.as(ctx.state.user).update<CmsPlace>('places', stored.documentId, data, { populate: PLACE_POPULATE }),
    );
    told(updated);
    ctx.body = presentPlace(updated, await namesFor(ctx, shared), true);
  });

  router.delete('/places/:id', limits.writesPerPerson(), requireAdmin(), validate(one), async (ctx) => {
    const stored = await findAdministered(ctx, inputOf(ctx, one).params.id);
    // Its pages go with it (soft deleted, as the place view deletes them), so none is left without a place.
    const pages = await cms.findAll<CmsPage>('pages', { filters: { place: { documentId: { $eq: stored.documentId } }, is_deleted: { $eq: false } }, populate: PAGE_POPULATE });
    for (const page of pages.data) await cms.update('pages', page.documentId, { is_deleted: true, navigation: false });
    await cms.as(ctx.state.user).remove('places', stored.documentId);
    told(stored);
    shared.placeReads.pagesChanged([stored.documentId]);
    ctx.body = presentPlace(stored, await namesFor(ctx, shared), true);
  });

  router.get('/pagetypes', validate({}), async (ctx) => {
    ctx.body = noteStale(ctx, await shared.placeReads.pageTypes()).data.map(presentPageType);
  });

  // Reader spec 2.5: the course directory's tiles, sorted by name.
  router.get('/key-learning-area', validate({}), async (ctx) => {
    ctx.body = noteStale(ctx, await shared.placeReads.keyLearningAreas()).data.map(presentKeyLearningArea);
  });

  return router;
}
