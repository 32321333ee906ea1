import Router from '@koa/router';
import { z } from 'zod';
import { applyContentRules, blogEntriesQuery, blogEntryCreateInput, blogEntryIdParam, blogEntryUpdateInput } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { presentBlogEntry } from '../../presenters/place.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { contentOptionsOf } from './content-options.ts';

const list = { query: blogEntriesQuery };
const create = { body: blogEntryCreateInput };
const update = { params: z.object({ id: blogEntryIdParam }), body: blogEntryUpdateInput };
const remove = { params: z.object({ id: blogEntryIdParam }) };

/**
 * The entries of a Blog Page (`blog-entries/`, reader spec 2.8 "Add new blog"): read by whoever
 * sees the page, newest first; added, changed (a change based on an older version answers
 * 409) and deleted by the place's editors and the campus's admins.
 */
export function blogEntryRoutes({ models, limits, config }: RouteDeps) {
  const router = new Router<SignedInState>();
  const contentOptions = contentOptionsOf(config);

  router.get('/blog-entries', validate(list), async (ctx) => {
    const blog = noteStale(ctx, await models.blogEntries.findReadableBlog(ctx.state.user, inputOf(ctx, list).query.page));
    const entries = await models.blogEntries.listOf(blog);
    markTruncated(ctx, entries.truncated);
    ctx.body = entries.data.map((entry) => presentBlogEntry(entry, blog.page.documentId));
  });

  router.post('/blog-entries', limits.writesPerPerson(), validate(create), async (ctx) => {
    const { pageUid, title, content_html: content } = inputOf(ctx, create).body.data;
    const blog = noteStale(ctx, await models.blogEntries.findEditableBlog(ctx.state.user, pageUid));
    const created = await models.blogEntries.create(ctx.state.user, blog, { title, content_html: applyContentRules(content, contentOptions) });
    ctx.status = 201;
    ctx.body = presentBlogEntry(created, blog.page.documentId);
  });

  router.put('/blog-entries/:id', limits.writesPerPerson(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const editable = noteStale(ctx, await models.blogEntries.findEditable(ctx.state.user, params.id));
    const changes = { title: body.data.title, content_html: applyContentRules(body.data.content_html, contentOptions) };
    ctx.body = presentBlogEntry(await models.blogEntries.update(editable, changes, body.data.updated_at), editable.blog.page.documentId);
  });

  router.delete('/blog-entries/:id', limits.writesPerPerson(), validate(remove), async (ctx) => {
    const editable = noteStale(ctx, await models.blogEntries.findEditable(ctx.state.user, inputOf(ctx, remove).params.id));
    await models.blogEntries.remove(editable);
    ctx.body = presentBlogEntry(editable.entry, editable.blog.page.documentId);
  });

  return router;
}
