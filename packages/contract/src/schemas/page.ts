import { z } from 'zod';
import { PLACE_MESSAGES } from '../place-messages.ts';
import { FOLDER_VIEWS } from '../rich-text/content-rules.ts';
import { INDEFINITE, UNPUBLISHED } from '../rules/live-window.ts';
import { booleanFlag, creatorFields, isoDateTime, uidSchema } from './common.ts';

/**
 * Reader spec 3 and admin spec 3 "Page": a tab of a place. `editors` are the place's
 * (not stored on the page); `google_drive_url` is stored as the embedded-folder URL of the
 * chosen view (reader spec 5).
 */
export const pageRecord = z.strictObject({
  pageUid: z.string(),
  placeUid: z.string().nullable(),
  place_place: z.string().nullable(),
  place_slug: z.string().nullable(),
  pagetypeUid: z.string().nullable(),
  pagetype_pagetype: z.string().nullable(),
  title: z.string(),
  slug: z.string(),
  navigation: z.boolean(),
  landing_page: z.boolean(),
  is_deleted: z.boolean(),
  pageHide: z.boolean(),
  content_html: z.string(),
  google_drive_url: z.string(),
  file_view_type: z.enum(FOLDER_VIEWS),
  description: z.string(),
  sort_order: z.number().int().nullable(),
  /** ISO date-time, UNPUBLISHED, INDEFINITE, or null (no bound). */
  publish_start: z.string().nullable(),
  publish_end: z.string().nullable(),
  /** The heading of a Task or Classrooms page. */
  pageTitle: z.string().nullable(),
  editors: z.array(z.string()),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  ...creatorFields,
});
export type PageRecord = z.infer<typeof pageRecord>;

export const pageIdParam = z.string().regex(/^[a-z0-9]{10,40}$/i, 'Not a valid page id.');

/**
 * GET pages (reader spec 7, admin spec 7). With `place` (a placeUid): that place's pages as the
 * person may see them (deleted ones never; hidden ones and those outside their publish period
 * only for its editors), landing page first then by sort order, gaps filled. With `page_slug`
 * too: the one page at that address, found by its slug or else by one of its former slugs
 * (answered under its new slug, for the app to replace the address), or 404. Without `place`: the admin's Pages table, every page of the campus but the
 * deleted, sorted by place name, filtered by `pagetype`, `navigation` and `title_keyword`.
 */
export const pagesQuery = z.strictObject({
  place: uidSchema.optional(),
  page_slug: z.string().trim().max(200).optional(),
  pagetype: uidSchema.optional(),
  navigation: booleanFlag.optional(),
  title_keyword: z.string().trim().max(200).optional(),
});
export type PagesQuery = z.infer<typeof pagesQuery>;

/** Reader spec 7: the query of the page writes (POST pages, PUT pages). */
export const pageWriteQuery = z.strictObject({
  update_sort_order: booleanFlag.optional(),
  create_new_page: booleanFlag.optional(),
});
export type PageWriteQuery = z.infer<typeof pageWriteQuery>;

/** A publish bound as written: an ISO date-time, UNPUBLISHED, INDEFINITE, or nothing (null or ''). */
const publishBound = z
  .union([z.iso.datetime({ offset: true, error: PLACE_MESSAGES.publishInvalid }), z.enum([UNPUBLISHED, INDEFINITE]), z.literal('')], { error: PLACE_MESSAGES.publishInvalid })
  .nullable()
  .transform((bound) => bound || null);

/** Reader spec 3: a sort entry. */
export const pageSortEntry = z.strictObject({ pageUid: uidSchema, sort_order: z.number().int().min(0).max(100_000) });
export type PageSortEntryInput = z.infer<typeof pageSortEntry>;

const sortData = z
  .array(pageSortEntry)
  .max(500)
  .refine((entries) => new Set(entries.map((entry) => entry.pageUid)).size === entries.length, 'Each page may appear once in sortData.');

