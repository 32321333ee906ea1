import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  AS_WRITTEN,
  SORT_ORDER_DEFAULT,
  excerptFromHtml,
  postFormSchema,
  slugFromTitle,
  type AudienceKind,
  type PostRecord,
  type PostType,
} from '@portal/contract';
import { formErrors } from '../../lib/form-errors.ts';

/** The editor a post type opens in (admin spec 2): newsletters in their own, the rest in the notice editor. */
export type EditorKind = 'newsletter' | 'notice';

export const editorKindOf = (type: PostType): EditorKind => (type === 'newsletter' ? 'newsletter' : 'notice');

/** What the notice editor can make (admin spec 2: also used for principal and dailyemail). */
export const NOTICE_EDITOR_TYPES = [
  { value: 'notice', label: msg`Notice` },
  { value: 'principal', label: msg`Principal message` },
  { value: 'dailyemail', label: msg`Daily email` },
] as const satisfies readonly { value: PostType; label: MessageDescriptor }[];

/** What the form holds while a person edits it. */
export type PostForm = {
  type: PostType;
  title: string;
  content_html: string;
  excerpt: string;
  /** Admin spec 5: the excerpt follows the content until someone edits it. */
  excerptEdited: boolean;
  featured_img_url: string | null;
  /** The picture's description (its alt text); empty: the picture only decorates. */
  featured_img_alt: string;
  published: boolean;
  make_public: boolean;
  publish_start: string | null;
  publish_end: string | null;
  postcategory_categoryid: string | null;
  sort_order: number;
  for_carer_only: boolean;
  user_types: AudienceKind[];
  group_ids: string[];
};

export function emptyPostForm(kind: EditorKind): PostForm {
  return {
    type: kind,
    title: '',
    content_html: '',
    excerpt: '',
    excerptEdited: false,
    featured_img_url: null,
    featured_img_alt: '',
    published: true,
    make_public: false,
    publish_start: null,
    publish_end: null,
    postcategory_categoryid: null,
    sort_order: SORT_ORDER_DEFAULT,
    for_carer_only: false,
    user_types: [],
    group_ids: [],
  };
}

/**
 * The post as written, in English, which is what its editor edits; null when the answer holds
 * only a person's translation of its texts (the BFF answers posts in the reader's language,
 * issue 28), which must never be saved as the English. A machine's translation carries the
 * English it was made from.
 */
export function postAsWritten(post: PostRecord): PostRecord | null {
  const { kind, original } = post.translation;
  if (kind === 'original' || kind === 'missing') return post;
  return kind === 'machine' && original ? { ...post, ...original, translation: AS_WRITTEN } : null;
}

export function postFormOf(post: PostRecord): PostForm {
  return {
    type: post.type,
    title: post.title,
    content_html: post.content_html,
    excerpt: post.excerpt,
    // A stored excerpt someone wrote differs from the one the content gives.
    excerptEdited: post.excerpt !== '' && post.excerpt !== excerptFromHtml(post.content_html),
    featured_img_url: post.featured_img_url,
    featured_img_alt: post.featured_img_alt ?? '',
    published: post.published,
    make_public: post.make_public,
    publish_start: post.publish_start,
    publish_end: post.publish_end,
    postcategory_categoryid: post.postcategory_categoryid,
    sort_order: post.sort_order ?? SORT_ORDER_DEFAULT,
    for_carer_only: post.for_carer_only,
    user_types: post.group_list.userTypes.filter((type) => type.isChecked).map((type) => type.value),
    group_ids: post.group_list.groups.map((group) => group.groupUid),
  };
}

/** A change of one field, with the spec's knock-on rules. */
export function withChange<K extends keyof PostForm>(form: PostForm, field: K, value: PostForm[K]): PostForm {
  const next = { ...form, [field]: value };
  // Admin spec 2: switching the published radio clears both dates.
  if (field === 'published' && value !== form.published) Object.assign(next, { publish_start: null, publish_end: null });
  if (field === 'content_html' && !form.excerptEdited) next.excerpt = excerptFromHtml(String(value));
  if (field === 'excerpt') next.excerptEdited = true;
  return next;
}

export const slugOf = (form: PostForm): string => slugFromTitle(form.title);

/** The body the BFF takes (`data` of POST/PUT posts): the form without its own bookkeeping. */
export function postWriteData(form: PostForm) {
  const { excerptEdited: _excerptEdited, ...data } = form;
  return data;
}

/** By field; the slug, made from the title, has its own message (admin spec 5). */
export type PostFormErrors = Partial<Record<keyof PostForm | 'slug', string>>;

/**
 * The contract's rules of a post, the start date's included (a kept start may lie in the
 * past): the BFF answers the same messages for the same mistakes.
 */
export function postFormErrors(form: PostForm, context: { now: Date; keptStart?: string | null }): PostFormErrors {
  return formErrors(postFormSchema(context), postWriteData(form));
}
