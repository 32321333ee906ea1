import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { z } from 'zod';
import {
  PAGE_ADMIN_MESSAGES,
  PLACE_MESSAGES,
  applyContentRules,
  draggablePages,
  driveFolderEmbedUrl,
  pageCreateInput,
  pageIdParam,
  pageReorderInput,
  pageUpdateInput,
  pageWriteQuery,
  pagesQuery,
  uniqueSlug,
  type FolderView,
} from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { createdBy, requireAdmin } from '../../policies/admin.ts';
import type { PageFields } from '../../models/pages.ts';
import { presentPage } from '../../presenters/place.ts';
import { badRequest } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { contentOptionsOf } from './content-options.ts';

const list = { query: pagesQuery };
const one = { params: z.object({ id: pageIdParam }) };
const create = { query: pageWriteQuery, body: pageCreateInput };
const reorder = { query: pageWriteQuery, body: pageReorderInput };
const update = { params: z.object({ id: pageIdParam }), body: pageUpdateInput };

const driveUrlInvalid = () => badRequest(PLACE_MESSAGES.driveUrlInvalid, { 'pageData.google_drive_url': PLACE_MESSAGES.driveUrlInvalid });
const unknownPagetype = () => badRequest(PAGE_ADMIN_MESSAGES.unknownPagetype, { 'pageData.pagetypeUid': PAGE_ADMIN_MESSAGES.unknownPagetype });

/** Reader spec 5: the shared folder as stored: the embedded-folder URL of the chosen view, or '' (unlinked). */
function storedDriveUrl(input: string, view: FolderView): string {
  if (input.trim() === '') return '';
  const url = driveFolderEmbedUrl(input, view);
  if (!url) throw driveUrlInvalid();
  return url;
}

/**
 * Reader spec 4 and 7, admin spec 7: a place's pages (`pages/`). Readers get what they may see
 * of a place they may read; the place's editors (and the campus's admins) also get its hidden
 * and scheduled pages, and write: create (with the place's new sort order in one
 * transaction), change one field at a time (a change based on an older version than the
 * stored one answers 409 and stores nothing), reorder (one transaction) and soft delete.
 * Rich text is rewritten by the contract's content rules here and sanitised by the CMS.
 */
