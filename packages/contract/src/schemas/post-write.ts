import { z } from 'zod';
import { PICTURE_DESCRIPTION_MAX, PICTURE_DESCRIPTION_MESSAGES, POST_MESSAGES } from '../admin-messages.ts';
import { hasContent } from '../rules/excerpt.ts';
import { SORT_ORDER_DEFAULT, SORT_ORDER_MAX, SORT_ORDER_MIN } from '../rules/post-order.ts';
import { slugFromTitle } from '../rules/slug.ts';
import { isSafeImageSource } from '../rich-text/allow-list.ts';
import { uidSchema } from './common.ts';
import { audienceKindSchema, postTypeSchema, type PostType } from './post.ts';
import { pastStartIssue, publishBoundInput, windowIssues, type StartContext } from './publish-dates.ts';

/** Types the notice editor makes: sort order and "exclude students" belong to them. */
const usesNoticeEditor = (type: PostType) => type !== 'newsletter';

/**
 * The fields of a post an editor form sends (admin spec 3). Field types only: every message a
 * person may see comes from the rules below, so a form shows all of its messages at once.
 * The slug is not sent: it is derived from the title; the creator fields come from the token.
 */
const postFields = z.strictObject({
  type: postTypeSchema,
  title: z.string().max(300),
  content_html: z.string().max(500_000),
  /** Blank: the BFF fills it with the first 150 characters of the content. */
  excerpt: z.string().max(1000).optional().default(''),
  /** The address the image upload answered (records.url), or the post's own when kept. */
  featured_img_url: z.string().max(2000).nullable(),
  /**
   * What the picture shows, read out to people who cannot see it; none when it only decorates.
   * Its length has a rule below (a message beside the others); this bound only stops abuse.
   */
  featured_img_alt: z.string().max(10_000).nullable().optional().default(null),
  published: z.boolean(),
  make_public: z.boolean().optional().default(false),
  publish_start: publishBoundInput,
  publish_end: publishBoundInput,
  postcategory_categoryid: z.string().max(40).nullable(),
  /** Notice editor types only; 1 to 10, 5 when not sent. */
  sort_order: z.number().nullable().optional(),
  for_carer_only: z.boolean().optional().default(false),
  daily_flag: z.boolean().optional().default(false),
  clone: z.boolean().optional().default(false),
  /** The post a clone was made from: its start date may be kept even when it has passed. */
  clone_of: uidSchema.optional(),
  /** Audience: kinds of reader (none: every kind) and groups by groupUid (none: every group). */
  user_types: z.array(audienceKindSchema).max(3).optional().default([]),
  group_ids: z.array(uidSchema).max(500).optional().default([]),
});

type PostFields = z.output<typeof postFields>;

/** Admin spec 5's rules of a post, with its spec messages; the start date's is separate (it needs the clock). */
function postRules<T extends PostFields>(post: T, ctx: z.core.$RefinementCtx<T>) {
  const issue = (path: keyof PostFields & string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (post.title.trim() === '') issue('title', POST_MESSAGES.title);
  // Admin spec 5 asks a newsletter (only) for a slug; it is made from the title, so a title
  // of punctuation alone leaves it empty.
  if (post.type === 'newsletter' && slugFromTitle(post.title) === '') ctx.addIssue({ code: 'custom', path: ['slug'], message: POST_MESSAGES.slug });
  if (!hasContent(post.content_html)) issue('content_html', post.type === 'newsletter' ? POST_MESSAGES.newsletterContent : POST_MESSAGES.noticeContent);
  if (!post.postcategory_categoryid || !uidSchema.safeParse(post.postcategory_categoryid).success) issue('postcategory_categoryid', POST_MESSAGES.category);
  if (!post.featured_img_url || !isSafeImageSource(post.featured_img_url)) issue('featured_img_url', POST_MESSAGES.image);
  if ((post.featured_img_alt?.trim().length ?? 0) > PICTURE_DESCRIPTION_MAX) issue('featured_img_alt', PICTURE_DESCRIPTION_MESSAGES.tooLong);
  if (usesNoticeEditor(post.type) && post.sort_order !== undefined) {
    const order = post.sort_order;
    if (order === null || !Number.isInteger(order) || order < SORT_ORDER_MIN || order > SORT_ORDER_MAX) issue('sort_order', POST_MESSAGES.sortOrder);
  }
  if (post.published) for (const { path, message } of windowIssues(post.publish_start, post.publish_end)) issue(path, message);
}

/** What is stored: fields that do not apply to the type are left at their defaults. */
function normalise<T extends PostFields>(post: T) {
  const noticeEditor = usesNoticeEditor(post.type);
  return {
    ...post,
    title: post.title.trim(),
    // Blank is no description: the picture is decorative.
    featured_img_alt: post.featured_img_alt?.trim() || null,
    make_public: post.type === 'newsletter' && post.make_public,
    for_carer_only: noticeEditor && post.for_carer_only,
    sort_order: noticeEditor ? (post.sort_order ?? SORT_ORDER_DEFAULT) : null,
    user_types: [...new Set(post.user_types)],
    group_ids: [...new Set(post.group_ids)],
  };
}

/**
 * The post write body (`{ data }`) without the start-date rule: the BFF validates every
 * request with it, then checks the start against the stored one (`pastStartIssue`).
 */
export const postWriteInput = z.object({ data: postFields.superRefine(postRules).transform(normalise) });
export type PostWriteInput = z.infer<typeof postWriteInput>;
export type PostWrite = PostWriteInput['data'];

/** Creating: a client id made on the device, so a retried creation never makes a second post. */
export const postCreateInput = z.object({
  data: postFields.extend({ client_id: z.uuid('Not a valid client id.') }).superRefine(postRules).transform(normalise),
});
export type PostCreateInput = z.infer<typeof postCreateInput>;

/**
 * Every rule of a post's form, the start date's included: what the editor checks before it
 * saves. `keptStart` is the start of the post being edited or cloned, which may stay.
 */
export function postFormSchema(context: StartContext) {
  return postFields.superRefine((post, ctx) => {
    postRules(post, ctx);
    const issue = pastStartIssue(post.publish_start, context);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
}
