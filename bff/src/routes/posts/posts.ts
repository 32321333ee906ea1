import Router from '@koa/router';
import compose from 'koa-compose';
import type { Context, Next } from 'koa';
import { z } from 'zod';
import { INDEFINITE, POST_TYPES, UNPUBLISHED, adminPostsQuery, isLive, postIdParam, postsQuery, type AdminPostsQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { POST_POPULATE, presentPost, type CmsPost } from '../../presenters/post.ts';
import { canReadPost } from '../../policies/post.ts';
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

/** Whether a post was live at some moment of [from, to] (the admin filter's dates). */
function overlaps(post: CmsPost, from: Date, to: Date): boolean {
  const start = post.publish_start;
  if (!post.published || !start || start === UNPUBLISHED) return false;
  const startTime = start === INDEFINITE ? -Infinity : Date.parse(start);
  const end = post.publish_end;
  const endTime = !end || end === INDEFINITE ? Infinity : end === UNPUBLISHED ? -Infinity : Date.parse(end);
  return startTime <= to.getTime() && endTime >= from.getTime();
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

export function postRoutes({ cms, now }: RouteDeps) {
  const router = new Router<SignedInState>();

  async function listForReader(ctx: Context) {
    const { types, category } = inputOf(ctx, readerList).query;
    const at = now();
    // The CMS narrows by type, campus and end date; the live window and audience are then
    // decided exactly by the contract's rules, which also cover UNPUBLISHED/INDEFINITE.
    const found = await cms.find<CmsPost>('posts', {
      filters: {
        type: { $in: types && types.length > 0 ? types : [...POST_TYPES] },
        published: { $eq: true },
        campus: { $eq: ctx.state.campus },
        $or: [{ publish_end: { $eq: INDEFINITE } }, { publish_end: { $null: true } }, { publish_end: { $gte: at.toISOString() } }],
        ...(category ? { postcategory: { documentId: { $eq: category } } } : {}),
      },
      populate: POST_POPULATE,
      pagination: { pageSize: 1000 },
    });
    // Lists are the reader's view even for administrators.
    const reader = { ...ctx.state.user, is_admin: false };
    ctx.body = found.data.filter((post) => canReadPost(reader, post, at)).sort(byReaderOrder).map(presentPost);
  }

  async function listForAdmin(ctx: Context) {
    const query = inputOf(ctx, adminList).query;
    const at = now();
    const found = await cms.find<CmsPost>('posts', {
      filters: adminFilters(query),
      populate: POST_POPULATE,
      sort: ['createdAt:desc'],
      pagination: { pageSize: 1000 },
    });
    const { publish_start: start, publish_end: end } = query;
    const inWindow = (post: CmsPost) => {
      if (!start || !end) return true;
      if (start === 'NOW' || end === 'NOW') return isLive(post, at);
      return overlaps(post, new Date(`${start}T00:00:00`), new Date(`${end}T23:59:59.999`));
    };
    const liveAsAsked = (post: CmsPost) => query.currently_live === undefined || isLive(post, at) === query.currently_live;
    ctx.body = found.data.filter((post) => inWindow(post) && liveAsAsked(post)).map(presentPost);
  }

  const adminPipeline = compose([requireAdmin(), validate(adminList), listForAdmin]);
  const readerPipeline = compose([validate(readerList), listForReader]);
  // Both lists share the legacy path; the admin's marker key chooses the admin one.
  router.get('/posts', (ctx: Context, next: Next) => ('get_posts_for_admin' in ctx.query ? adminPipeline : readerPipeline)(ctx, next));

  router.get('/posts/:id', validate(one), async (ctx) => {
    const { id } = inputOf(ctx, one).params;
    const post = await cms.findOne<CmsPost>('posts', id, { populate: POST_POPULATE });
    // Same answer whether the post does not exist or is not for this reader: ids are not a secret door.
    if (!canReadPost(ctx.state.user, post, now())) throw notFound();
    ctx.body = [presentPost(post)];
  });

  return router;
}
