import Router from '@koa/router';
import compose from 'koa-compose';
import type { Context, Next } from 'koa';
import { z } from 'zod';
import { POST_TYPES, adminPostsQuery, isLive, liveDuring, nextLiveChange, postIdParam, postsQuery, type AdminPostsQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { createAnswerMemo } from '../../read-cache/prepared-answer.ts';
import { POST_POPULATE, presentPost, type CmsPost } from '../../presenters/post.ts';
import { canReadPost, readerAudienceKey } from '../../policies/post.ts';
import { requireAdmin } from '../../policies/admin.ts';
import { notFound } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const readerList = { query: postsQuery };
const adminList = { query: adminPostsQuery };
const one = { params: z.object({ id: postIdParam }) };

/** Reader ordering (spec: sort order, then publish start, newest first). */
function byReaderOrder(a: CmsPost, b: CmsPost): number {
  const order = (a.sort_order ?? Number.MAX_SAFE_INTEGER) - (b.sort_order ?? Number.MAX_SAFE_INTEGER);
  if (order !== 0) return order;
  return Date.parse(b.publish_start ?? '') - Date.parse(a.publish_start ?? '') || 0;
}

function adminFilters(query: AdminPostsQuery) {
  return {
    ...(query.types?.length ? { type: { $in: query.types } } : {}),
    ...(query.categories?.length ? { postcategory: { documentId: { $in: query.categories } } } : {}),
    ...(query.title_keyword ? { title: { $containsi: query.title_keyword } } : {}),
    ...(query.group_keyword ? { groups: { groupname: { $containsi: query.group_keyword } } } : {}),
    ...(query.made_public !== undefined ? { make_public: { $eq: query.made_public } } : {}),
  };
}

export function postRoutes({ cms, shared, now }: RouteDeps) {
  const router = new Router<SignedInState>();
  const answerFor = createAnswerMemo();

  async function listForReader(ctx: Context) {
    const { types, category } = inputOf(ctx, readerList).query;
    const at = now();
    // The campus's published posts come from the read cache; type, category, live window and
    // audience are decided here by the contract's rules, once per set, audience and query:
    // readers who share all three share the prepared answer until a window opens or closes.
    const posts = noteStale(ctx, await shared.posts(ctx.state.campus));
    markTruncated(ctx, posts.truncated);
    // Lists are the reader's view even for administrators.
    const reader = { ...ctx.state.user, is_admin: false };
    const key = JSON.stringify([types ?? [], category ?? null, readerAudienceKey(reader)]);
    ctx.body = answerFor(posts, key, at.getTime(), () => {
      const wanted = new Set<string>(types && types.length > 0 ? types : POST_TYPES);
      const chosen = posts.data.filter((post) => wanted.has(post.type) && (!category || post.postcategory?.documentId === category));
      return {
        records: chosen.filter((post) => canReadPost(reader, post, at)).sort(byReaderOrder).map(presentPost),
        validUntil: nextLiveChange(chosen, at),
      };
    });
  }

  async function listForAdmin(ctx: Context) {
    const query = inputOf(ctx, adminList).query;
    const at = now();
    const found = await cms.findAll<CmsPost>('posts', {
      filters: adminFilters(query),
      populate: POST_POPULATE,
      sort: ['createdAt:desc', 'id:desc'],
    });
    markTruncated(ctx, found.truncated);
    const { publish_start: start, publish_end: end } = query;
    const inWindow = (post: CmsPost) => {
      if (!start || !end) return true;
      if (start === 'NOW' || end === 'NOW') return isLive(post, at);
      return liveDuring(post, new Date(`${start}T00:00:00`), new Date(`${end}T23:59:59.999`));
    };
    const liveAsAsked = (post: CmsPost) => query.currently_live === undefined || isLive(post, at) === query.currently_live;
    const matching = found.data.filter((post) => inWindow(post) && liveAsAsked(post));
    // Paged here, after the filters the CMS cannot apply (live window, UNPUBLISHED/INDEFINITE).
    const first = (query.page - 1) * query.page_size;
    ctx.set('X-Total-Count', String(matching.length));
    ctx.set('X-Page', String(query.page));
    ctx.set('X-Page-Size', String(query.page_size));
    ctx.body = matching.slice(first, first + query.page_size).map(presentPost);
  }

  const adminPipeline = compose([requireAdmin(), validate(adminList), listForAdmin]);
  const readerPipeline = compose([validate(readerList), listForReader]);
  // Both lists share the legacy path; the admin's marker key chooses the admin one.
  router.get('/posts', (ctx: Context, next: Next) => ('get_posts_for_admin' in ctx.query ? adminPipeline : readerPipeline)(ctx, next));

  router.get('/posts/:id', validate(one), async (ctx) => {
    const { id } = inputOf(ctx, one).params;
    // Administrators open any post (they edit them); readers only what the cached set holds.
    const post = ctx.state.user.is_admin
      ? await cms.findOne<CmsPost>('posts', id, { populate: POST_POPULATE })
      : noteStale(ctx, await shared.posts(ctx.state.campus)).data.find((candidate) => candidate.documentId === id);
    if (!post) throw notFound();
    // Same answer whether the post does not exist or is not for this reader: ids are not a secret door.
    if (!canReadPost(ctx.state.user, post, now())) throw notFound();
    ctx.body = [presentPost(post)];
  });

  return router;
}
