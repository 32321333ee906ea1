import { isLive, liveDuring, schoolDayEnd, schoolDayStart, type AdminPostsQuery, type Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsAll } from '../cms/cms-client.ts';
import { createOnce } from '../commands/create-once.ts';
import { ApiError, notFound } from '../errors.ts';
import { authorize, can } from '../policies/authorize.ts';
import { isPublicNewsletter } from '../policies/post.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import type { ModelDeps } from './model-deps.ts';
import { LISTED_POST_POPULATE, POST_POPULATE, type ListedPost, type Post } from './records/post.ts';

export { POST_POPULATE, type ListedPost, type Post };

/** A post's fields as an administrator's form gives them (relations by documentId), for a write. */
export type PostFields = Record<string, unknown>;

/** The CMS answers a missing id with 404: here that is "no such post". */
const noneWhenMissing = (error: unknown): null => {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
};

function adminFilters(query: AdminPostsQuery) {
  return {
    ...(query.types?.length ? { type: { $in: query.types } } : {}),
    ...(query.categories?.length ? { postcategory: { documentId: { $in: query.categories } } } : {}),
    ...(query.title_keyword ? { title: { $containsi: query.title_keyword } } : {}),
    ...(query.group_keyword ? { groups: { groupname: { $containsi: query.group_keyword } } } : {}),
    ...(query.made_public !== undefined ? { make_public: { $eq: query.made_public } } : {}),
  };
}

/**
 * Posts (reader spec 2.1, admin spec 2 and 7): the campus's published set from the read cache,
 * single posts checked by policies/post.ts right after loading, and the administrators' writes,
 * each of which tells the read cache at once so readers see it on their next call.
 */
export function createPosts({ cms, shared, now }: Pick<ModelDeps, 'cms' | 'shared' | 'now'>) {
  const findOne = (id: string): Promise<Post | null> => cms.findOne<Post>('posts', id, { populate: POST_POPULATE }).catch(noneWhenMissing);

  const told = (post: Pick<Post, 'documentId' | 'campus'>) =>
    shared.apply({ type: 'post', documentIds: [post.documentId], campuses: post.campus ? [post.campus] : [] });

  /** The post as an administrator may change it, or 404 (missing, or not of their campus). */
  async function findAdministered(admin: PortalUser, id: string): Promise<Post> {
    const post = await findOne(id);
    if (!post) throw notFound();
    authorize(admin, 'post.administer', post);
    return post;
  }

  return {
    /** Every published post of the campus whose window had not ended when read, future ones included (shared by its readers). */
    publishedOf: (campus: Campus): Promise<CachedRead<CmsAll<Post>>> => shared.posts(campus),

    findAdministered,

    /**
     * The post a signed-in person opens by its id, or null when there is none they may read:
     * administrators any post of their campus (they edit them), readers only what the cached set
     * holds and is for them. Visits and the detail screen, its PDF alike, ask this one question.
     */
    async readableBy(person: PortalUser, id: string): Promise<CachedRead<Post | null>> {
      if (person.is_admin) {
        const post = await findOne(id);
        return { value: post && can(person, 'post.administer', post) ? post : null, staleSince: null };
      }
      const set = await shared.posts(person.campus);
      const post = set.value.data.find((candidate) => candidate.documentId === id);
      return { value: post && can(person, 'post.read', post, { now: now() }) ? post : null, staleSince: set.staleSince };
    },

    /** As `readableBy`, answering 404 whether it does not exist or is not for this person. */
    async findReadable(person: PortalUser, id: string): Promise<CachedRead<Post>> {
      const read = await this.readableBy(person, id);
      if (!read.value) throw notFound();
      return { value: read.value, staleSince: read.staleSince };
    },

    /** A live newsletter made public (the share link without an account); anything else is 404. */
    async findPublicNewsletter(id: string): Promise<Post> {
      const post = await findOne(id);
      if (!post || !isPublicNewsletter(post, now())) throw notFound();
      return post;
    },

    /**
     * Every post an administrator's list holds for a query, newest first, before paging: their
     * own campus's only, as readers' lists; each post once, as written, whatever its translations.
     */
    async listForAdmin(query: AdminPostsQuery, campus: Campus, timeZone: string): Promise<{ matching: ListedPost[]; truncated: boolean }> {
      const at = now();
      const found = await cms.findAll<ListedPost>('posts', {
        filters: { ...adminFilters(query), campus: { $eq: campus } },
        populate: LISTED_POST_POPULATE,
        sort: ['createdAt:desc', 'id:desc'],
      });
      const { publish_start: start, publish_end: end } = query;
      const inWindow = (post: ListedPost) => {
        if (!start || !end) return true;
        if (start === 'NOW' || end === 'NOW') return isLive(post, at);
        return liveDuring(post, schoolDayStart(start, timeZone), new Date(schoolDayEnd(end, timeZone).getTime() - 1));
      };
      const liveAsAsked = (post: ListedPost) => query.currently_live === undefined || isLive(post, at) === query.currently_live;
      // Neither an editor's translation nor a machine's in the language asked for.
      const untranslatedAsAsked = (post: ListedPost) => !query.untranslated || !post.localizations.some((row) => row.locale === query.untranslated);
      return { matching: found.data.filter((post) => inWindow(post) && liveAsAsked(post) && untranslatedAsAsked(post)), truncated: found.truncated };
    },

    /**
     * Creates a post once per client id (a replay answers the one it made), on the admin's
     * campus, audited under them; `beforeCreate` runs only for a new post.
     */
    async create(admin: PortalUser, clientId: string, fields: PostFields, beforeCreate: () => Promise<void>): Promise<{ post: Post; created: boolean }> {
      const { record, created } = await createOnce<Post>(cms, {
        collection: 'posts',
        clientId,
        populate: POST_POPULATE,
        isSameWriter: (stored) => stored.users_userid === admin.documentId,
        beforeCreate,
        create: () => cms.as(admin).create<Post>('posts', { ...fields, campus: admin.campus, client_id: clientId }, { populate: POST_POPULATE }),
      });
      if (created) told(record);
      return { post: record, created };
    },

    /** Rewrites a post the admin has loaded through `findAdministered`. */
    async update(admin: PortalUser, post: Post, fields: PostFields): Promise<Post> {
      const updated = await cms.as(admin).update<Post>('posts', post.documentId, fields, { populate: POST_POPULATE });
      told(updated);
      return updated;
    },

    /** Deletes a post the admin has loaded through `findAdministered`: the post as written and its translations, every language's row. */
    async remove(admin: PortalUser, post: Post): Promise<void> {
      await cms.as(admin).remove('posts', post.documentId, { locale: '*' });
      told(post);
    },

    /** A post as a PDF, drawn by the CMS with the Connections PDF's renderer. */
    pdf: (post: Post): Promise<Response> => cms.download(`pdfs/posts/${encodeURIComponent(post.documentId)}/pdf`),
  };
}

export type Posts = ReturnType<typeof createPosts>;
