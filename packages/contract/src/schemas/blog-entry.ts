import { z } from 'zod';
import { PLACE_MESSAGES } from '../place-messages.ts';
import { hasContent } from '../rules/excerpt.ts';
import { creatorFields, isoDateTime, uidSchema } from './common.ts';

/**
 * An entry of a Blog Page (reader spec 2.8: "Add new blog" in edit mode): a title, a
 * rich-text body, its author and date. Listed newest first; the place's editors (and the
 * campus's admins) add, edit and delete entries.
 */
export const blogEntryRecord = z.strictObject({
  blogEntryUid: z.string(),
  pageUid: z.string(),
  title: z.string(),
  /** Sanitised rich text. */
  content_html: z.string(),
  /** The author's name as shown under the title ("Grace Liu"), or their username. */
  author: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  ...creatorFields,
});
export type BlogEntryRecord = z.infer<typeof blogEntryRecord>;

export const blogEntryIdParam = z.string().regex(/^[a-z0-9]{10,40}$/i, 'Not a valid blog entry id.');

/** GET blog-entries?page={pageUid}: the entries of a Blog Page the person may read, newest first. */
export const blogEntriesQuery = z.strictObject({ page: uidSchema });
export type BlogEntriesQuery = z.infer<typeof blogEntriesQuery>;

const blogFields = {
  title: z.string().trim().min(1, PLACE_MESSAGES.blogTitle).max(300),
  content_html: z.string().max(500_000).refine(hasContent, PLACE_MESSAGES.blogContent),
};

/** POST blog-entries: `{ data: { pageUid, title, content_html } }`; the author and date come from the token and the clock. */
export const blogEntryCreateInput = z.strictObject({ data: z.strictObject({ pageUid: uidSchema, ...blogFields }) });
export type BlogEntryCreate = z.infer<typeof blogEntryCreateInput>['data'];

/** PUT blog-entries/{id}: `{ data: { title, content_html, updated_at } }`; a stale updated_at answers 409 (PLACE_MESSAGES.staleBlogEntry). */
export const blogEntryUpdateInput = z.strictObject({
  data: z.strictObject({ ...blogFields, updated_at: z.iso.datetime({ offset: true, error: PLACE_MESSAGES.updatedAtMissing }) }),
});
export type BlogEntryUpdate = z.infer<typeof blogEntryUpdateInput>['data'];
