import Router from '@koa/router';
import compose from 'koa-compose';
import type { Context, Next } from 'koa';
import { z } from 'zod';
import { POST_TYPES, adminPostsQuery, type Campus, comparePosts, isLive, liveDuring, schoolDayEnd, schoolDayStart, nextLiveChange, postIdParam, postsQuery, type AdminPostsQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { createAnswerMemo } from '../../read-cache/prepared-answer.ts';
import { POST_POPULATE, presentPost, type CmsPost } from '../../presenters/post.ts';
import { canReadPost, readerAudienceKey } from '../../policies/post.ts';
import { canAdministerRecord, requireAdmin } from '../../policies/admin.ts';
import { ApiError, notFound } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { hostCampusOf } from '../../middleware/allowed-hosts.ts';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { adminListLinkKind } from './admin-list-link.ts';
import { answerPageOf, answerWholeList, pageAskedBy } from '../paging.ts';

const readerList = { query: postsQuery };
const adminList = { query: adminPostsQuery };
const one = { params: z.object({ id: postIdParam }) };
const adminListLinkAsked = { query: z.strictObject({ get_posts_for_admin: z.string().max(10) }) };
const adminListLink = { query: adminListLinkKind.query };

function adminFilters(query: AdminPostsQuery) {
  return {
    ...(query.types?.length ? { type: { $in: query.types } } : {}),
    ...(query.categories?.length ? { postcategory: { documentId: { $in: query.categories } } } : {}),
    ...(query.title_keyword ? { title: { $containsi: query.title_keyword } } : {}),
    ...(query.group_keyword ? { groups: { groupname: { $containsi: query.group_keyword } } } : {}),
    ...(query.made_public !== undefined ? { make_public: { $eq: query.made_public } } : {}),
  };
}

/** Every post an administrator's list holds for a query, newest first, before paging. */
/** An administrator's list holds their own campus's posts only, as readers' lists do. */
async function adminListMatching(cms: RouteDeps['cms'], query: AdminPostsQuery, at: Date, campus: Campus, timeZone: string) {
  const found = await cms.findAll<CmsPost>('posts', {
    filters: { ...adminFilters(query), campus: { $eq: campus } },
    populate: POST_POPULATE,
    sort: ['createdAt:desc', 'id:desc'],
  });
  const { publish_start: start, publish_end: end } = query;
  const inWindow = (post: CmsPost) => {
    if (!start || !end) return true;
    if (start === 'NOW' || end === 'NOW') return isLive(post, at);
    return liveDuring(post, schoolDayStart(start, timeZone), new Date(schoolDayEnd(end, timeZone).getTime() - 1));
  };
  const liveAsAsked = (post: CmsPost) => query.currently_live === undefined || isLive(post, at) === query.currently_live;
  return { matching: found.data.filter((post) => inWindow(post) && liveAsAsked(post)), truncated: found.truncated };
}

/**
 * The post a signed-in person opens by its id, or null when there is none they may read:
 * administrators any post of their campus (they edit them), readers only what the cached set
 * holds and is for them. Visits and the detail screen, its PDF alike, ask this one question.
 */
export async function readablePost({ cms, shared, now }: Pick<RouteDeps, 'cms' | 'shared' | 'now'>, ctx: Context, id: string): Promise<CmsPost | null> {
  const { user, campus } = ctx.state as SignedInState;
  let post: CmsPost | undefined;
  if (user.is_admin) {
    post = await cms.findOne<CmsPost>('posts', id, { populate: POST_POPULATE }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    });
    if (post && !canAdministerRecord(user, post)) return null;
  } else {
    post = noteStale(ctx, await shared.posts(campus)).data.find((candidate) => candidate.documentId === id);
  }
  return post && canReadPost(user, post, now()) ? post : null;
}

/** As `readablePost`, with the same 404 whether it does not exist or is not for this person: ids are not a secret door. */
export async function findReadablePost(deps: Pick<RouteDeps, 'cms' | 'shared' | 'now'>, ctx: Context, id: string): Promise<CmsPost> {
  const post = await readablePost(deps, ctx, id);
  if (!post) throw notFound();
  return post;
}

