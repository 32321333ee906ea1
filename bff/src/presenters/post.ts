import { AS_WRITTEN, AUDIENCE_KINDS, type PostRecord } from '@portal/contract';
import type { Post } from '../models/posts.ts';
import { presentRichText } from './rich-text.ts';
import { presentCreator } from './creator.ts';

export function presentPost(post: Post): PostRecord {
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

/**
 * A post for someone without an account (the public share link of a newsletter): the
 * author's portal id and username stay inside; the by-line names remain.
 */
export function presentPublicPost(post: Post): PostRecord {
  return { ...presentPost(post), users_userid: null, users_username: null };
}
