import Router from '@koa/router';
import compose from 'koa-compose';
import type { Context, Next } from 'koa';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, POST_TYPES, adminPostsQuery, type Campus, comparePosts, nextLiveChange, postIdParam, postsQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { createAnswerMemo } from '../../read-cache/prepared-answer.ts';
import { presentPost, presentPostFor } from '../../presenters/post.ts';
import { readerAudienceKey } from '../../policies/post.ts';
import { can } from '../../policies/authorize.ts';
import { requireAdmin } from '../../policies/admin.ts';
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

export function postRoutes({ models, now, config }: RouteDeps) {
  const router = new Router<SignedInState>();
  const answerFor = createAnswerMemo();
  const links = signedLinks(config.calendarFeedSecret, now);

  async function listForReader(ctx: Context) {
    const { types, category } = inputOf(ctx, readerList).query;
    const at = now();
    // The campus's published posts come from the read cache; type, category, live window and
    // audience are decided here by the contract's rules, once per set, audience, language and
    // query: readers who share all four share the prepared answer until a window opens or closes.
    const posts = noteStale(ctx, await models.posts.publishedOf(ctx.state.campus));
    markTruncated(ctx, posts.truncated);
    const reader = ctx.state.user;
    const language = reader.language ?? DEFAULT_LANGUAGE;
    const key = JSON.stringify([types ?? [], category ?? null, readerAudienceKey(reader), language]);
    ctx.body = answerFor(posts, key, at.getTime(), () => {
      // Lists are the reader's view, administrators' too, each post once in the reader's language.
      const wanted = new Set<string>(types && types.length > 0 ? types : POST_TYPES);
      const chosen = posts.data.filter((post) => wanted.has(post.type) && (!category || post.postcategory?.documentId === category));
      return {
        records: chosen
          .filter((post) => can(reader, 'post.read', post, { now: at }))
          .sort(comparePosts)
          .map((post) => presentPostFor(post, language)),
        validUntil: nextLiveChange(chosen, at),
      };
    });
  }

  async function listForAdmin(ctx: Context) {
    const query = inputOf(ctx, adminList).query;
    const campus: Campus = ctx.state.campus;
    const { matching, truncated } = await models.posts.listForAdmin(query, campus, config.timeZones[campus]);
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
    const { user } = ctx.state;
    const post = noteStale(ctx, await models.posts.findReadable(user, inputOf(ctx, one).params.id));
    // Administrators open a post here to edit it: as written, so that the English is what their
    // form holds and saves, whatever language they read in (its translations have their own calls).
    ctx.body = [user.is_admin ? presentPost(post) : presentPostFor(post, user.language ?? DEFAULT_LANGUAGE)];
  });

  return router;
}

/**
 * Public (no token, admin spec 7): the admin posts list behind a signed link that
 * `GET posts?get_posts_for_admin` gave an administrator, newest first. An expired or altered
 * link is refused with 403.
 */
export function adminPostsLinkRoutes({ models, now, config, limits }: RouteDeps) {
  const router = new Router();
  const links = signedLinks(config.calendarFeedSecret, now);
  router.get(adminListLinkKind.path, limits.publicPerIp('admin-posts-link'), validate(adminListLink), async (ctx) => {
    const link = links.verify(adminListLinkKind, inputOf(ctx, adminListLink).query, hostCampusOf(ctx));
    const { matching, truncated } = await models.posts.listForAdmin(adminPostsQuery.parse({ get_posts_for_admin: 'true' }), link.campus, config.timeZones[link.campus]);
    markTruncated(ctx, truncated);
    ctx.body = answerWholeList(ctx, matching).map(presentPost);
  });
  return router;
}
