import { PAGE_TYPE_NAMES, PLACE_MESSAGES } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { CmsResponseError, type CmsAll } from '../cms/cms-client.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { createdBy } from '../policies/admin.ts';
import { authorize } from '../policies/authorize.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import type { ModelDeps } from './model-deps.ts';
import type { PageAccess, Pages } from './pages.ts';
import { staleSinceOf, type Places } from './places.ts';
import { BLOG_ENTRY_POPULATE, type BlogEntry, type BlogEntryOfPage } from './records/blog-entry.ts';

export { type BlogEntry };

/** An entry with the Blog Page it is on, as the person may change it. */
export type EditableBlogEntry = { entry: BlogEntryOfPage; blog: PageAccess };

const notABlog = 'Blog entries belong to a Blog Page.';

/**
 * The entries of a Blog Page (reader spec 2.8 "Add new blog"): read by whoever sees the page
 * (policies/page.ts), written by those who edit its place (policies/place.ts). Not cached: a
 * Blog Page is read far less than the place's tabs, and its entries are asked for only when it
 * is opened.
 */
export function createBlogEntries({ cms }: Pick<ModelDeps, 'cms'>, places: Places, pages: Pages) {
  /** A Blog Page the person sees, with their rights on its place; 404 otherwise, 400 for a page of another type. */
  async function findReadableBlog(person: PortalUser, pageId: string): Promise<CachedRead<PageAccess>> {
    const [blog, names] = await Promise.all([pages.findReadable(person, pageId), places.names()]);
    if (names.value.pageTypes.get(blog.value.page.pagetype?.documentId ?? '') !== PAGE_TYPE_NAMES.blogPage) throw badRequest(notABlog);
    return { value: blog.value, staleSince: staleSinceOf([blog, names]) };
  }

  return {
    findReadableBlog,

    /** A Blog Page whose place the person edits: 404 when they cannot see it, 403 when they do not edit it. */
    async findEditableBlog(person: PortalUser, pageId: string): Promise<CachedRead<PageAccess>> {
      const blog = await findReadableBlog(person, pageId);
      authorize(person, 'place.edit', blog.value.place);
      return blog;
    },

    /** An entry and its Blog Page, for a write by those who edit its place; 404 when the person cannot see it, 403 when they do not edit it. */
    async findEditable(person: PortalUser, id: string): Promise<CachedRead<EditableBlogEntry>> {
      const entry = await cms.findOne<BlogEntryOfPage>('blog-entries', id, { populate: BLOG_ENTRY_POPULATE });
      if (!entry.page?.documentId) throw notFound();
      const blog = await findReadableBlog(person, entry.page.documentId);
      authorize(person, 'place.edit', blog.value.place);
      return { value: { entry, blog: blog.value }, staleSince: blog.staleSince };
    },

    /** The entries of a Blog Page the person sees, newest first. */
    listOf: (blog: PageAccess): Promise<CmsAll<BlogEntry>> =>
      cms.findAll<BlogEntry>('blog-entries', { filters: { page: { documentId: { $eq: blog.page.documentId } } }, sort: ['createdAt:desc', 'id:desc'] }),

    /** A new entry of a Blog Page the person edits (`findEditableBlog`), written by them. */
    create: (author: PortalUser, blog: PageAccess, fields: { title: string; content_html: string }): Promise<BlogEntry> =>
      cms.create<BlogEntry>('blog-entries', { ...fields, page: blog.page.documentId, ...createdBy(author) }),

    /** Changes an entry unless it was stored since the version the writer started from (`startedFrom`, its updated_at): then 409 and nothing is stored. */
    async update({ entry }: EditableBlogEntry, changes: { title: string; content_html: string }, startedFrom: string): Promise<BlogEntry> {
      try {
        return await cms.put<BlogEntry>(`blog-entries/${encodeURIComponent(entry.documentId)}/if-unchanged`, { changes, updated_at: startedFrom });
      } catch (error) {
        if (error instanceof CmsResponseError && error.status === 409) throw conflict(PLACE_MESSAGES.staleBlogEntry);
        throw error;
      }
    },

    remove: ({ entry }: EditableBlogEntry): Promise<void> => cms.remove('blog-entries', entry.documentId),
  };
}

export type BlogEntries = ReturnType<typeof createBlogEntries>;
