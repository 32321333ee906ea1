import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  PAGE_ADMIN_MESSAGES,
  PLACE_MESSAGES,
  applyContentRules,
  draggablePages,
  driveFolderEmbedUrl,
  orderPages,
  pageCreateInput,
  pageIdParam,
  pageReorderInput,
  pageUpdateInput,
  pageWriteQuery,
  pagesQuery,
  uniqueSlug,
  type FolderView,
  type PagesQuery,
} from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { createdBy } from '../../policies/admin.ts';
import { canSeePage } from '../../policies/place.ts';
import { PAGE_POPULATE, presentPage, type CmsPage } from '../../presenters/place.ts';
import { CmsResponseError } from '../../cms/cms-client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { campusPlaces, contentOptionsOf, namesFor, readablePlace, type PlaceAccess } from './place-context.ts';

const list = { query: pagesQuery };
const one = { params: z.object({ id: pageIdParam }) };
const create = { query: pageWriteQuery, body: pageCreateInput };
const reorder = { query: pageWriteQuery, body: pageReorderInput };
const update = { params: z.object({ id: pageIdParam }), body: pageUpdateInput };

const driveUrlInvalid = () => badRequest(PLACE_MESSAGES.driveUrlInvalid, { 'pageData.google_drive_url': PLACE_MESSAGES.driveUrlInvalid });
const unknownPagetype = () => badRequest(PAGE_ADMIN_MESSAGES.unknownPagetype, { 'pageData.pagetypeUid': PAGE_ADMIN_MESSAGES.unknownPagetype });
const reorderMismatch = () => conflict(PLACE_MESSAGES.reorderMismatch);

/** Reader spec 5: the shared folder as stored: the embedded-folder URL of the chosen view, or '' (unlinked). */
function storedDriveUrl(input: string, view: FolderView): string {
  if (input.trim() === '') return '';
  const url = driveFolderEmbedUrl(input, view);
  if (!url) throw driveUrlInvalid();
  return url;
}

/** The filters both lists share (admin spec 7). */
function matches(page: CmsPage, query: PagesQuery): boolean {
  const keyword = query.title_keyword?.toLowerCase();
  return (
    (query.page_slug === undefined || page.slug === query.page_slug) &&
    (query.pagetype === undefined || page.pagetype?.documentId === query.pagetype) &&
    (query.navigation === undefined || page.navigation === query.navigation) &&
    (keyword === undefined || page.title.toLowerCase().includes(keyword))
  );
}

/**
 * Reader spec 4 and 7, admin spec 7: a place's pages (`pages/`). Readers get what they may see
 * of a place they may read; the place's editors (and the campus's admins) also get its hidden
 * and scheduled pages, and write: create (with the place's new sort order in one
 * transaction), change one field at a time (a change based on an older version than the
 * stored one answers 409 and stores nothing), reorder (one transaction) and soft delete.
 * Rich text is rewritten by the contract's content rules here and sanitised by the CMS.
 */
