import type { AudienceKind } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';

/**
 * What a post's row in another language holds for readers (issue 28): its translated texts and
 * who wrote them. The English row is the post; these rows share its documentId.
 */
export const POST_TRANSLATION_FIELDS = [
  'locale',
  'title',
  'excerpt',
  'content_html',
  'featured_img_alt',
  'machine_translated',
  'updatedAt',
] as const;

/** The relations every post is read with: its category, its groups (the audience) and its translations. */
export const POST_POPULATE = { postcategory: true, groups: true, localizations: { fields: POST_TRANSLATION_FIELDS } } as const;

/** As the administrators' list reads posts: which languages each is translated into, not the texts. */
export const LISTED_POST_POPULATE = { postcategory: true, groups: true, localizations: { fields: ['locale'] } } as const;

type PostShapes = { user_types: AudienceKind[] };

/** A post as the CMS answers it with POST_POPULATE: its English row, with its translations; its audience kinds are a JSON list. */
export type Post = CmsRecord<'api::post.post', typeof POST_POPULATE, PostShapes>;

/** A post as the administrators' list reads it (LISTED_POST_POPULATE). */
export type ListedPost = CmsRecord<'api::post.post', typeof LISTED_POST_POPULATE, PostShapes>;

/** One of a post's translations (a row in another language), as POST_POPULATE reads it. */
export type PostTranslationRow = Post['localizations'][number];

/** A post as written, whichever way it was read: what is presented as English. */
export type PostAsWritten = Omit<Post, 'localizations'>;