/**
 * The fields of pageData. The slug is derived from the title (unique within the place) unless
 * one is sent (a new page's time-stamped slug); the creator comes from the token.
 */
const pageFields = z.strictObject({
  placeUid: uidSchema,
  pagetypeUid: uidSchema,
  title: z.string().trim().min(1, PLACE_MESSAGES.title).max(200),
  slug: z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A slug is lower-case words joined by hyphens.').max(200).optional(),
  navigation: z.boolean(),
  landing_page: z.boolean(),
  pageHide: z.boolean(),
  content_html: z.string().max(500_000),
  /** A Drive folder link or folder id, '' for none (unlinking blanks it). Stored as the embedded-folder URL. */
  google_drive_url: z.string().trim().max(2000),
  file_view_type: z.enum(FOLDER_VIEWS),
  description: z.string().trim().max(5000),
  sort_order: z.number().int().min(0).max(100_000).nullable(),
  publish_start: publishBound,
  publish_end: publishBound,
  pageTitle: z.string().trim().max(200).nullable(),
});

const endNotBeforeStart = (page: { publish_start?: string | null; publish_end?: string | null }) => {
  const { publish_start: start, publish_end: end } = page;
  const isDate = (bound: string | null | undefined): bound is string => Boolean(bound) && bound !== UNPUBLISHED && bound !== INDEFINITE;
  return !(isDate(start) && isDate(end) && Date.parse(end) < Date.parse(start));
};

const createFields = pageFields.partial({
  navigation: true,
  landing_page: true,
  pageHide: true,
  content_html: true,
  google_drive_url: true,
  file_view_type: true,
  description: true,
  sort_order: true,
  publish_start: true,
  publish_end: true,
  pageTitle: true,
});

/**
 * POST pages (reader spec 4 and 7): `{ pageData, sortData }`. The place view's "add page"
 * sends newPageDefaults() as pageData with the query update_sort_order=true and
 * create_new_page=true, and the draggable pages' sortData (sortDataFor); both are stored in one
 * transaction. The admin's Page editor sends pageData alone. Fields left out take reader spec
 * 4's defaults (navigation on, not landing, empty content and description, list view).
 */
export const pageCreateInput = z.strictObject({
  pageData: createFields.refine(endNotBeforeStart, { message: PLACE_MESSAGES.publishInvalid, path: ['publish_end'] }),
  sortData: sortData.optional(),
});
export type PageCreateInput = z.infer<typeof pageCreateInput>;
export type PageCreate = PageCreateInput['pageData'];

/**
 * PUT pages/{pageUid} (reader spec 4 and 7): `{ pageData }` with only the fields that change
 * (the place view edits one field at a time: title, content, repository url, hide, publish
 * period) and the `updated_at` the editor started from: a page saved by someone else since
 * answers 409 with PLACE_MESSAGES.staleWrite and is left as it is.
 */
export const pageUpdateInput = z.strictObject({
  pageData: pageFields
    .partial()
    .extend({ updated_at: z.iso.datetime({ offset: true, error: PLACE_MESSAGES.updatedAtMissing }) })
    .refine(endNotBeforeStart, { message: PLACE_MESSAGES.publishInvalid, path: ['publish_end'] }),
});
export type PageUpdateInput = z.infer<typeof pageUpdateInput>;
export type PageUpdate = PageUpdateInput['pageData'];

/**
 * PUT pages?update_sort_order=true (reader spec 4 and 7): `{ placeUid, sortData }`, every
 * non-landing page of the place (deleted ones aside) once; rewritten in one transaction.
 * Answers the place's pages as the editor sees them, in their new order.
 */
export const pageReorderInput = z.strictObject({
  placeUid: uidSchema,
  sortData: sortData.refine((entries) => entries.length > 0, 'sortData lists the pages in their new order.'),
});
export type PageReorderInput = z.infer<typeof pageReorderInput>;
