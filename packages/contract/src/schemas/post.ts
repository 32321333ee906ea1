import { z } from 'zod';
import { AUDIENCE_KINDS } from '../rules/audience.ts';
import { postTranslationNote, translatedLanguageSchema } from './content-translation.ts';
import { booleanFlag, commaList, creatorFields, isoDateTime, pagingQuery } from './common.ts';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX, postFilterDateIssues } from '../rules/admin-posts-list.ts';
import { POST_TYPES } from '../rules/post-types.ts';

export const postTypeSchema = z.enum(POST_TYPES);
export type PostType = z.infer<typeof postTypeSchema>;

export const audienceKindSchema = z.enum(AUDIENCE_KINDS);

export const postRecord = z.strictObject({
  postUid: z.string(),
  type: postTypeSchema,
  title: z.string(),
  slug: z.string().nullable(),
  content_html: z.string(),
  excerpt: z.string(),
  featured_img_url: z.string().nullable(),
  /** The picture's description (its alt text); null when it only decorates. Not in the spec: issue 27. */
  featured_img_alt: z.string().nullable(),
  published: z.boolean(),
  make_public: z.boolean(),
  publish_start: z.string().nullable(),
  publish_end: z.string().nullable(),
  postcategory_categoryid: z.string().nullable(),
  postcategory_categoryname: z.string().nullable(),
  sort_order: z.number().nullable(),
  for_carer_only: z.boolean(),
  daily_flag: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  ...creatorFields,
  group_list: z.strictObject({
    userTypes: z.array(z.strictObject({ id: z.number(), value: audienceKindSchema, isChecked: z.boolean() })),
    groups: z.array(z.strictObject({ groupUid: z.string(), groupname: z.string() })),
    groupNames: z.array(z.string()),
  }),
  /** The language of title, excerpt, content and picture description, and how they came to be in it (issue 28). */
  translation: postTranslationNote,
});
export type PostRecord = z.infer<typeof postRecord>;

/** Reader lists: live posts of the given types for the signed-in reader's audience. */
export const postsQuery = z.strictObject({
  types: commaList(postTypeSchema).optional(),
  category: z.string().max(60).optional(),
  ...pagingQuery,
});
export type PostsQuery = z.infer<typeof postsQuery>;

export const postIdParam = z.string().regex(/^[a-z0-9]{10,40}$/i, 'Not a valid post id.');

/** The path of one language's translation of a post (`posts/{id}/translations/{language}`, issue 28). */
export const postTranslationParams = z.object({ id: postIdParam, language: translatedLanguageSchema });


const filterDate = z.union([z.literal('NOW'), z.iso.date('Dates are written YYYY-MM-DD.')]);

/**
 * Admin posts list filters (admin spec 7). Live From and Live To come together, the end not
 * before the start; NOW for both means "live now".
 */
export const adminPostsQuery = z
  .strictObject({
    get_posts_for_admin: z.string().max(10),
    publish_start: filterDate.optional(),
    publish_end: filterDate.optional(),
    types: commaList(postTypeSchema).optional(),
    categories: commaList(z.string().max(60)).optional(),
    title_keyword: z.string().max(200).optional(),
    group_keyword: z.string().max(200).optional(),
    made_public: booleanFlag.optional(),
    currently_live: booleanFlag.optional(),
    /** Posts with no translation, human or machine, in this language (issue 28). */
    untranslated: translatedLanguageSchema.optional(),
    // The admin table is paged on the server; the answer's X-Total-Count says how many match.
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
  })
  .superRefine((query, ctx) => {
    for (const { field, message } of postFilterDateIssues(query.publish_start, query.publish_end)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type AdminPostsQuery = z.infer<typeof adminPostsQuery>;
