import { AUDIENCE_KINDS, type AudienceKind, type PostAudience, type PostRecord, type PostType } from '@portal/contract';
import type { CmsDocument } from '../cms/cms-client.ts';
import type { CmsGroup } from '../auth/portal-users.ts';
import type { CmsPostCategory } from './post-category.ts';
import { presentRichText } from './rich-text.ts';

export type CmsPost = CmsDocument & {
  type: PostType;
  title: string;
  slug: string | null;
  content_html: string | null;
  excerpt: string | null;
  featured_img_url: string | null;
  published: boolean;
  make_public: boolean;
  publish_start: string | null;
  publish_end: string | null;
  sort_order: number | null;
  for_carer_only: boolean;
  daily_flag: boolean;
  clone: boolean;
  /** The device's id of the creation (admin writes): a retried creation finds it. */
  client_id: string | null;
  user_types: AudienceKind[] | null;
  campus: string | null;
  users_userid: string | null;
  users_username: string | null;
  users_firstname: string | null;
  users_lastname: string | null;
  postcategory?: CmsPostCategory | null;
  groups?: CmsGroup[];
};

/** The relations a presented post needs, for the CMS query. */
export const POST_POPULATE = { postcategory: true, groups: true } as const;

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
