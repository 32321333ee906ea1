import type { CmsRecord } from '@portal/cms/types';

/** An entry of a Blog Page (reader spec 2.8), as its page's list reads it (the page is known). */
export type BlogEntry = CmsRecord<'api::blog-entry.blog-entry'>;

/** What a single entry is read with: its page by id, to find who may change it. */
export const BLOG_ENTRY_POPULATE = { page: { fields: ['documentId'] } } as const;

export type BlogEntryOfPage = CmsRecord<'api::blog-entry.blog-entry', typeof BLOG_ENTRY_POPULATE>;