export function pageRoutes({ cms, shared, now, limits, config }: RouteDeps) {
  const router = new Router<SignedInState>();
  const contentOptions = contentOptionsOf(config);

  /** A place the person edits, or 404 (not theirs to read) or 403 (theirs to read, not to edit). */
  async function editablePlace(ctx: Context, placeId: string): Promise<PlaceAccess> {
    const access = await readablePlace(ctx, shared, placeId);
    if (!access.canEdit) throw forbidden();
    return access;
  }

  /** A stored page that is not deleted, or 404. */
  async function storedPage(id: string): Promise<CmsPage> {
    const page = await cms.findOne<CmsPage>('pages', id, { populate: PAGE_POPULATE });
    if (!page.place?.documentId || page.is_deleted) throw notFound();
    return page;
  }

  const cachedPages = async (ctx: Context, placeId: string) => noteStale(ctx, await shared.placeReads.placePages(placeId)).data;

  /** The place's pages the person sees (stored shape), landing page first, then by sort order with gaps filled. */
  async function storedPagesSeen(ctx: Context, { place, canEdit }: PlaceAccess, query: PagesQuery): Promise<CmsPage[]> {
    const at = now();
    return orderPages((await cachedPages(ctx, place.documentId)).filter((page) => canSeePage(page, canEdit, at) && matches(page, query)));
  }

  async function pagesSeen(ctx: Context, access: PlaceAccess, query: PagesQuery) {
    return (await storedPagesSeen(ctx, access, query)).map((page) => presentPage(page, access.place, access.names));
  }

  /**
   * The page at /places/{slug}/{pageSlug}: the page with that slug, else the page that had it
   * before a rename (the latest to leave it), answered under its new slug so the app replaces
   * the address; a page that took the slug since wins. Another place's former slugs never
   * count. None: 404, never another page in its stead.
   */
  async function pageAtAddress(ctx: Context, access: PlaceAccess, { page_slug: pageSlug, ...filters }: PagesQuery & { page_slug: string }) {
    const seen = await storedPagesSeen(ctx, access, filters);
    const recency = (page: CmsPage) => page.former_slugs?.indexOf(pageSlug) ?? -1;
    const found =
      seen.find((page) => page.slug === pageSlug) ??
      seen
        .filter((page) => recency(page) >= 0)
        .sort((a, b) => recency(a) - recency(b) || b.updatedAt.localeCompare(a.updatedAt))[0];
    if (!found) throw notFound();
    return presentPage(found, access.place, access.names);
  }

  router.get('/pages', validate(list), async (ctx) => {
    const query = inputOf(ctx, list).query;
    if (query.place !== undefined) {
      const access = await readablePlace(ctx, shared, query.place);
      const { page_slug: pageSlug } = query;
      ctx.body = pageSlug === undefined ? await pagesSeen(ctx, access, query) : [await pageAtAddress(ctx, access, { ...query, page_slug: pageSlug })];
      return;
    }
    // Without a place: the admin's Pages table, every page of the campus, by place name.
    if (!ctx.state.user.is_admin) throw forbidden();
    const [places, names] = await Promise.all([campusPlaces(ctx, shared), namesFor(ctx, shared)]);
    const perPlace = await Promise.all(places.map((place) => pagesSeen(ctx, { place, canEdit: true, names }, query)));
    ctx.body = perPlace.flat();
  });

  router.get('/pages/:id', validate(one), async (ctx) => {
    const page = await storedPage(inputOf(ctx, one).params.id);
    const access = await readablePlace(ctx, shared, page.place!.documentId);
    if (!canSeePage(page, access.canEdit, now())) throw notFound();
    ctx.body = [presentPage(page, access.place, access.names)];
  });

  /** Refuses a sort order that does not list every draggable page of the place once (another editor added or removed one since). */
  async function checkSortData(placeId: string, sortData: readonly { pageUid: string }[], exact: boolean) {
    const fresh = await cms.findAll<CmsPage>('pages', { filters: { place: { documentId: { $eq: placeId } }, is_deleted: { $eq: false } }, fields: ['landing_page'] });
    const draggable = new Set(draggablePages(fresh.data).map((page) => page.documentId));
    const named = sortData.map((entry) => entry.pageUid);
    if (!named.every((id) => draggable.has(id)) || (exact && named.length !== draggable.size)) throw reorderMismatch();
  }

  /** A place has one landing page (reader spec 2.8): the one just made so takes over from any other. */
  async function keepOneLandingPage(placeId: string, landingId: string) {
    const others = await cms.findAll<CmsPage>('pages', {
      filters: { place: { documentId: { $eq: placeId } }, landing_page: { $eq: true }, documentId: { $ne: landingId } },
      fields: ['landing_page'],
    });
    for (const page of others.data) await cms.update('pages', page.documentId, { landing_page: false });
  }

  const cmsSortData = (sortData: readonly { pageUid: string; sort_order: number }[]) => sortData.map((entry) => ({ documentId: entry.pageUid, sort_order: entry.sort_order }));

  router.post('/pages', limits.writesPerPerson(), validate(create), async (ctx) => {
    const { pageData, sortData } = inputOf(ctx, create).body;
    const { place, names } = await editablePlace(ctx, pageData.placeUid);
    if (!names.pageTypes.has(pageData.pagetypeUid)) throw unknownPagetype();
    const siblings = await cachedPages(ctx, place.documentId);
    const view = pageData.file_view_type ?? 'list';
    const landing = pageData.landing_page ?? false;
    // Reader spec 4's defaults for what is not sent.
    const data = {
      place: place.documentId,
      pagetype: pageData.pagetypeUid,
      title: pageData.title,
      slug: uniqueSlug(pageData.slug ?? pageData.title, siblings.map((page) => page.slug ?? '')),
      navigation: pageData.navigation ?? true,
      landing_page: landing,
      is_deleted: false,
      pageHide: pageData.pageHide ?? false,
      content_html: applyContentRules(pageData.content_html ?? '', { ...contentOptions, folderView: view }),
      google_drive_url: storedDriveUrl(pageData.google_drive_url ?? '', view),
      file_view_type: view,
      description: pageData.description ?? '',
      // The landing page is listed first and not dragged: it has no sort order.
      sort_order: landing ? null : (pageData.sort_order ?? draggablePages(siblings).length),
      publish_start: pageData.publish_start ?? null,
      publish_end: pageData.publish_end ?? null,
      pageTitle: pageData.pageTitle ?? null,
      ...createdBy(ctx.state.user),
    };
    let created: CmsPage;
    if (sortData && sortData.length > 0) {
      await checkSortData(place.documentId, sortData, false);
      created = await cms.post<CmsPage>('pages/create-in-order', { page: data, sortData: cmsSortData(sortData) });
    } else {
      created = await cms.create<CmsPage>('pages', data, { populate: PAGE_POPULATE });
    }
    if (created.landing_page) await keepOneLandingPage(place.documentId, created.documentId);
    shared.placeReads.pagesChanged([place.documentId]);
    ctx.status = 201;
    ctx.body = presentPage(created, place, names);
  });

  router.put('/pages', limits.writesPerPerson(), validate(reorder), async (ctx) => {
    const { query, body } = inputOf(ctx, reorder);
    if (!query.update_sort_order) throw badRequest('Send update_sort_order=true to reorder pages.');
    const access = await editablePlace(ctx, body.placeUid);
    await checkSortData(access.place.documentId, body.sortData, true);
    try {
      await cms.post('pages/reorder', { place: access.place.documentId, sortData: cmsSortData(body.sortData) });
    } catch (error) {
      // A page deleted or made the landing page between the check and the write: nothing was written.
      if (error instanceof CmsResponseError && error.status === 400) throw reorderMismatch();
      throw error;
    }
    shared.placeReads.pagesChanged([access.place.documentId]);
    ctx.body = await pagesSeen(ctx, access, {});
  });

  router.put('/pages/:id', limits.writesPerPerson(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const { updated_at: startedFrom, ...changes } = body.pageData;
    const page = await storedPage(params.id);
    const from = await editablePlace(ctx, page.place!.documentId);
    // Moving a page (the admin's Page editor) needs the right to edit both places.
    const to = changes.placeUid && changes.placeUid !== from.place.documentId ? await editablePlace(ctx, changes.placeUid) : from;
    if (changes.pagetypeUid !== undefined && !from.names.pageTypes.has(changes.pagetypeUid)) throw unknownPagetype();
    const view = changes.file_view_type ?? page.file_view_type ?? 'list';
    const data: Record<string, unknown> = {};
    for (const field of ['title', 'navigation', 'landing_page', 'pageHide', 'description', 'sort_order', 'publish_start', 'publish_end', 'pageTitle', 'file_view_type'] as const) {
      if (changes[field] !== undefined) data[field] = changes[field];
    }
    // A moved page's former slugs were addresses in the place it leaves: they do not follow it.
    if (to !== from) Object.assign(data, { place: to.place.documentId, former_slugs: [] });
    if (changes.pagetypeUid !== undefined) data.pagetype = changes.pagetypeUid;
    if (changes.landing_page === true) data.sort_order = null;
    // Reader spec 5: a new title gives a new slug (unique in the place); an unchanged one keeps it, time stamp and all.
    if (changes.slug !== undefined || (changes.title !== undefined && changes.title !== page.title) || to !== from) {
      const others = (await cachedPages(ctx, to.place.documentId)).filter((other) => other.documentId !== page.documentId);
      data.slug = uniqueSlug(changes.slug ?? changes.title ?? page.title, others.map((other) => other.slug ?? ''));
    }
    if (changes.content_html !== undefined) data.content_html = applyContentRules(changes.content_html, { ...contentOptions, folderView: view });
    if (changes.google_drive_url !== undefined) data.google_drive_url = storedDriveUrl(changes.google_drive_url, view);
    // Switching list and grid rewrites the linked folder's embedded URL.
    else if (changes.file_view_type !== undefined && page.google_drive_url) data.google_drive_url = driveFolderEmbedUrl(page.google_drive_url, view) ?? page.google_drive_url;
    let updated: CmsPage;
    try {
      updated = await cms.put<CmsPage>(`pages/${encodeURIComponent(page.documentId)}/if-unchanged`, { changes: data, updated_at: startedFrom });
    } catch (error) {
      if (error instanceof CmsResponseError && error.status === 409) throw conflict(PLACE_MESSAGES.staleWrite);
      throw error;
    }
    if (changes.landing_page === true) await keepOneLandingPage(to.place.documentId, updated.documentId);
    shared.placeReads.pagesChanged([from.place.documentId, to.place.documentId]);
    ctx.body = presentPage(updated, to.place, to.names);
  });

  router.delete('/pages/:id', limits.writesPerPerson(), validate(one), async (ctx) => {
    const page = await storedPage(inputOf(ctx, one).params.id);
    const { place, names } = await editablePlace(ctx, page.place!.documentId);
    // Reader spec 4: a delete is soft; the page leaves the tabs and never shows again.
    const deleted = await cms.update<CmsPage>('pages', page.documentId, { is_deleted: true, navigation: false }, { populate: PAGE_POPULATE });
    shared.placeReads.pagesChanged([place.documentId]);
    ctx.body = presentPage(deleted, place, names);
  });

  return router;
}
