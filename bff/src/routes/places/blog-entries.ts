import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { PAGE_TYPE_NAMES, PLACE_MESSAGES, applyContentRules, blogEntriesQuery, blogEntryCreateInput, blogEntryIdParam, blogEntryUpdateInput } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { createdBy } from '../../policies/admin.ts';
import { canSeePage } from '../../policies/place.ts';
import { PAGE_POPULATE, presentBlogEntry, type CmsBlogEntry, type CmsPage } from '../../presenters/place.ts';
import { CmsResponseError } from '../../cms/cms-client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { contentOptionsOf, readablePlace, type PlaceAccess } from './place-context.ts';

const list = { query: blogEntriesQuery };
const create = { body: blogEntryCreateInput };
const update = { params: z.object({ id: blogEntryIdParam }), body: blogEntryUpdateInput };
const remove = { params: z.object({ id: blogEntryIdParam }) };

const notABlog = 'Blog entries belong to a Blog Page.';

/**
 * The entries of a Blog Page (`blog-entries/`, reader spec 2.8 "Add new blog"): read by whoever
 * sees the page, newest first; added, changed (a change based on an older version answers
 * 409) and deleted by the place's editors and the campus's admins. Not cached: a Blog Page is
 * read far less than the place's tabs, and its entries are asked for only when it is opened.
 */
export function blogEntryRoutes({ cms, shared, now, limits, config }: RouteDeps) {
  const router = new Router<SignedInState>();
  const contentOptions = contentOptionsOf(config);

  /** A Blog Page the person sees, with their rights on its place; 404 otherwise. */
  async function blogPage(ctx: Context, pageId: string): Promise<PlaceAccess & { page: CmsPage }> {
    const page = await cms.findOne<CmsPage>('pages', pageId, { populate: PAGE_POPULATE });
    if (!page.place?.documentId || page.is_deleted) throw notFound();
    const access = await readablePlace(ctx, shared, page.place.documentId);
    if (!canSeePage(page, access.canEdit, now())) throw notFound();
    if (access.names.pageTypes.get(page.pagetype?.documentId ?? '') !== PAGE_TYPE_NAMES.blogPage) throw badRequest(notABlog);
    return { ...access, page };
  }

  /** An entry and its page, for a write by the place's editors; 404 when the person cannot see it, 403 when they do not edit it. */
  async function editableEntry(ctx: Context, id: string) {
    const entry = await cms.findOne<CmsBlogEntry>('blog-entries', id, { populate: { page: { fields: ['documentId'] } } });
    if (!entry.page?.documentId) throw notFound();
    const access = await blogPage(ctx, entry.page.documentId);
    if (!access.canEdit) throw forbidden();
    return { entry, pageUid: access.page.documentId };
  }

  router.get('/blog-entries', validate(list), async (ctx) => {
    const { page } = await blogPage(ctx, inputOf(ctx, list).query.page);
    const entries = await cms.findAll<CmsBlogEntry>('blog-entries', { filters: { page: { documentId: { $eq: page.documentId } } }, sort: ['createdAt:desc', 'id:desc'] });
    markTruncated(ctx, entries.truncated);
    ctx.body = entries.data.map((entry) => presentBlogEntry(entry, page.documentId));
  });

  router.post('/blog-entries', limits.writesPerPerson(), validate(create), async (ctx) => {
    const { pageUid, title, content_html: content } = inputOf(ctx, create).body.data;
    const { page, canEdit } = await blogPage(ctx, pageUid);
    if (!canEdit) throw forbidden();
    const created = await cms.create<CmsBlogEntry>('blog-entries', {
      page: page.documentId,
      title,
      content_html: applyContentRules(content, contentOptions),
      ...createdBy(ctx.state.user),
    });
    ctx.status = 201;
    ctx.body = presentBlogEntry(created, page.documentId);
  });

  router.put('/blog-entries/:id', limits.writesPerPerson(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const { entry, pageUid } = await editableEntry(ctx, params.id);
    let updated: CmsBlogEntry;
    try {
      updated = await cms.put<CmsBlogEntry>(`blog-entries/${encodeURIComponent(entry.documentId)}/if-unchanged`, {
        changes: { title: body.data.title, content_html: applyContentRules(body.data.content_html, contentOptions) },
        updated_at: body.data.updated_at,
      });
    } catch (error) {
      if (error instanceof CmsResponseError && error.status === 409) throw conflict(PLACE_MESSAGES.staleBlogEntry);
      throw error;
    }
    ctx.body = presentBlogEntry(updated, pageUid);
  });

  router.delete('/blog-entries/:id', limits.writesPerPerson(), validate(remove), async (ctx) => {
    const { entry, pageUid } = await editableEntry(ctx, inputOf(ctx, remove).params.id);
    await cms.remove('blog-entries', entry.documentId);
    ctx.body = presentBlogEntry(entry, pageUid);
  });

  return router;
}
