import {
  AS_WRITTEN,
  AUDIENCE_KINDS,
  excerptFromHtml,
  type Language,
  type PostRecord,
  type PostTextsRecord,
  type PostTranslationRecord,
} from '@portal/contract';
import type { Post, PostAsWritten, PostTranslationRow } from '../models/records/post.ts';
import { presentRichText } from './rich-text.ts';
import { presentCreator } from './creator.ts';
import { readerTranslation } from './content-translation.ts';

/** A post as written, in English (the administrators' screens, the public share link). */
export function presentPost(post: PostAsWritten): PostRecord {
  const userTypes = post.user_types ?? [];
  const groupNames = (post.groups ?? []).map((group) => group.groupname);
  return {
    postUid: post.documentId,
    type: post.type,
    title: post.title,
    slug: post.slug,
    content_html: presentRichText(post, 'content_html'),
    excerpt: post.excerpt ?? '',
    featured_img_url: post.featured_img_url,
    // A post stored before the field existed has none: its picture stays decorative.
    featured_img_alt: post.featured_img_alt ?? null,
    published: post.published,
    make_public: post.make_public,
    publish_start: post.publish_start,
    publish_end: post.publish_end,
    postcategory_categoryid: post.postcategory?.documentId ?? null,
    postcategory_categoryname: post.postcategory?.categoryname ?? null,
    sort_order: post.sort_order,
    for_carer_only: post.for_carer_only,
    daily_flag: post.daily_flag,
    created_at: post.createdAt,
    updated_at: post.updatedAt,
    ...presentCreator(post),
    group_list: {
      userTypes: AUDIENCE_KINDS.map((value, index) => ({ id: index + 1, value, isChecked: userTypes.includes(value) })),
      // The editors pick groups by id; readers see their names.
      groups: (post.groups ?? []).map((group) => ({ groupUid: group.documentId, groupname: group.groupname })),
      groupNames,
    },
    translation: AS_WRITTEN,
  };
}

const textsOf = (record: PostTextsRecord): PostTextsRecord => ({
  title: record.title,
  excerpt: record.excerpt,
  content_html: record.content_html,
  featured_img_alt: record.featured_img_alt,
});

/** A translation row's texts as readers get them; what it lacks comes from the English (an excerpt from its own content). */
function translatedTexts(row: PostTranslationRow, english: PostTextsRecord): PostTextsRecord {
  const content = presentRichText(row, 'content_html');
  return {
    title: row.title,
    excerpt: row.excerpt?.trim() || excerptFromHtml(content),
    content_html: content,
    // The English description rather than none, which would make the picture decorative.
    featured_img_alt: row.featured_img_alt ?? english.featured_img_alt,
  };
}

/**
 * A post for a reader in their language (issue 28): its texts in that language when it has a
 * translation there (an editor's, or a machine's with the English beside it), else the English,
 * marked as not translated yet. Everything but the texts is the post as written.
 */
export function presentPostFor(post: Post, language: Language): PostRecord {
  const asWritten = presentPost(post);
  const { row, note } = readerTranslation(post.localizations, language, () => textsOf(asWritten));
  return { ...asWritten, ...(row ? translatedTexts(row, asWritten) : {}), translation: note };
}

/**
 * A post for someone without an account (the public share link of a newsletter), in English: the
 * author's portal id and username stay inside; the by-line names remain.
 */
export function presentPublicPost(post: PostAsWritten): PostRecord {
  return { ...presentPost(post), users_userid: null, users_username: null };
}

/** One of a post's translations as its editors see it. */
export function presentPostTranslation(
  row: PostTranslationRow & { locale: PostTranslationRecord['language'] },
): PostTranslationRecord {
  return {
    language: row.locale,
    title: row.title,
    excerpt: row.excerpt ?? '',
    content_html: presentRichText(row, 'content_html'),
    featured_img_alt: row.featured_img_alt ?? null,
    machine_translated: row.machine_translated,
    updated_at: row.updatedAt,
  };
}
