import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  ADMIN_API_MESSAGES,
  POST_MESSAGES,
  UNPUBLISHED,
  applyContentRules,
  excerptFromHtml,
  pastStartIssue,
  postCreateInput,
  postIdParam,
  postWriteInput,
  slugFromTitle,
  type PostWrite,
} from '@portal/contract';
import { sanitiseRichText } from '@portal/contract/rich-text';
import { inputOf, validate } from '../../middleware/validate.ts';
import { createdBy, requireAdmin } from '../../policies/admin.ts';
import type { PostFields } from '../../models/posts.ts';
import { presentPost } from '../../presenters/post.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { badRequest } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const create = { body: postCreateInput };
const update = { params: z.object({ id: postIdParam }), body: postWriteInput };
const remove = { params: z.object({ id: postIdParam }) };

/**
 * Admin spec 7: create (POST posts), update (PUT posts/{postUid}) and delete (DELETE
 * posts/{id}), for administrators only. The content is rewritten by the contract's content
 * rules here and sanitised by the CMS as it is stored; the CMS audits every change under the
 * admin (their writes name them);
 * the read cache is told at once, so readers see it on their next call.
 */
export function postWriteRoutes({ models, now, limits, config }: RouteDeps) {
  const router = new Router<SignedInState>();
  const contentOptions = {
    internalHosts: Object.values(config.campuses).flatMap((campus) => campus.hosts),
    mediaHosts: config.mediaOrigin ? [new URL(config.mediaOrigin).hostname] : [],
  };

  /** Refuses a category or group that does not exist, with the form's message, before the CMS is asked. */
  async function checkRelations(ctx: Context, post: PostWrite) {
    const categories = noteStale(ctx, await models.postCategories.list()).data;
    if (!categories.some((category) => category.documentId === post.postcategory_categoryid)) {
      throw badRequest(POST_MESSAGES.category, { 'data.postcategory_categoryid': POST_MESSAGES.category });
    }
    const groups = new Set(noteStale(ctx, await models.groups.list()).data.map((group) => group.documentId));
    if (!post.group_ids.every((id) => groups.has(id))) throw badRequest(ADMIN_API_MESSAGES.unknownGroup, { 'data.group_ids': ADMIN_API_MESSAGES.unknownGroup });
  }

  function checkStart(post: PostWrite, keptStart: string | null | undefined) {
    const issue = pastStartIssue(post.publish_start, { now: now(), keptStart });
    if (issue) throw badRequest(issue.message, { [`data.${issue.path}`]: issue.message });
  }

  function postFields(post: PostWrite): PostFields {
    const content = applyContentRules(post.content_html, contentOptions);
    return {
      type: post.type,
      title: post.title,
      slug: slugFromTitle(post.title),
      content_html: content,
      // From the text as it will be stored: what a script held is no excerpt.
      excerpt: post.excerpt.trim() || excerptFromHtml(sanitiseRichText(content)),
      featured_img_url: post.featured_img_url,
      featured_img_alt: post.featured_img_alt,
      published: post.published,
      make_public: post.make_public,
      // A draft without dates says so, as the posts list shows it (admin spec 2).
      publish_start: post.publish_start ?? UNPUBLISHED,
      publish_end: post.publish_end ?? UNPUBLISHED,
      postcategory: post.postcategory_categoryid,
      sort_order: post.sort_order,
      for_carer_only: post.for_carer_only,
      daily_flag: post.daily_flag,
      clone: post.clone,
      user_types: post.user_types,
      groups: post.group_ids,
    };
  }

  router.post('/posts', limits.writesPerPerson(), requireAdmin(), validate(create), async (ctx) => {
    const { client_id: clientId, clone_of: cloneOf, ...post } = inputOf(ctx, create).body.data;
    const admin = ctx.state.user;
    // Cloning keeps the start of the post cloned, even when it has passed.
    const source = cloneOf ? await models.posts.findAdministered(admin, cloneOf) : null;
    const { post: record, created } = await models.posts.create(admin, clientId, { ...postFields(post), ...createdBy(admin) }, async () => {
      checkStart(post, source?.publish_start);
      await checkRelations(ctx, post);
    });
    ctx.status = created ? 201 : 200;
    ctx.body = presentPost(record);
  });

  router.put('/posts/:id', limits.writesPerPerson(), requireAdmin(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const stored = await models.posts.findAdministered(ctx.state.user, params.id);
    checkStart(body.data, stored.publish_start);
    await checkRelations(ctx, body.data);
    ctx.body = presentPost(await models.posts.update(ctx.state.user, stored, postFields(body.data)));
  });

  router.delete('/posts/:id', limits.writesPerPerson(), requireAdmin(), validate(remove), async (ctx) => {
    const stored = await models.posts.findAdministered(ctx.state.user, inputOf(ctx, remove).params.id);
    await models.posts.remove(ctx.state.user, stored);
    ctx.body = presentPost(stored);
  });

  return router;
}
