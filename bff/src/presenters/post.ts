import { AUDIENCE_KINDS, type AudienceKind, type PostAudience, type PostRecord } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';
import { presentRichText } from './rich-text.ts';

/** The relations a presented post needs, for the CMS query. */
export const POST_POPULATE = { postcategory: true, groups: true } as const;

/** A post as the CMS answers it with POST_POPULATE; its audience kinds are a JSON list. */
export type CmsPost = CmsRecord<'api::post.post', typeof POST_POPULATE, { user_types: AudienceKind[] }>;

export function postAudience(post: CmsPost): PostAudience {
  return {
    user_types: post.user_types ?? [],
    group_names: (post.groups ?? []).map((group) => group.groupname),
    for_carer_only: post.for_carer_only,
  };
}

export function presentPost(post: CmsPost): PostRecord {
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
    users_userid: post.users_userid,
    users_username: post.users_username,
    users_firstname: post.users_firstname,
    users_lastname: post.users_lastname,
    group_list: {
      userTypes: AUDIENCE_KINDS.map((value, index) => ({ id: index + 1, value, isChecked: userTypes.includes(value) })),
      // The editors pick groups by id; readers see their names.
      groups: (post.groups ?? []).map((group) => ({ groupUid: group.documentId, groupname: group.groupname })),
      groupNames,
    },
  };
}

/**
 * A post for someone without an account (the public share link of a newsletter): the
 * author's portal id and username stay inside; the by-line names remain.
 */
export function presentPublicPost(post: CmsPost): PostRecord {
  return { ...presentPost(post), users_userid: null, users_username: null };
}