export function pageRoutes({ models, limits, config }: RouteDeps) {
  const router = new Router<SignedInState>();
  const contentOptions = contentOptionsOf(config);
  const slugsOf = async (ctx: Context, placeId: string) => noteStale(ctx, await models.pages.ofPlace(placeId)).data;

  router.get(
    '/pages',
    validate(list),
    async (ctx: Context, next: Next) => {
      const query = inputOf(ctx, list).query;
      // Without a place: the admin's Pages table, below.
      if (query.place === undefined) return next();
      const user = ctx.state.user;
      const access = noteStale(ctx, await models.places.findReadable(user, query.place));
      const names = noteStale(ctx, await models.places.names());
      const { page_slug: pageSlug } = query;
      const pages = pageSlug === undefined ? noteStale(ctx, await models.pages.seenIn(user, access, query)) : [noteStale(ctx, await models.pages.atAddress(user, access, { ...query, page_slug: pageSlug }))];
      ctx.body = pages.map((page) => presentPage(page, access.place, names));
    },
    requireAdmin(),
    // Every page of the campus, by place name.
    async (ctx) => {
      const query = inputOf(ctx, list).query;
      const admin = ctx.state.user;
      const names = noteStale(ctx, await models.places.names());
      const places = noteStale(ctx, await models.places.readableBy(admin)).data;
      const perPlace = await Promise.all(places.map(async (access) => noteStale(ctx, await models.pages.seenIn(admin, access, query)).map((page) => presentPage(page, access.place, names))));
      ctx.body = perPlace.flat();
    },
  );

  router.get('/pages/:id', validate(one), async (ctx) => {
    const { page, place } = noteStale(ctx, await models.pages.findReadable(ctx.state.user, inputOf(ctx, one).params.id));
    ctx.body = [presentPage(page, place, noteStale(ctx, await models.places.names()))];
  });

  router.post('/pages', limits.writesPerPerson(), validate(create), async (ctx) => {
    const { pageData, sortData } = inputOf(ctx, create).body;
    const { place } = noteStale(ctx, await models.places.findEditable(ctx.state.user, pageData.placeUid));
    const names = noteStale(ctx, await models.places.names());
    if (!names.pageTypes.has(pageData.pagetypeUid)) throw unknownPagetype();
    const siblings = await slugsOf(ctx, place.documentId);
    const view = pageData.file_view_type ?? 'list';
    const landing = pageData.landing_page ?? false;
    // Reader spec 4's defaults for what is not sent.
    const fields: PageFields = {
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
    const created = await models.pages.create(place, fields, sortData);
    ctx.status = 201;
    ctx.body = presentPage(created, place, names);
  });

  router.put('/pages', limits.writesPerPerson(), validate(reorder), async (ctx) => {
    const { query, body } = inputOf(ctx, reorder);
    if (!query.update_sort_order) throw badRequest('Send update_sort_order=true to reorder pages.');
    const access = noteStale(ctx, await models.places.findEditable(ctx.state.user, body.placeUid));
    await models.pages.reorder(access.place, body.sortData);
    const names = noteStale(ctx, await models.places.names());
    ctx.body = noteStale(ctx, await models.pages.seenIn(ctx.state.user, access, {})).map((page) => presentPage(page, access.place, names));
  });

  router.put('/pages/:id', limits.writesPerPerson(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const { updated_at: startedFrom, ...changes } = body.pageData;
    const user = ctx.state.user;
    const { page, place: from } = noteStale(ctx, await models.pages.findEditable(user, params.id));
    // Moving a page (the admin's Page editor) needs the right to edit both places.
    const to = changes.placeUid && changes.placeUid !== from.documentId ? noteStale(ctx, await models.places.findEditable(user, changes.placeUid)).place : from;
    const names = noteStale(ctx, await models.places.names());
    if (changes.pagetypeUid !== undefined && !names.pageTypes.has(changes.pagetypeUid)) throw unknownPagetype();
    const view = changes.file_view_type ?? page.file_view_type ?? 'list';
    const fields: PageFields = {};
    for (const field of ['title', 'navigation', 'landing_page', 'pageHide', 'description', 'sort_order', 'publish_start', 'publish_end', 'pageTitle', 'file_view_type'] as const) {
      if (changes[field] !== undefined) fields[field] = changes[field];
    }
    // A moved page's former slugs were addresses in the place it leaves: they do not follow it.
    if (to !== from) Object.assign(fields, { place: to.documentId, former_slugs: [] });
    if (changes.pagetypeUid !== undefined) fields.pagetype = changes.pagetypeUid;
    if (changes.landing_page === true) fields.sort_order = null;
    // Reader spec 5: a new title gives a new slug (unique in the place); an unchanged one keeps it, time stamp and all.
    if (changes.slug !== undefined || (changes.title !== undefined && changes.title !== page.title) || to !== from) {
      const others = (await slugsOf(ctx, to.documentId)).filter((other) => other.documentId !== page.documentId);
      fields.slug = uniqueSlug(changes.slug ?? changes.title ?? page.title, others.map((other) => other.slug ?? ''));
    }
    if (changes.content_html !== undefined) fields.content_html = applyContentRules(changes.content_html, { ...contentOptions, folderView: view });
    if (changes.google_drive_url !== undefined) fields.google_drive_url = storedDriveUrl(changes.google_drive_url, view);
    // Switching list and grid rewrites the linked folder's embedded URL.
    else if (changes.file_view_type !== undefined && page.google_drive_url) fields.google_drive_url = driveFolderEmbedUrl(page.google_drive_url, view) ?? page.google_drive_url;
    const updated = await models.pages.update(page, to, fields, startedFrom);
    ctx.body = presentPage(updated, to, names);
  });

  router.delete('/pages/:id', limits.writesPerPerson(), validate(one), async (ctx) => {
    const { page, place } = noteStale(ctx, await models.pages.findEditable(ctx.state.user, inputOf(ctx, one).params.id));
    ctx.body = presentPage(await models.pages.remove(page), place, noteStale(ctx, await models.places.names()));
  });

  return router;
}