export function postRoutes({ cms, shared, now, config }: RouteDeps) {
  const router = new Router<SignedInState>();
  const answerFor = createAnswerMemo();
  const links = signedLinks(config.calendarFeedSecret, now);

  async function listForReader(ctx: Context) {
    const { types, category } = inputOf(ctx, readerList).query;
    const at = now();
    // The campus's published posts come from the read cache; type, category, live window and
    // audience are decided here by the contract's rules, once per set, audience and query:
    // readers who share all three share the prepared answer until a window opens or closes.
    const posts = noteStale(ctx, await shared.posts(ctx.state.campus));
    markTruncated(ctx, posts.truncated);
    const key = JSON.stringify([types ?? [], category ?? null, readerAudienceKey(ctx.state.user)]);
    ctx.body = answerFor(posts, key, at.getTime(), () => {
      // Lists are the reader's view even for administrators.
      const reader = { ...ctx.state.user, is_admin: false };
      const wanted = new Set<string>(types && types.length > 0 ? types : POST_TYPES);
      const chosen = posts.data.filter((post) => wanted.has(post.type) && (!category || post.postcategory?.documentId === category));
      return {
        records: chosen.filter((post) => canReadPost(reader, post, at)).sort(comparePosts).map(presentPost),
        validUntil: nextLiveChange(chosen, at),
      };
    });
  }

  async function listForAdmin(ctx: Context) {
    const query = inputOf(ctx, adminList).query;
    const campus: Campus = ctx.state.campus;
    const { matching, truncated } = await adminListMatching(cms, query, now(), campus, config.timeZones[campus]);
    markTruncated(ctx, truncated);
    // Paged here, after the filters the CMS cannot apply (live window, UNPUBLISHED/INDEFINITE).
    ctx.body = answerPageOf(ctx, pageAskedBy(query), matching).map(presentPost);
  }

  /** The list without any filter: a short-lived signed link to it, which opens without a token. */
  function linkForAdmin(ctx: Context) {
    // JSON, so that the link goes out in the envelope's records and not as a file of text.
    ctx.type = 'json';
    ctx.body = links.make(adminListLinkKind, config.portalUrls[(ctx.state as SignedInState).campus], ctx.state.campus, { admin: ctx.state.user.documentId });
  }

  const onlyTheMarker = (ctx: Context) => Object.keys(ctx.query).length === 1;
  const adminPipeline = compose([
    requireAdmin(),
    (ctx: Context, next: Next) => (onlyTheMarker(ctx) ? compose([validate(adminListLinkAsked), linkForAdmin])(ctx, next) : next()),
    validate(adminList),
    listForAdmin,
  ]);
  const readerPipeline = compose([validate(readerList), listForReader]);
  // Both lists share the legacy path; the admin's marker key chooses the admin one.
  router.get('/posts', (ctx: Context, next: Next) => ('get_posts_for_admin' in ctx.query ? adminPipeline : readerPipeline)(ctx, next));

  router.get('/posts/:id', validate(one), async (ctx) => {
    ctx.body = [presentPost(await findReadablePost({ cms, shared, now }, ctx, inputOf(ctx, one).params.id))];
  });

  return router;
}

/**
 * Public (no token, admin spec 7): the admin posts list behind a signed link that
 * `GET posts?get_posts_for_admin` gave an administrator, newest first. An expired or altered
 * link is refused with 403.
 */
export function adminPostsLinkRoutes({ cms, now, config, limits }: RouteDeps) {
  const router = new Router();
  const links = signedLinks(config.calendarFeedSecret, now);
  router.get(adminListLinkKind.path, limits.publicPerIp('admin-posts-link'), validate(adminListLink), async (ctx) => {
    const link = links.verify(adminListLinkKind, inputOf(ctx, adminListLink).query, hostCampusOf(ctx));
    const { matching, truncated } = await adminListMatching(cms, adminPostsQuery.parse({ get_posts_for_admin: 'true' }), now(), link.campus, config.timeZones[link.campus]);
    markTruncated(ctx, truncated);
    ctx.body = answerWholeList(ctx, matching).map(presentPost);
  });
  return router;
}
